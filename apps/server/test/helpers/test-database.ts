import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase } from '../../src/db/client.ts';
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
    const database = await createDatabase({ databaseUrl: null, inMemory: true });
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

/** Empties every table but the reference data, between tests of one file. */
export async function truncateAll(database: Database): Promise<void> {
  // Both drivers answer `execute` with `{ rows }`; the shared Db type does not say so.
  const result = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'voucher_types'`,
  )) as unknown as { rows: { tablename: string }[] };
  const tables = result.rows.map((row) => `"${row.tablename}"`);
  if (tables.length)
    await database.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
