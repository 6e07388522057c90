/**
 * Reading a client list for import (docs/decisions/0048-import-and-export.md, "Import"): CSV and vCard
 * files, the guess of each column, the rows to send. Its own entry point (`@sessionbook/domain/client-import`),
 * so the CSV parser loads with the import page only.
 */
export * from './table.ts';
export { parseCsv } from './parse-csv.ts';
export { looksLikeVcard, parseVcard, VCARD_HEADERS } from './parse-vcard.ts';
export * from './guess-columns.ts';
export * from './map-rows.ts';
export * from './dates.ts';

import { parseCsv } from './parse-csv.ts';
import { looksLikeVcard, parseVcard } from './parse-vcard.ts';
import type { ImportTable } from './table.ts';

/** A file's text as a table, by what it is: vCard or CSV. */
export const readClientFile = (fileName: string, text: string): ImportTable =>
  looksLikeVcard(fileName, text) ? parseVcard(text) : parseCsv(text);
