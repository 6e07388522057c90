import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { durableStartParams, SyncedNodeFS, syncTree } from './pglite-durable.ts';
import { copyPgliteTemplate, isInitialised } from './pglite-template.ts';
import type { Database, Db, ListenOptions } from './types.ts';

export interface DatabaseOptions {
  /** PostgreSQL connection string; null means the embedded PGlite. */
  databaseUrl: string | null;
  /** Where PGlite keeps its files (`${dataDir}/pglite`). */
  dataDir?: string;
  /** PGlite only: keep everything in memory (tests). */
  inMemory?: boolean;
  /**
   * PGlite in memory only: start from this dumped data directory (`dumpDataDir`) instead of running
   * `initdb`, which takes seconds (tests start each file from one migrated image).
   */
  image?: Blob;
  /** PGlite on disk only: a commit is fsynced before it is acknowledged (decision 0023). */
  fsync?: boolean;
}

/**
 * Opens the database: PostgreSQL through a `pg` pool when a URL is given, otherwise PGlite.
 * PGlite is driven by drizzle's own PGlite driver: its node-postgres adapter breaks parameterised
 * queries and the connection after any SQL error.
 */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options);
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool });
  const listeners = new Set<() => Promise<void>>();
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async listen(channel, onNotify, options = {}) {
      const stop = await listenWithReconnect(connectionString, channel, onNotify, options);
      const unlisten = async () => {
        listeners.delete(unlisten);
        await stop();
      };
      listeners.add(unlisten);
      return unlisten;
    },
    async close() {
      await Promise.all([...listeners].map((unlisten) => unlisten()));
      await pool.end();
    },
  };
}

/** Waits between attempts to listen again: 0.5 s, 1 s, 2 s, ... at most 30 s. */
const relistenDelay = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt);

/**
 * LISTEN holds its connection for as long as it listens: a client of its own, not the pool's. When
 * that connection is lost (a restarted or failed-over database, a killed backend) it is opened again
 * until it listens, and `onResumed` says that notices may have been missed meanwhile. The first
 * connection must succeed: a server that cannot listen at start says so.
 */
async function listenWithReconnect(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  options: ListenOptions,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    const next = new pg.Client({ connectionString, application_name: 'sessionbook-listen' });
    // Only the connection that listens counts as lost; a failed attempt is retried by `schedule`.
    const onLost = (error: Error) => {
      if (client !== next || stopped) return;
      client = null;
      options.onLost?.(error);
      void next.end().catch(() => {});
      schedule(0);
    };
    next.on('error', onLost);
    next.on('end', () => onLost(new Error('the listening connection ended')));
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) await next.end().catch(() => {});
    else client = next;
  };
  const schedule = (attempt: number) => {
    if (stopped) return;
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => {
          if (!stopped) options.onResumed?.();
        },
        () => schedule(attempt + 1),
      );
    }, relistenDelay(attempt));
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
    client = null;
  };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const extensions = { btree_gist };
  let client: PGlite;
  if (options.inMemory || !options.dataDir) {
    client = await PGlite.create({ extensions, ...(options.image ? { loadDataDir: options.image } : {}) });
  } else {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(options.dataDir, { recursive: true });
    const fresh = !isInitialised(dir);
    if (fresh) copyPgliteTemplate(dir);
    mkdirSync(dir, { recursive: true });
    if (options.fsync) {
      client = await PGlite.create({
        fs: new SyncedNodeFS(dir),
        extensions,
        startParams: durableStartParams,
      });
      if (fresh) syncTree(dir);
    } else {
      client = await PGlite.create(dir, { extensions });
    }
  }
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async listen(channel, onNotify) {
      // One process, one database: its listening connection is never lost.
      const stop = await client.listen(channel, (payload) => onNotify(payload));
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
