import {
  clientBody,
  openingBalances,
  openingValidUntil,
  type ClientInput,
  type ImportRowBody,
  type ImportRowProblem,
  type OpeningBalance,
} from '@sessionbook/domain';
import type { z } from 'zod';

/**
 * The verdict on each row of an import (docs/decisions/0048-import-and-export.md, "Import"), without the
 * book: the rules of adding a client by hand (`clientBody`), the opening balances' own, and repeats
 * within the file. Pure; the service adds the repeats of the book.
 */

/** A row that passed the field rules, with its place in the request. */
export interface ValidRow {
  index: number;
  input: ClientInput;
  balances: OpeningBalance[];
  /** The last day the balances may be used (`YYYY-MM-DD`); null: they never expire. */
  validUntil: string | null;
}

/** Field errors of a failed parse, by dotted path under `prefix` (`balances.0.count`). */
function fieldsOf(error: z.ZodError, prefix = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || prefix || 'row';
    (fields[path] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * Splits the rows into valid ones and the invalid ones' problems; `today` is the professional's date,
 * the earliest a balance may still be valid until.
 */
export function judgeRows(
  rows: readonly ImportRowBody[],
  today: string,
): {
  valid: ValidRow[];
  problems: ImportRowProblem[];
} {
  const valid: ValidRow[] = [];
  const problems: ImportRowProblem[] = [];
  rows.forEach((row, index) => {
    const client = clientBody.safeParse({
      full_name: row.full_name ?? undefined,
      email: row.email,
      phone: row.phone,
      comment: row.comment,
    });
    const balances = openingBalances.safeParse(row.balances ?? []);
    const validUntil = openingValidUntil(today).safeParse(row.valid_until);
    if (client.success && balances.success && validUntil.success) {
      valid.push({ index, input: client.data, balances: balances.data, validUntil: validUntil.data ?? null });
      return;
    }
    problems.push({
      index,
      status: 'invalid',
      fields: {
        ...(client.success ? {} : fieldsOf(client.error)),
        ...(balances.success ? {} : fieldsOf(balances.error, 'balances')),
        ...(validUntil.success ? {} : fieldsOf(validUntil.error, 'valid_until')),
      },
      duplicate_of: null,
    });
  });
  return { valid, problems };
}

/**
 * Rows that repeat an earlier valid row of the file (the same e-mail, case-insensitively, or phone):
 * each becomes a duplicate of that row, and only the first is kept.
 */
export function dropRepeats(rows: readonly ValidRow[]): { kept: ValidRow[]; repeats: ImportRowProblem[] } {
  const seen = new Map<string, ValidRow>();
  const kept: ValidRow[] = [];
  const repeats: ImportRowProblem[] = [];
  for (const row of rows) {
    const keys = contactKeys(row.input);
    const earlier = keys.map((key) => seen.get(key)).find((found) => found !== undefined);
    if (earlier) {
      repeats.push({
        index: row.index,
        status: 'duplicate',
        fields: {},
        duplicate_of: { entry_id: null, index: earlier.index, full_name: earlier.input.full_name },
      });
      continue;
    }
    for (const key of keys) seen.set(key, row);
    kept.push(row);
  }
  return { kept, repeats };
}

/** How the book matches a person: the e-mail without case, the phone as stored. */
export const contactKeys = (input: Pick<ClientInput, 'email' | 'phone'>): string[] => [
  ...(input.email ? [`email:${input.email.toLowerCase()}`] : []),
  ...(input.phone ? [`phone:${input.phone}`] : []),
];
