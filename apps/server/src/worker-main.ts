import { hostname } from 'node:os';
import { createBackground } from './background.ts';
import { loadConfig } from './config.ts';
import type { AppDeps } from './core/deps.ts';
import { createDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { shareJwtSecret } from './db/server-secrets.ts';
import { createMessages } from './messaging/messages.ts';
import { sharePushKeys } from './messaging/web-push.ts';
import { unlimitedAttempts } from './core/attempt-limits.ts';

/**
 * The job worker on its own (`npm run worker`), for operators who run `WORKER=off npm start` and any
 * number of these beside it. Same environment as the server; logs JSON lines like the server's pino.
 */

/** Force the exit if the jobs in hand do not finish; whatever was in flight is taken over later. */
const SHUTDOWN_TIMEOUT_MS = 30_000;

const LEVELS = { debug: 20, info: 30, warn: 40, error: 50 } as const;
type Level = keyof typeof LEVELS;

const config = loadConfig();
const threshold = LEVELS[config.logLevel as Level] ?? LEVELS.info;
const host = hostname();

function log(level: Level, fields: Record<string, unknown>, msg: string): void {
  if (LEVELS[level] < threshold) return;
  const line = { level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: host, ...fields, msg };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

function errorFields(error: unknown): Record<string, unknown> {
  return error instanceof Error
    ? { err: { type: error.name, message: error.message, stack: error.stack } }
    : { err: { message: String(error) } };
}

if (!config.databaseUrl) {
  // PGlite is one process's database: a second process on the same DATA_DIR would corrupt it.
  log(
    'error',
    {},
    'npm run worker needs PostgreSQL (DATABASE_URL); on PGlite the server runs the worker itself',
  );
  process.exit(1);
}

const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(database);
// Unsubscribe links this worker signs must be valid on every server (db/server-secrets.ts).
const shared = await sharePushKeys(database, await shareJwtSecret(database, config));
const deps: AppDeps = {
  config: shared,
  database,
  messages: createMessages(shared),
  clock: () => new Date(),
  attempts: unlimitedAttempts,
};
const workerId = `worker-${host}-${process.pid}`;
const background = createBackground(deps, {
  workerId,
  onError: (error) => log('error', errorFields(error), 'job failed'),
});
await background.worker.start();
log(
  'info',
  {
    worker: workerId,
    database: database.kind,
    email: background.transports.email.name,
    sms: background.transports.sms.name,
  },
  `Sessionbook worker is running: e-mail via ${background.transports.email.name}, SMS via ${background.transports.sms.name}`,
);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log('info', { signal }, 'shutting down: finishing the jobs in hand');
  setTimeout(() => {
    log('error', {}, 'shutdown took too long, forcing exit');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    await background.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    log('error', errorFields(error), 'shutdown failed');
    process.exit(1);
  }
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
