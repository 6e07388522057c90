import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { durableStartParams, SyncedNodeFS, syncTree } from './pglite-durable.ts';
import { copyPgliteTemplate, isInitialised } from './pglite-template.ts';
import * as schema from './schema.ts';
import type { Database, Db } from './types.ts';

export interface DatabaseOptions {
  /** PostgreSQL connection string; null means the embedded PGlite. */
  databaseUrl: string | null;
  /** Where PGlite keeps its files (`${dataDir}/pglite`). */
  dataDir?: string;
  /** PGlite only: keep everything in memory (tests). */
  inMemory?: boolean;
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
  const db = drizzleNodePg({ client: pool, schema });
  const listeners = new Set<pg.Client>();
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async listen(channel, onNotify) {
      // LISTEN holds its connection for as long as it listens: a client of its own, not the pool's.
      const client = new pg.Client({ connectionString });
      client.on('error', () => {});
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end().catch(() => {});
      };
    },
    async close() {
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
      await pool.end();
    },
  };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const extensions = { btree_gist };
  let client: PGlite;
  if (options.inMemory || !options.dataDir) {
    client = await PGlite.create({ extensions });
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
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async listen(channel, onNotify) {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}
