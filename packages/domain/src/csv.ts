/**
 * CSV as Sessionbook writes it (decisions 0046 and 0048): the report tables the app downloads and the
 * exports the server writes. UTF-8 with a byte order mark (Excel reads it as UTF-8), comma-separated,
 * CRLF, RFC 4180 quoting, formula cells defused. No I/O.
 */

/** A cell of a CSV table: text, a number, or empty. */
export type CsvCell = string | number | null | undefined;

/**
 * Text a spreadsheet would read as a formula (CSV injection, OWASP): a leading `=`, `+`, `-`, `@`, tab
 * or carriage return. Such text is written with a leading apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as RFC 4180 writes it, with formulas defused; numbers are written as they are. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The byte order mark that tells Excel the file is UTF-8. */
export const CSV_BOM = '\uFEFF';

/** A whole table (a header row first) as CSV text: UTF-8 with its BOM, CRLF line ends (RFC 4180). */
export const toCsv = (rows: readonly (readonly CsvCell[])[]): string =>
  CSV_BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
