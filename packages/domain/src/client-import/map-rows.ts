import type { ImportRowBody } from '../schemas/client-import.ts';
import type { ColumnTarget } from './guess-columns.ts';
import type { ImportTable } from './table.ts';
import { dateOrderOf, parseImportDate } from './dates.ts';

/**
 * A cell as a spreadsheet meant it: trimmed, without the apostrophe Sessionbook's own CSV (and Excel)
 * puts before text that starts like a formula (`'+31 6…`), and only the first of several values
 * Google writes in one cell (`a@x.test ::: b@x.test`).
 */
export function cleanCell(cell: string): string {
  const first = cell.split(' ::: ')[0] ?? '';
  return first.trim().replace(/^'(?=[=+\-@\t\r])/, '');
}

/**
 * A phone as the product stores it, from how people type them: separators `( ) - . /` dropped, an
 * international `00` prefix written `+`. A number without a country code stays as it is, and the
 * server names it invalid: guessing the country would invite the wrong person.
 */
export function cleanPhone(cell: string): string {
  const compact = cleanCell(cell).replace(/[\s().\-/]+/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/** A balance cell as a count: empty or 0 is no balance; anything but a whole number is sent as -1 (invalid). */
function balanceCount(cell: string): number | null {
  const text = cleanCell(cell).replace(/\s+/g, '');
  if (!text) return null;
  const count = Number(text);
  if (count === 0) return null;
  return Number.isFinite(count) ? count : -1;
}

/** One row of the file to send, with its row number. */
export interface MappedRow {
  row: number;
  body: ImportRowBody;
}

/**
 * The rows to send, mapped by the chosen targets: the name is the name column's cell, else first and
 * last name together; empty cells are left out; balances only where a count is given.
 */
export function mapRows(table: ImportTable, targets: readonly ColumnTarget[]): MappedRow[] {
  // A column's numeric dates are all read in one order, told by the dates only one order can read.
  const orders = targets.map((target, column) =>
    target.kind === 'field' && target.field === 'valid_until'
      ? dateOrderOf(table.rows.map(({ cells }) => cleanCell(cells[column] ?? '')))
      : 'dmy',
  );
  return table.rows.map(({ row, cells }) => {
    const fields: Partial<Record<string, string>> = {};
    const balances: NonNullable<ImportRowBody['balances']> = [];
    targets.forEach((target, column) => {
      const cell = cells[column] ?? '';
      if (target.kind === 'field') {
        const value =
          target.field === 'phone'
            ? cleanPhone(cell)
            : target.field === 'valid_until'
              ? // A date this cannot read goes as written: the server names it invalid.
                (parseImportDate(cleanCell(cell), orders[column]) ?? cleanCell(cell))
              : cleanCell(cell);
        if (value && !fields[target.field]) fields[target.field] = value;
      } else if (target.kind === 'balance') {
        const count = balanceCount(cell);
        if (count !== null)
          balances.push({ voucher_type_id: target.voucher_type_id, duration: target.duration, count });
      }
    });
    const joined = [fields.first_name, fields.last_name].filter(Boolean).join(' ');
    const body: ImportRowBody = {
      full_name: fields.full_name ?? (joined || null),
      email: fields.email ?? null,
      phone: fields.phone ?? null,
      comment: fields.comment ?? null,
    };
    if (fields.valid_until) body.valid_until = fields.valid_until;
    if (balances.length) body.balances = balances;
    return { row, body };
  });
}
