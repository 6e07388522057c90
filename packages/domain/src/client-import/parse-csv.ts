import Papa from 'papaparse';
import type { FileRowProblem, ImportTable } from './table.ts';

/** What exports use between cells: Excel in much of Europe writes `;`, Google and Outlook `,`. */
const DELIMITERS = [',', ';', '\t', '|'];

/**
 * Reads CSV text as Google Contacts, Outlook, Excel (`;` and a byte order mark included) and the studio
 * products export it, with Papa Parse: the delimiter is detected, quoted cells may hold commas, quotes
 * and line breaks, blank lines (and rows of empty cells) are skipped. The first row is the header. A row with an unclosed quote
 * or more cells than the header has is reported, not guessed at; a row with fewer is read with the
 * missing cells empty (spreadsheets leave trailing empty cells out).
 */
export function parseCsv(text: string): ImportTable {
  const content = text.replace(/^\uFEFF/, '');
  // Blank lines confuse Papa's delimiter guess, and skipping them shifts its error rows: guess on a
  // preview without them, then read every line, so a record's index is its spreadsheet row.
  const { delimiter } = Papa.parse<string[]>(content, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: DELIMITERS,
    preview: 50,
  }).meta;
  const parsed = Papa.parse<string[]>(content, { delimiter });
  const [header = [], ...data] = parsed.data;
  const headers = header.map((cell) => cell.trim());
  const broken = new Map<number, FileRowProblem>();
  for (const error of parsed.errors)
    if (error.type === 'Quotes' && error.row !== undefined) broken.set(error.row, 'unclosed_quote');
  const table: ImportTable = { headers, rows: [], problems: [] };
  data.forEach((cells, at) => {
    // Papa's record index counts the header from 0; a spreadsheet counts it as row 1.
    const index = at + 1;
    const row = index + 1;
    const problem =
      broken.get(index) ??
      (cells.length > headers.length && cells.slice(headers.length).some((cell) => cell.trim())
        ? 'too_many_cells'
        : undefined);
    if (problem) table.problems.push({ row, reason: problem });
    else if (cells.some((cell) => cell.trim()))
      table.rows.push({ row, cells: headers.map((_, column) => cells[column] ?? '') });
  });
  return table;
}
