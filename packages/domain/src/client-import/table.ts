/**
 * A client list read from a file (docs/decisions/0048-import-and-export.md, "Import"): its header and
 * data rows as text, and the rows the file itself garbled. No I/O.
 */

/** Why a row of the file could not be read at all. */
export type FileRowProblem = 'unclosed_quote' | 'too_many_cells';

export interface ImportTable {
  /** The header cells as written (an unnamed column is ''). */
  headers: string[];
  /** The data rows that could be read, each with its row number as a spreadsheet shows it (the header is 1). */
  rows: { row: number; cells: string[] }[];
  /** Rows that could not be read, by row number: they are never imported and always named. */
  problems: { row: number; reason: FileRowProblem }[];
}

export const emptyTable = (): ImportTable => ({ headers: [], rows: [], problems: [] });
