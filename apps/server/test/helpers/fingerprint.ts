import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/types.ts';

type Rows<T> = { rows: T[] };
const queries = new WeakMap<Database, string>();

/** Table name → a hash of all its rows. */
export type Fingerprint = Record<string, string>;

/**
 * A hash of every row of every table, one per table: what a refused request must leave as it was.
 * Cheap on a test database of a few hundred rows (one query).
 */
export async function databaseFingerprint(database: Database): Promise<Fingerprint> {
  let query = queries.get(database);
  if (!query) {
    const tables = (await database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as Rows<{ tablename: string }>;
    query = tables.rows
      .map(
        ({ tablename }) =>
          `select '${tablename}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${tablename}" x`,
      )
      .join(' union all ');
    queries.set(database, query);
  }
  const result = (await database.db.execute(sql.raw(query))) as unknown as Rows<{ t: string; h: string }>;
  return Object.fromEntries(result.rows.map((row) => [row.t, row.h]));
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}
