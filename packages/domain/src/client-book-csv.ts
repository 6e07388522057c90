import { VOUCHER_DURATIONS } from './booking-rules.ts';
import { VOUCHER_TYPES } from './constants.ts';

/**
 * The client book as a CSV table (docs/decisions/0048-import-and-export.md): the export writes these
 * columns and the import recognises them, so a book exported in any of the five languages imports
 * again into a new professional with its people and voucher balances.
 */
export const CLIENT_BOOK_FIELDS = ['full_name', 'email', 'phone', 'comment', 'status', 'groups'] as const;
export type ClientBookField = (typeof CLIENT_BOOK_FIELDS)[number];

/** A voucher balance column: one voucher type and duration. */
export interface BalanceColumn {
  voucher_type_id: number;
  duration: number;
}

/** Every voucher kind a balance column can hold, in the order the export writes them. */
export const BALANCE_COLUMNS: readonly BalanceColumn[] = VOUCHER_TYPES.flatMap((type) =>
  VOUCHER_DURATIONS.map((duration) => ({ voucher_type_id: type.id, duration })),
);

/** Translates a catalog key (`book.csv.*`, `common.voucher_types.*`) with its values. */
export type CsvTranslate = (key: string, values?: Record<string, string | number>) => string;

/** The header of a field's column in the reader's language. */
export const fieldHeader = (field: ClientBookField, t: CsvTranslate): string => t(`book.csv.${field}`);

/** The header of a balance column in the reader's language, e.g. "Vouchers: Duo session, 60 min". */
export function balanceHeader(column: BalanceColumn, t: CsvTranslate): string {
  const type = VOUCHER_TYPES.find((candidate) => candidate.id === column.voucher_type_id)?.type ?? '';
  return t('book.csv.vouchers', { type: t(`common.voucher_types.${type}`), duration: column.duration });
}

/** A header as compared when guessing: case, accents, punctuation and spacing do not matter. */
export const normaliseHeader = (header: string): string =>
  header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
