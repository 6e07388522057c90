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

/** A database's fingerprint, computed again only when something was written since the last one. */
export interface FingerprintWatch {
  fingerprint(): Promise<Fingerprint>;
}

/**
 * Hashing every table costs a scan of all of them (40 of the fuzz suite's 50 s on PGlite, taken after
 * each of its 7,000 requests), while most requests write nothing. A trigger on every table bumps a
 * sequence for each row written, and the hashes are taken again only when it moved. A sequence, not a
 * table: it is in no fingerprint, and a rolled-back write still moves it (a hash too many, never one
 * too few). Only for a test app whose writes all happen inside its requests (no worker running).
 */
export async function watchFingerprint(database: Database): Promise<FingerprintWatch> {
  for (const statement of [
    'create sequence if not exists test_rows_written',
    `create or replace function test_count_row_written() returns trigger language plpgsql as $$
begin
  perform nextval('test_rows_written');
  return null;
end $$`,
    `do $$
declare
  name text;
begin
  for name in select tablename from pg_tables where schemaname = 'public' loop
    execute format(
      'create or replace trigger test_count_rows_written after insert or update or delete on %I
       for each row execute function test_count_row_written()',
      name
    );
  end loop;
end $$`,
  ])
    await database.db.execute(sql.raw(statement));
  const written = async () => {
    const result = (await database.db.execute(
      sql.raw(`select last_value::text as n, is_called from test_rows_written`),
    )) as unknown as Rows<{ n: string; is_called: boolean }>;
    return `${result.rows[0]!.n}:${result.rows[0]!.is_called}`;
  };
  let last: { written: string; fingerprint: Fingerprint } | null = null;
  return {
    async fingerprint() {
      const now = await written();
      if (last?.written !== now) last = { written: now, fingerprint: await databaseFingerprint(database) };
      return last.fingerprint;
    },
  };
}
