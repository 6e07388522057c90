/**
 * One table of the reports: a caption, column headers and a row header per row (WCAG 1.3.1), in a
 * region that scrolls sideways on a narrow phone and can be reached with the keyboard, and its CSV
 * download. The same columns give the cells on screen (formatted for the reader) and in the file
 * (plain numbers).
 */
import type { CsvCell } from '@sessionbook/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/index.ts';
import { downloadCsv } from '../lib.ts';

export interface Column<Row> {
  key: string;
  label: string;
  /** The CSV header, when the file needs more than the screen (a value's currency). */
  csvLabel?: string;
  /** What the cell shows. */
  cell: (row: Row) => ReactNode;
  /** What the CSV holds. */
  csv: (row: Row) => CsvCell;
  numeric?: boolean;
}

export function ReportTable<Row>({
  id,
  caption,
  columns,
  rows,
  rowKey,
  fileName,
  tableName,
}: {
  id: string;
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  fileName: string;
  /** The table's name, after the download button's visible text in its accessible name. */
  tableName: string;
}) {
  const { t } = useTranslation('reports');
  const [first, ...rest] = columns;
  const download = () =>
    downloadCsv(fileName, [
      columns.map((column) => column.csvLabel ?? column.label),
      ...rows.map((row) => columns.map((column) => column.csv(row))),
    ]);
  return (
    <>
      <div className="reports__scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className="reports__table" id={id}>
          <caption id={`${id}-caption`}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.numeric ? 'reports__num' : undefined}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {first && <th scope="row">{first.cell(row)}</th>}
                {rest.map((column) => (
                  <td key={column.key} className={column.numeric ? 'reports__num' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button variant="secondary" className="reports__download" onClick={download}>
        {t('page.download')} <span className="visually-hidden">({tableName})</span>
      </Button>
    </>
  );
}
