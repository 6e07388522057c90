import { EXPORT_TABLES, exportDay, exportFileName } from '@sessionbook/domain';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Db } from '../../../db/types.ts';
import { exportTableCsv, type ExportReader } from './export-tables.ts';

/**
 * All the professional's tables in one zip (docs/decisions/0048-import-and-export.md): each CSV under
 * the name its own download has, dated the day of `now` in the professional's zone. The tables are read
 * one after another: on PGlite they would queue anyway, and on PostgreSQL the export takes one
 * connection of the pool rather than three.
 */
export async function exportZip(db: Db, reader: ExportReader, now: Date): Promise<Uint8Array> {
  const day = exportDay(now, reader.timeZone);
  const files: Zippable = {};
  for (const table of EXPORT_TABLES)
    files[exportFileName(table, day)] = [strToU8(await exportTableCsv(db, reader, table)), { mtime: now }];
  return zipSync(files, { level: 6 });
}
