import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type ServerConfig } from '../../src/config.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { buildApp } from '../../src/http/app.ts';
import { createAttemptLimits } from '../../src/http/attempt-stores.ts';
import { type AppDeps } from '../../src/core/deps.ts';
import { type AppInstance } from '../../src/core/api-module.ts';
import { createMessages } from '../../src/messaging/messages.ts';
import { sharePushKeys } from '../../src/messaging/web-push.ts';
import { listOutboxMessages, type OutboxRow } from '../../src/messaging/outbox.ts';
import { createBackground, type Background } from '../../src/background.ts';
import { createTestDatabase, truncateAll, type DatabaseKind } from './test-database.ts';

export { databaseKinds, type DatabaseKind } from './test-database.ts';
export type { OutboxRow } from '../../src/messaging/outbox.ts';

/** The Host header of the app in `app.inject` (docs/product/screens.md#host-routing). */
export const APP_HOST = 'app.localhost';

export interface TestOutbox {
  /** Every stored message, newest first. */
  all(): Promise<OutboxRow[]>;
  /** The newest message to this address (case-insensitive). */
  lastTo(email: string): Promise<OutboxRow | undefined>;
  /** The action link of a message (the first URL in its plain text). */
  linkIn(row: OutboxRow): string;
}

export interface TestApp {
  app: AppInstance;
  deps: AppDeps;
  /** Every stored message the job worker has delivered to the outbox; reading it runs due jobs first. */
  outbox: TestOutbox;
  /** The job worker of this app, not started: `drain()` runs every due job now (deliveries, reminders). */
  background: Background;
  drain(): Promise<number>;
  /** Empties every table except voucher_types; call it in beforeEach. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: () => Date;
}

/**
 * One migrated database and app per test file (a fresh PGlite costs ~3 s and ~500 MB): create it in
 * beforeAll, `reset()` in beforeEach, `close()` in afterAll. Rate limits are off unless overridden.
 */
export async function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<ServerConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sessionbook-test-'));
  const testDatabase = await createTestDatabase(kind);
  const { database } = testDatabase;
  await runMigrations(database);
  const config: ServerConfig = await sharePushKeys(database, {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-jwt-secret-not-for-production', RATE_LIMIT: 'off' }),
    ...overrides,
  });
  // A test that stops Redis meets the failure in its requests; no log is needed.
  const attempts = await createAttemptLimits(config, database.db, () => undefined);
  const deps: AppDeps = {
    config,
    database,
    messages: createMessages(config),
    clock: options.clock ?? (() => new Date()),
    attempts: attempts.limiter,
  };
  const app = await buildApp(deps);
  await app.ready();

  const background = createBackground(deps, { workerId: 'test-worker' });
  // One drain at a time: a reader whose mail a concurrent drain has claimed waits for that drain to
  // deliver it, instead of finding the job taken and the outbox not yet written (two sign-ups at once
  // in one test, on PostgreSQL: 'no mail to …').
  let draining: Promise<unknown> = Promise.resolve();
  const drain = (): Promise<number> => {
    const run = draining.then(() => background.worker.drain());
    draining = run.catch(() => undefined);
    return run;
  };
  const outbox: TestOutbox = {
    all: async () => {
      await drain();
      return listOutboxMessages(database.db);
    },
    async lastTo(email) {
      await drain();
      const rows = await listOutboxMessages(database.db);
      return rows.find((row) => row.toAddress.toLowerCase() === email.toLowerCase());
    },
    linkIn(row) {
      const match = /https?:\/\/[^\s<>"]+/.exec(row.text);
      if (!match) throw new Error(`No link in the "${row.template}" message to ${row.toAddress}`);
      return match[0];
    },
  };

  return {
    app,
    deps,
    outbox,
    background,
    drain,
    reset: () => truncateAll(database),
    async close() {
      await background.close();
      await app.close();
      await attempts.close();
      await testDatabase.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
