/**
 * A filled benchmark database kept between runs (BENCH_KEEP_DB, bench/events-window.ts): filling a
 * million events takes minutes, iterating on a query should not. The database is named by the caller
 * and lives on the server of DATABASE_URL; a table `bench_filled` holds the fill settings and what the
 * fill returned, so a later run with the same settings reuses it and one with other settings (or a
 * fill that never finished) starts it afresh.
 */
import { createDatabase } from '../src/db/client.ts';
import type { Database } from '../src/db/types.ts';
import { withAdminClient } from '../test/helpers/test-database.ts';

export interface KeptDatabase<T> {
  database: Database;
  name: string;
  url: string;
  /** What the earlier fill returned, or null when this run has to fill. */
  filled: T | null;
  /** Records a finished fill, so the next run reuses it (nothing when it was reused). */
  remember(filled: T): Promise<void>;
  /** Closes the connection and keeps the database. */
  destroy(): Promise<void>;
}

export async function keptDatabase<T>(name: string, settings: object): Promise<KeptDatabase<T>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_KEEP_DB: ${name} is not a plain name`);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('BENCH_KEEP_DB needs DATABASE_URL');
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const key = JSON.stringify(settings);

  let filled: T | null = (await readFilled<T>(url.toString(), key)) as T | null;
  if (!filled) {
    await withAdminClient(serverUrl, async (client) => {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`create database ${name}`);
    });
  }
  const database = await createDatabase({ databaseUrl: url.toString() });
  return {
    database,
    name,
    url: url.toString(),
    filled,
    async remember(result) {
      if (filled) return;
      await withAdminClient(url.toString(), async (client) => {
        await client.query('create table bench_filled (settings text not null, filled jsonb not null)');
        await client.query('insert into bench_filled values ($1, $2)', [key, JSON.stringify(result)]);
      });
      filled = result;
    },
    destroy: () => database.close(),
  };
}

async function readFilled<T>(url: string, key: string): Promise<T | null> {
  try {
    return await withAdminClient(url, async (client) => {
      const { rows } = await client.query<{ filled: T }>(
        `select filled from bench_filled where settings = $1`,
        [key],
      );
      return rows[0]?.filled ?? null;
    });
  } catch {
    // No such database, or no finished fill in it.
    return null;
  }
}
