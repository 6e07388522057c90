import { z } from 'zod';
import { BALANCE_COLUMNS } from '../client-book-csv.ts';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { isLocalDate } from '../time/zoned.ts';
import { voucherDurationField, voucherTypeIdField } from './vouchers.ts';

/**
 * Importing a practice (docs/decisions/0048-import-and-export.md, "Import"): the app parses the file
 * and sends its mapped rows; the server judges every row with the rules of adding a client by hand
 * and answers per row. Shared by the server's route and the app's import page.
 */

/** Most rows one `POST professional/clients/import` takes: a large practice's whole book. */
export const MAX_IMPORT_ROWS = 5000;
/** Most vouchers one opening balance holds (the `opening_balances` count check). */
export const MAX_OPENING_BALANCE = 1000;

export const IMPORT_MODES = ['all_or_nothing', 'valid_rows'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** An opening balance as the app sends it; the server checks it per row (`openingBalance`). */
const looseBalance = z.object({
  voucher_type_id: z.number({ error: M.invalid }),
  duration: z.number({ error: M.invalid }),
  count: z.number({ error: M.invalid }),
});

/**
 * One row as the app sends it. Only the shape is checked here: the rules of each field, lengths
 * included, are the per-row verdict's (`clientBody`, `openingBalances`), so one bad row is named rather
 * than failing the call; the route's body limit bounds the whole.
 */
const looseText = z.string({ error: M.invalid }).nullish();
const looseRow = z.object({
  full_name: looseText,
  email: looseText,
  phone: looseText,
  comment: looseText,
  /** The last day the row's opening balances may be used, `YYYY-MM-DD`; none: they never expire. */
  valid_until: looseText,
  balances: z
    .array(looseBalance, { error: M.invalid })
    .max(BALANCE_COLUMNS.length * 2, { error: M.tooMany })
    .optional(),
});
export type ImportRowBody = z.input<typeof looseRow>;

/** `POST professional/clients/import`. */
export const importClientsBody = z.object({
  rows: z
    .array(looseRow, { error: M.invalid })
    .min(1, { error: M.required })
    .max(MAX_IMPORT_ROWS, { error: M.tooMany }),
  mode: z.enum(IMPORT_MODES, { error: M.invalid }).default('valid_rows'),
  /** Judge the rows and store nothing: the preview. */
  dry_run: z.boolean({ error: M.invalid }).default(false),
});
export type ImportClientsBody = z.input<typeof importClientsBody>;

/** An opening balance of an imported client: a voucher kind and how many (1 to 1000). */
export const openingBalance = z.object({
  voucher_type_id: voucherTypeIdField,
  duration: voucherDurationField,
  count: z
    .number({ error: M.wholeNumber })
    .int({ error: M.wholeNumber })
    .min(1, { error: M.outOfRange })
    .max(MAX_OPENING_BALANCE, { error: M.outOfRange }),
});
export type OpeningBalance = z.infer<typeof openingBalance>;

/**
 * The last day a row's opening balances may be used: a real `YYYY-MM-DD` date, not before `today` (in
 * the professional's zone): vouchers that already expired are not brought in.
 */
export const openingValidUntil = (today: string) =>
  z
    .string({ error: M.invalid })
    .refine(isLocalDate, { error: M.invalid })
    .refine((date) => date >= today, { error: M.outOfRange })
    .nullish();

/** The balances of one row: each checked on its own, so the field error names the balance. */
export const openingBalances = z.array(openingBalance).max(BALANCE_COLUMNS.length * 2, { error: M.tooMany });

/** What one row's verdict is: imported (or importable), already in the book or the file, or invalid. */
export const IMPORT_ROW_STATUSES = ['ok', 'duplicate', 'invalid'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/** The verdict of a row that is not imported: why (field errors), or whom it repeats. */
export const importRowProblem = z.object({
  /** The row's place in `rows`, from 0. */
  index: z.number().int(),
  status: z.enum(['duplicate', 'invalid']),
  /** Message keys by field (`email`, `balances.0.count`); empty for a duplicate. */
  fields: z.record(z.string(), z.array(z.string())),
  /** The entry of the book it repeats, or the earlier row of the file (`index`); null when invalid. */
  duplicate_of: z
    .object({
      entry_id: z.string().nullable(),
      index: z.number().int().nullable(),
      full_name: z.string().nullable(),
    })
    .nullable(),
});
export type ImportRowProblem = z.infer<typeof importRowProblem>;

/** Reply of the import and its dry run: the counts, every row that is not (or would not be) imported. */
export const importClientsReply = z.object({
  data: z.object({
    dry_run: z.boolean(),
    counts: z.object({
      rows: z.number().int(),
      ok: z.number().int(),
      duplicate: z.number().int(),
      invalid: z.number().int(),
      /** Rows stored: 0 in a dry run. */
      imported: z.number().int(),
    }),
    problems: z.array(importRowProblem),
    /** The book entries made, in the order of their rows (held invitations: `invite-held` sends them). */
    imported_ids: z.array(z.string()),
  }),
});
export type ImportClientsResult = z.infer<typeof importClientsReply>['data'];

/** `POST professional/clients/invite-held`: these held invitations, or every one of the book when left out. */
export const inviteHeldBody = z.object({
  ids: z
    .array(
      z.uuid({ error: M.invalid }).transform((id) => id.toLowerCase()),
      { error: M.invalid },
    )
    .max(MAX_IMPORT_ROWS, { error: M.tooMany })
    .optional(),
});
export type InviteHeldBody = z.input<typeof inviteHeldBody>;

/** Reply of `POST professional/clients/invite-held`: how many invitations went out. */
export const inviteHeldReply = z.object({ data: z.object({ invited: z.number().int() }) });
