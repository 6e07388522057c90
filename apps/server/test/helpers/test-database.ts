import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { pgliteTemplateCache, pgliteTemplateDir } from '../../src/db/pglite-template.ts';
import type { Database } from '../../src/db/types.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL points at a server. */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** The throw-away database's name on the PostgreSQL server (null on PGlite). */
  name: string | null;
  /** Its connection string, for servers and workers started in processes of their own (null on PGlite). */
  url: string | null;
  /** Closes the connection and, on PostgreSQL, drops the throw-away database. */
  destroy(): Promise<void>;
}

/**
 * A brand-new, empty database: PGlite in memory, or `sb_test_<random>` on the PostgreSQL server of
 * DATABASE_URL, so parallel test files and runs never share rows.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await createDatabase({
      databaseUrl: null,
      inMemory: true,
      image: await migratedImage(),
    });
    return { database, name: null, url: null, destroy: () => database.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is needed for PostgreSQL tests');
  const name = `sb_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString() });
  return {
    database,
    name,
    url: url.toString(),
    async destroy() {
      await database.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/**
 * Empties every table but the reference data, between tests of one file, and restarts the sequences
 * those tables own (as TRUNCATE ... RESTART IDENTITY did; `calendar_stamp_seq` belongs to no table and
 * never repeats). DELETE with the foreign-key triggers off, in one statement: on PostgreSQL a TRUNCATE of
 * 29 tables took 376 ms (new files for every table and index, and their fsync), a DELETE of their few
 * rows 12 ms; on PGlite 82 ms against 31 ms. Run before every test on both databases, that was most of
 * the server tier's time.
 */
const EMPTY_TABLES = sql.raw(`do $$
declare
  name text;
begin
  perform set_config('session_replication_role', 'replica', true);
  for name in
    select tablename from pg_tables where schemaname = 'public' and tablename <> 'voucher_types'
  loop
    execute format('delete from %I', name);
  end loop;
  for name in
    select sequence.relname
    from pg_class sequence
    join pg_depend owner on owner.objid = sequence.oid and owner.deptype in ('a', 'i')
    join pg_class owning on owning.oid = owner.refobjid
    join pg_namespace space on space.oid = owning.relnamespace
    where sequence.relkind = 'S' and space.nspname = 'public' and owning.relname <> 'voucher_types'
  loop
    execute format('alter sequence %I restart', name);
  end loop;
end
$$`);

export async function truncateAll(database: Database): Promise<void> {
  await database.db.execute(EMPTY_TABLES);
}

/**
 * A migrated, empty PGlite data directory, dumped once per PGlite version and set of migrations and
 * kept beside the start template (src/db/pglite-template.ts): a test file loads it in a fraction of a
 * second, where `initdb` and the migrations took 4.5 s and 0.8 s on this machine. Test files running at
 * once may both build it; each writes its own file and renames it into place, so nobody reads half.
 */
async function migratedImage(): Promise<Blob> {
  const path = join(pgliteTemplateCache, `test-image-${basename(pgliteTemplateDir())}.tar`);
  if (!existsSync(path)) {
    const database = await createDatabase({ databaseUrl: null, inMemory: true });
    try {
      await runMigrations(database);
      const image = await database.dump!();
      mkdirSync(pgliteTemplateCache, { recursive: true });
      const partial = `${path}.${process.pid}-${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
      renameSync(partial, path);
    } finally {
      await database.close();
    }
  }
  return new Blob([readFileSync(path)]);
}

/** One short-lived connection to `url` (the benches' kept databases use it too). */
export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
