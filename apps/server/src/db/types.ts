import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The Drizzle database as every query sees it, whichever driver is behind it (PGlite or node-postgres).
 * Query functions take a `Db` as their first argument; a transaction (`db.transaction(tx => ...)`) is one too.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface ListenOptions {
  onResumed?: () => void;
  /** Told of each lost connection (the reason), for the log. */
  onLost?: (error: Error) => void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (sent by any process on this
   * database, delivered at its commit); resolves to a function that stops listening. On PostgreSQL a
   * lost listening connection is opened again (with backoff), and `onResumed` is called once it
   * listens again: notices sent in between were missed.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tar file, which `image` of createDatabase loads. */
  dump?(): Promise<Blob>;
}
