/**
 * The professional's tables as CSV (issue 28 item 2; docs/decisions/0048-import-and-export.md): the
 * client book in the columns the import reads, the sessions with every registration, and the voucher
 * ledger. Headers and words are in the reader's language; times are local in the professional's zone
 * (`YYYY-MM-DD HH:mm`, the zone in a column of its own); numbers are plain.
 */
import {
  BALANCE_COLUMNS,
  balanceHeader,
  CLIENT_BOOK_FIELDS,
  fieldHeader,
  fromCents,
  localDateTime,
  toCsv,
  VOUCHER_TYPES,
  type CsvCell,
  type CsvTranslate,
  type ExportTable,
  type Language,
} from '@sessionbook/domain';
import { NAMESPACES, translate, type Namespace } from '@sessionbook/i18n';
import type { Db } from '../../../db/types.ts';
import type { ProfessionalContext } from '../../auth/roles.ts';
import { languageOf } from '../../auth/roles.ts';
import { findSessionsWithRegistrations, type SessionExportRow } from '../../bookings/export-rows.ts';
import { findLiveBook } from '../../clients/export-rows.ts';
import { findProfessionalLedger } from '../../vouchers/export-rows.ts';
import { findBalances, findLedgerClients } from '../../vouchers/queries.ts';

/** Whose tables, read in whose words: the signed-in professional. */
export type ExportReader = Pick<ProfessionalContext, 'professionalId' | 'timeZone' | 'language'>;

/** `namespace.key` translated in the reader's language (the form client-book-csv.ts asks for). */
function translatorFor(language: Language): CsvTranslate {
  return (key, values) => {
    const dot = key.indexOf('.');
    const namespace = key.slice(0, dot) as Namespace;
    if (!NAMESPACES.includes(namespace)) return key;
    return translate(language, namespace, key.slice(dot + 1), values);
  };
}

const typeName = (t: CsvTranslate, typeId: number) =>
  t(`common.voucher_types.${VOUCHER_TYPES.find((type) => type.id === typeId)?.type ?? ''}`);

/**
 * The live book, one row per entry (pending and confirmed), then one balance column per voucher kind
 * any of its clients has had entries of: the balance now, empty where that client has none of the kind.
 */
async function clientsTable(db: Db, reader: ExportReader, t: CsvTranslate): Promise<CsvCell[][]> {
  const [book, balances] = await Promise.all([
    findLiveBook(db, reader.professionalId),
    findBalances(db, reader.professionalId),
  ]);
  const inBook = new Set(book.flatMap((entry) => (entry.clientId ? [entry.clientId] : [])));
  const balanceOf = new Map<string, number>();
  const kinds = new Set<string>();
  for (const row of balances) {
    if (!inBook.has(row.clientId)) continue;
    const kind = `${row.voucherTypeId}:${row.duration}`;
    kinds.add(kind);
    balanceOf.set(`${row.clientId}:${kind}`, row.total);
  }
  const columns = BALANCE_COLUMNS.filter((column) =>
    kinds.has(`${column.voucher_type_id}:${column.duration}`),
  );
  const header = [
    ...CLIENT_BOOK_FIELDS.map((field) => fieldHeader(field, t)),
    ...columns.map((column) => balanceHeader(column, t)),
  ];
  const rows = book.map((entry) => {
    const fields: Record<(typeof CLIENT_BOOK_FIELDS)[number], CsvCell> = {
      full_name: entry.fullName,
      email: entry.email,
      phone: entry.phone,
      comment: entry.comment,
      status: t(`book.status.${entry.status}`),
      groups: entry.groups.join('; '),
    };
    return [
      ...CLIENT_BOOK_FIELDS.map((field) => fields[field]),
      ...columns.map((column) =>
        entry.clientId
          ? balanceOf.get(`${entry.clientId}:${column.voucher_type_id}:${column.duration}`)
          : null,
      ),
    ];
  });
  return [header, ...rows];
}

function registrationStatus(row: SessionExportRow): string {
  const ended = row.registration?.endedBy;
  if (!ended) return 'booked';
  return ended === 'event' ? 'session_cancelled' : `cancelled_by_${ended}`;
}

/** Every session, one row per registration (ended ones too) and one per session without any. */
async function sessionsTable(db: Db, reader: ExportReader, t: CsvTranslate): Promise<CsvCell[][]> {
  const sessions = await findSessionsWithRegistrations(db, reader.professionalId);
  const names = await findLedgerClients(
    db,
    reader.professionalId,
    sessions.flatMap((row) => (row.registration ? [row.registration.clientId] : [])),
  );
  const word = (key: string) => t(`account.export.words.${key}`);
  const header = [
    'date_time',
    'time_zone',
    'title',
    'kind',
    'session_status',
    'voucher_type',
    'duration',
    'client',
    'registration_status',
    'attendance',
    'late_cancel',
  ].map((column) => t(`account.export.csv.sessions.${column}`));
  const rows = sessions.map((row): CsvCell[] => {
    const place = row.registration;
    return [
      localDateTime(row.startTime, reader.timeZone),
      reader.timeZone,
      row.title,
      word(row.isGroupSession ? 'class' : 'session'),
      word(row.cancelledAt ? 'cancelled' : 'scheduled'),
      typeName(t, row.voucherTypeId),
      Math.round((row.endTime.getTime() - row.startTime.getTime()) / 60_000),
      place ? (names.get(place.clientId)?.fullName ?? null) : null,
      place ? word(registrationStatus(row)) : null,
      place ? word(place.attendance ?? 'not_marked') : null,
      place ? word(place.lateCancel ? 'yes' : 'no') : null,
    ];
  });
  return [header, ...rows];
}

/** Every ledger entry, in the order it was written. */
async function ledgerTable(db: Db, reader: ExportReader, t: CsvTranslate): Promise<CsvCell[][]> {
  const entries = await findProfessionalLedger(db, reader.professionalId);
  const names = await findLedgerClients(
    db,
    reader.professionalId,
    entries.map((entry) => entry.clientId),
  );
  const header = [
    'date_time',
    'time_zone',
    'client',
    'kind',
    'voucher_type',
    'duration',
    'change',
    'batch',
    'paid',
    'value_per_voucher',
    'session_title',
    'session_date',
  ].map((column) => t(`account.export.csv.ledger.${column}`));
  const rows = entries.map((entry): CsvCell[] => [
    localDateTime(entry.createdAt, reader.timeZone),
    reader.timeZone,
    names.get(entry.clientId)?.fullName ?? null,
    t(`account.export.words.ledger_kinds.${entry.kind}`),
    typeName(t, entry.voucherTypeId),
    entry.duration,
    entry.countDelta,
    entry.batchId,
    entry.paid === null ? null : t(`account.export.words.${entry.paid ? 'yes' : 'no'}`),
    entry.valueCents === null ? null : fromCents(entry.valueCents),
    entry.session ? (entry.session.title ?? t('account.export.words.untitled')) : null,
    entry.session ? localDateTime(entry.session.startTime, reader.timeZone) : null,
  ]);
  return [header, ...rows];
}

const TABLES: Record<ExportTable, (db: Db, reader: ExportReader, t: CsvTranslate) => Promise<CsvCell[][]>> = {
  clients: clientsTable,
  sessions: sessionsTable,
  ledger: ledgerTable,
};

/** One of the professional's tables as CSV text, in the reader's language. */
export async function exportTableCsv(db: Db, reader: ExportReader, table: ExportTable): Promise<string> {
  return toCsv(await TABLES[table](db, reader, translatorFor(languageOf(reader.language))));
}
