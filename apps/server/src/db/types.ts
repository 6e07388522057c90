import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/**
 * The Drizzle database as every query sees it, whichever driver is behind it (PGlite or node-postgres).
 * Query functions take a `Db` as their first argument; a transaction (`db.transaction(tx => ...)`) is one too.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (sent by any process on this database, delivered at
   * its commit); resolves to a function that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
