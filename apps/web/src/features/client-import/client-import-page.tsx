/**
 * `/professional/clients/import` (issue 28 item 1, docs/decisions/0048-import-and-export.md "Import"):
 * choose a CSV or vCard file → map its columns (guessed) → check every row with the server (a dry run:
 * each bad row named with its row number and reason) → import all or nothing, or only the valid rows →
 * invite the imported clients now or later. The file is read here, in this lazy chunk; only mapped rows
 * go to the server.
 */
import {
  BALANCE_COLUMNS,
  LANGUAGES,
  MAX_IMPORT_ROWS,
  VOUCHER_TYPES,
  type CsvTranslate,
  type ImportClientsResult,
  type ImportMode,
  type ImportRowProblem,
} from '@sessionbook/domain';
import {
  guessColumns,
  IMPORT_FIELDS,
  mapRows,
  readClientFile,
  type ColumnTarget,
  type ImportTable,
} from '@sessionbook/domain/client-import';
import i18next from 'i18next';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, linkClass, PageTitle } from '../../components/ui/index.ts';
import { Dropdown } from '../../components/widgets/index.ts';
import { loadAllLanguages } from '../../i18n.ts';
import { clientsPath } from '../../lib/paths.ts';
import { useToast } from '../../lib/toast.tsx';
import { useImportClients, useInviteHeld } from './api.ts';
import { targetOf, targetValue } from './targets.ts';
import './client-import.css';

/** How many rows the preview shows. */
const PREVIEW_ROWS = 5;

interface ChosenFile {
  name: string;
  table: ImportTable;
}

/** A translator of one language for the CSV headers: `book.csv.name` is namespace `book`, key `csv.name`. */
const translatorOf =
  (language: string): CsvTranslate =>
  (key, values) =>
    i18next.getFixedT(language)(key.replace('.', ':'), values);

export function ClientImportPage() {
  const { t } = useTranslation('book');
  const toast = useToast();
  const idPrefix = useId();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [targets, setTargets] = useState<ColumnTarget[]>([]);
  const [verdict, setVerdict] = useState<ImportClientsResult | null>(null);
  const [result, setResult] = useState<ImportClientsResult | null>(null);
  const [invited, setInvited] = useState<number | null>(null);
  const check = useImportClients();
  const run = useImportClients();
  const invite = useInviteHeld();
  const rows = useMemo(() => (file ? mapRows(file.table, targets) : []), [file, targets]);

  async function choose(chosen: File | undefined) {
    setFile(null);
    setVerdict(null);
    setResult(null);
    setInvited(null);
    setFileError(null);
    if (!chosen) return;
    const text = await chosen.text();
    // Sessionbook's own export may be in any of the five languages: its headers are guessed in all.
    await loadAllLanguages();
    const table = readClientFile(chosen.name, text);
    if (table.rows.length + table.problems.length === 0) return setFileError(t('import.file.empty'));
    if (table.rows.length > MAX_IMPORT_ROWS)
      return setFileError(t('import.file.too_many', { max: MAX_IMPORT_ROWS }));
    setTargets(guessColumns(table.headers, LANGUAGES.map(translatorOf)));
    setFile({ name: chosen.name, table });
  }

  const setTarget = (column: number, value: string) => {
    setVerdict(null);
    setTargets((current) => current.map((target, at) => (at === column ? targetOf(value) : target)));
  };

  const send = (mode: ImportMode, dryRun: boolean) =>
    (dryRun ? check : run).mutate(
      { rows: rows.map((row) => row.body), mode, dry_run: dryRun },
      {
        onSuccess: (data) => (dryRun ? setVerdict(data) : setResult(data)),
        onError: (error) => toast.error(error),
      },
    );

  const options = useMemo(
    () => [
      { value: 'ignore', label: t('import.target.ignore') },
      ...IMPORT_FIELDS.map((field) => ({ value: `field:${field}`, label: t(`import.target.${field}`) })),
      ...BALANCE_COLUMNS.map((column) => ({
        value: `balance:${column.voucher_type_id}:${column.duration}`,
        label: t('import.target.balance', {
          type: t(
            `common:voucher_types.${VOUCHER_TYPES.find((type) => type.id === column.voucher_type_id)?.type}`,
          ),
          duration: column.duration,
        }),
      })),
    ],
    [t],
  );

  if (result) {
    const ids = result.imported_ids;
    return (
      <div className="client-import">
        <PageTitle title={t('import.title')} />
        <section className="client-import__done" aria-labelledby={`${idPrefix}-done`}>
          <h2 id={`${idPrefix}-done`}>{t('import.done.title', { count: result.counts.imported })}</h2>
          <p>{t('import.done.held')}</p>
          {result.problems.length > 0 && <p>{t('import.done.skipped', { count: result.problems.length })}</p>}
          {invited === null ? (
            <div className="client-import__actions">
              {ids.length > 0 && (
                <Button
                  loading={invite.isPending}
                  onClick={() =>
                    invite.mutate(
                      { ids },
                      {
                        onSuccess: (data) => setInvited(data.invited),
                        onError: (error) => toast.error(error),
                      },
                    )
                  }
                >
                  {t('import.done.invite_now')}
                </Button>
              )}
              <Link className={linkClass()} to={`${clientsPath()}?tab=pending`}>
                {t('import.done.later')}
              </Link>
            </div>
          ) : (
            <>
              <p role="status">{t('import.done.invited', { count: invited })}</p>
              <Link className={linkClass()} to={`${clientsPath()}?tab=pending`}>
                {t('import.done.to_book')}
              </Link>
            </>
          )}
        </section>
      </div>
    );
  }

  const named = (target: ColumnTarget['kind'], field?: string) =>
    targets.some((one) => one.kind === target && (!field || (one.kind === 'field' && one.field === field)));
  const hasName = named('field', 'full_name') || named('field', 'first_name') || named('field', 'last_name');
  const hasContact = named('field', 'email') || named('field', 'phone');
  const fileProblems = file?.table.problems ?? [];
  const verdictOf = (index: number) => verdict?.problems.find((problem) => problem.index === index);

  return (
    <div className="client-import">
      <PageTitle title={t('import.title')} subtitle={t('import.subtitle')} />
      <Link className={linkClass()} to={clientsPath()}>
        {t('import.back')}
      </Link>

      <section className="client-import__step" aria-labelledby={`${idPrefix}-file`}>
        <h2 id={`${idPrefix}-file`}>{t('import.file.title')}</h2>
        <div className="field">
          <label className="field__label" htmlFor={`${idPrefix}-input`}>
            {t('import.file.label')}
          </label>
          <p className="field__hint" id={`${idPrefix}-hint`}>
            {t('import.file.hint', { max: MAX_IMPORT_ROWS })}
          </p>
          <input
            id={`${idPrefix}-input`}
            type="file"
            className="field__input"
            accept=".csv,.vcf,.vcard,.txt,text/csv,text/vcard"
            aria-describedby={`${idPrefix}-hint`}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </div>
        {fileError && (
          <p className="field__error" role="alert">
            {fileError}
          </p>
        )}
      </section>

      {file && (
        <section className="client-import__step" aria-labelledby={`${idPrefix}-map`}>
          <h2 id={`${idPrefix}-map`}>{t('import.map.title')}</h2>
          <p className="muted">{t('import.map.found', { count: file.table.rows.length, file: file.name })}</p>
          <ul className="client-import__columns">
            {file.table.headers.map((header, column) => (
              <li key={column}>
                <Dropdown
                  label={header || t('import.map.unnamed', { number: column + 1 })}
                  hint={
                    file.table.rows[0]?.cells[column]
                      ? t('import.map.example', { value: file.table.rows[0].cells[column] })
                      : undefined
                  }
                  value={targetValue(targets[column] ?? { kind: 'ignore' })}
                  onChange={(value) => setTarget(column, value)}
                  options={options}
                />
              </li>
            ))}
          </ul>
          {(!hasName || !hasContact) && <p className="client-import__warning">{t('import.map.missing')}</p>}

          <h3>{t('import.preview.title')}</h3>
          <ul className="row-list client-import__preview">
            {rows.slice(0, PREVIEW_ROWS).map((row, index) => {
              const problem = verdictOf(index);
              return (
                <li key={row.row} className="row">
                  <div className="row__main">
                    <span className="row__name">
                      {t('import.preview.row', { row: row.row })}{' '}
                      {row.body.full_name || t('import.preview.no_name')}
                    </span>
                    <span className="row__meta">
                      {[row.body.email, row.body.phone].filter(Boolean).join(' · ') ||
                        t('import.preview.no_contact')}
                    </span>
                    {verdict && (
                      <span className="row__meta">
                        {problem ? problemText(t, problem, file.table) : t('import.preview.ok')}
                      </span>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>

          <Button variant="secondary" loading={check.isPending} onClick={() => send('valid_rows', true)}>
            {t('import.check')}
          </Button>
        </section>
      )}

      {file && (verdict || fileProblems.length > 0) && (
        <section className="client-import__step" aria-labelledby={`${idPrefix}-verdict`}>
          <h2 id={`${idPrefix}-verdict`}>{t('import.verdict.title')}</h2>
          {verdict && (
            <p role="status">
              {t('import.verdict.summary', {
                ok: verdict.counts.ok,
                duplicate: verdict.counts.duplicate,
                invalid: verdict.counts.invalid + fileProblems.length,
              })}
            </p>
          )}
          {(fileProblems.length > 0 || (verdict?.problems.length ?? 0) > 0) && (
            <ul className="client-import__problems" aria-label={t('import.verdict.problems')}>
              {fileProblems.map((problem) => (
                <li key={`file-${problem.row}`}>
                  {t('import.preview.row', { row: problem.row })} {t(`import.file_problem.${problem.reason}`)}
                </li>
              ))}
              {verdict?.problems.map((problem) => (
                <li key={problem.index}>
                  {t('import.preview.row', { row: file.table.rows[problem.index]?.row ?? problem.index + 2 })}{' '}
                  {problemText(t, problem, file.table)}
                </li>
              ))}
            </ul>
          )}
          {verdict && (
            <div className="client-import__actions">
              <Button
                disabled={verdict.counts.invalid + fileProblems.length > 0 || verdict.counts.ok === 0}
                loading={run.isPending && run.variables?.mode === 'all_or_nothing'}
                aria-describedby={`${idPrefix}-all-hint`}
                onClick={() => send('all_or_nothing', false)}
              >
                {t('import.all_or_nothing')}
              </Button>
              <p className="field__hint" id={`${idPrefix}-all-hint`}>
                {verdict.counts.invalid + fileProblems.length > 0
                  ? t('import.all_or_nothing_blocked')
                  : t('import.all_or_nothing_hint')}
              </p>
              {verdict.counts.ok > 0 && (
                <Button
                  variant="secondary"
                  loading={run.isPending && run.variables?.mode === 'valid_rows'}
                  onClick={() => send('valid_rows', false)}
                >
                  {t('import.valid_rows', { count: verdict.counts.ok })}
                </Button>
              )}
            </div>
          )}
        </section>
      )}
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation<'book'>>['t'];

/** Why a row is not imported, in words: each field's reason, or whom it repeats. */
function problemText(t: Translate, problem: ImportRowProblem, table: ImportTable): string {
  if (problem.status === 'duplicate') {
    const of = problem.duplicate_of;
    if (of?.index !== null && of?.index !== undefined)
      return t('import.problem.repeats', { row: table.rows[of.index]?.row ?? of.index + 2 });
    return t('import.problem.in_book', { name: of?.full_name || t('list.unnamed') });
  }
  return Object.entries(problem.fields)
    .map(([field, messages]) => {
      const label = t(`import.problem.field.${field.startsWith('balances') ? 'balance' : field}`, {
        defaultValue: field,
      });
      return `${label}: ${messages.map((message) => t(`common:${message}`)).join(' ')}`;
    })
    .join('; ');
}
