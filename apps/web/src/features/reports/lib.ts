/** Numbers of the reports through Intl in the reader's language, and a table's CSV download. */
import { toCsv, type CsvCell, intlLocale } from '@sessionbook/domain';

/** "67 %", "67%" or "67 %" as the language writes a share from 0 to 1. */
export const formatRate = (value: number, language: string): string =>
  new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(value);

/** A number with up to one decimal ("2,5" in Dutch). */
export const formatDecimal = (value: number, language: string): string =>
  new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 }).format(value);

/**
 * Saves a table as a CSV file (decision 0046: written in the browser from the report it shows, so the
 * file has exactly the figures on screen, and works offline from the kept report).
 */
export function downloadCsv(fileName: string, rows: readonly (readonly CsvCell[])[]): void {
  const blob = new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
