/**
 * Message delivery benchmark (issue 11) on PostgreSQL:
 *  1. throughput: 5,000 e-mails written through `deps.messages`, one per transaction as the product
 *     writes them, then timed while the job worker delivers them all: through the outbox transport,
 *     and through a local SMTP server (npm smtp-server, in this process) over the SMTP transport's
 *     pool of reused connections;
 *  2. latency: messages committed one at a time at a steady rate (~100/s) with the worker started as
 *     the server starts it (LISTEN wake-up), and the delay from each commit to its `sent_at`.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:messages -w @sessionbook/server
 *
 * BENCH_MESSAGES (5000), BENCH_RATE (100 per s), BENCH_SECONDS (20) tune it; BENCH_BATCH and
 * BENCH_CONCURRENCY (the worker's batchSize and concurrency; defaults when unset) and BENCH_ONLY
 * (comma-separated: outbox, smtp, latency) compare settings.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createBackground, type BackgroundOptions } from '../src/background.ts';
import { loadConfig } from '../src/config.ts';
import type { AppDeps } from '../src/core/deps.ts';
import { createDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import type { Database } from '../src/db/types.ts';
import { createMessages } from '../src/messaging/messages.ts';
import { createTransports } from '../src/messaging/transports.ts';
import { startFakeSmtp } from '../test/jobs/fakes.ts';
import { createTestDatabase } from '../test/helpers/test-database.ts';
import { unlimitedAttempts } from '../src/core/attempt-limits.ts';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 5000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ONLY = process.env.BENCH_ONLY?.split(',') ?? ['outbox', 'smtp', 'latency'];
const JWT_SECRET = 'bench-jwt-secret-not-for-production';
const APP_URL = 'http://app.localhost:3000';
const workerOptions: BackgroundOptions = {
  ...(process.env.BENCH_BATCH ? { batchSize: Number(process.env.BENCH_BATCH) } : {}),
  ...(process.env.BENCH_CONCURRENCY ? { concurrency: Number(process.env.BENCH_CONCURRENCY) } : {}),
};

type Rows<T> = { rows: T[] };

if (!process.env.DATABASE_URL) {
  console.error(
    'bench:messages measures PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  );
  process.exit(1);
}

const testDatabase = await createTestDatabase('postgres');
const { database } = testDatabase;
const { db } = database;
const dataDir = mkdtempSync(join(tmpdir(), 'sessionbook-bench-'));
const smtp = await startFakeSmtp();
const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET, APP_URL, RATE_LIMIT: 'off' });
const deps: AppDeps = {
  config,
  database,
  messages: createMessages(config),
  clock: () => new Date(),
  attempts: unlimitedAttempts,
};

/** One e-mail in one transaction, as a sign-up writes its activation mail; resolves at its commit. */
async function writeOne(writer: Database, n: number): Promise<void> {
  await writer.db.transaction((tx) =>
    deps.messages.email(tx, {
      to: `client${n}@example.com`,
      template: 'activation',
      language: 'en',
      data: { name: `Client ${n}`, url: `${APP_URL}/auth/activate/${n}?token=t${n}` },
      dedupeKey: `bench-${n}`,
    }),
  );
}

async function sentCount(): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int n from outbox_messages where status = 'sent'`,
  )) as unknown as Rows<{ n: number }>;
  return result.rows[0]!.n;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

interface Throughput {
  what: string;
  writesPerSecond: number;
  perSecond: number;
  /** Transactions committed on the database per message delivered (round trips that each wait for the WAL). */
  commitsPerMessage: number;
}

/** A pool of its own, as a worker process has; its backends report their statistics when it closes. */
function openPool(): Promise<Database> {
  return createDatabase({ databaseUrl: testDatabase.url });
}

/** Transactions committed in this database so far (statements outside a transaction count one each). */
async function commits(): Promise<number> {
  // A closed pool's backends report their counts as they exit, a moment after the close.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const result = (await db.execute(
    sql`select xact_commit::int n from pg_stat_database where datname = current_database()`,
  )) as unknown as Rows<{ n: number }>;
  return result.rows[0]!.n;
}

/** Writes MESSAGES e-mails, then times one worker draining them through the transports of `smtpUrl`. */
async function throughput(what: string, smtpUrl: string | null): Promise<Throughput> {
  await db.execute(sql`truncate jobs, outbox_messages`);
  const writer = await openPool();
  const writeStart = performance.now();
  for (let n = 0; n < MESSAGES; n++) await writeOne(writer, n);
  const writesPerSecond = MESSAGES / ((performance.now() - writeStart) / 1000);
  await writer.close();
  await db.execute(sql`vacuum analyze jobs, outbox_messages`);
  const workerDatabase = await openPool();
  const background = createBackground(
    { ...deps, database: workerDatabase },
    {
      ...workerOptions,
      transports: createTransports({ ...config, smtpUrl }, workerDatabase.db),
    },
  );
  const commitsBefore = await commits();
  const start = performance.now();
  const ran = await background.worker.drain();
  const seconds = (performance.now() - start) / 1000;
  await background.close();
  await workerDatabase.close();
  // Less the one of reading the count itself.
  const commitsPerMessage = ((await commits()) - commitsBefore - 1) / MESSAGES;
  const sent = await sentCount();
  if (ran !== MESSAGES || sent !== MESSAGES)
    throw new Error(`${what}: ran ${ran}, sent ${sent} of ${MESSAGES}`);
  return { what, writesPerSecond, perSecond: MESSAGES / seconds, commitsPerMessage };
}

/** Commits one message at a time at RATE per second with the worker started; commit → sent_at. */
async function latency(): Promise<{ count: number; rate: number; p50: number; p99: number; max: number }> {
  await db.execute(sql`truncate jobs, outbox_messages`);
  const background = createBackground(deps, workerOptions);
  await background.worker.start();
  const committedAt = new Map<string, number>();
  const count = RATE * SECONDS;
  const start = performance.now();
  for (let n = 0; n < count; n++) {
    // Steady arrivals: message n is due at start + n / RATE; a late writer catches up without bursts.
    const wait = start + (n * 1000) / RATE - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await writeOne(database, n);
    committedAt.set(`bench-${n}`, Date.now());
  }
  const rate = count / ((performance.now() - start) / 1000);
  while ((await sentCount()) < count) await new Promise((resolve) => setTimeout(resolve, 50));
  await background.close();
  const sent = (await db.execute(
    sql`select dedupe_key, (extract(epoch from sent_at) * 1000)::float8 as sent_ms from outbox_messages`,
  )) as unknown as Rows<{ dedupe_key: string; sent_ms: number }>;
  const delays = sent.rows.map((row) => row.sent_ms - committedAt.get(row.dedupe_key)!).sort((a, b) => a - b);
  return { count, rate, p50: percentile(delays, 50), p99: percentile(delays, 99), max: delays.at(-1)! };
}

/** pgbench's simple-update on the same database, 4 connections, 5 s: how busy the machine is right now. */
function pgbenchTps(): number {
  const url = new URL(process.env.DATABASE_URL!);
  const target = [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    url.username || 'postgres',
    testDatabase.name!,
  ];
  execFileSync('pgbench', ['-i', '-s', '1', '-q', ...target], { stdio: 'ignore' });
  const output = execFileSync(
    'pgbench',
    ['-b', 'simple-update', '-c', '4', '-j', '2', '-T', '5', ...target],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  return Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? NaN);
}

try {
  await runMigrations(database);
  const results: Throughput[] = [];
  if (ONLY.includes('outbox')) results.push(await throughput('outbox transport', null));
  if (ONLY.includes('smtp')) results.push(await throughput('SMTP (pooled connections)', smtp.url));
  const delay = ONLY.includes('latency') ? await latency() : null;
  const tps = pgbenchTps();

  const settings = `batchSize ${workerOptions.batchSize ?? 'default'}, concurrency ${workerOptions.concurrency ?? 'default'}`;
  console.log(`\n[postgres] ${MESSAGES} e-mails, one per transaction; one worker (${settings})`);
  console.log(
    'what'.padEnd(36),
    'written/s'.padStart(10),
    'delivered/s'.padStart(12),
    'commits/msg'.padStart(12),
  );
  for (const row of results)
    console.log(
      row.what.padEnd(36),
      row.writesPerSecond.toFixed(0).padStart(10),
      row.perSecond.toFixed(0).padStart(12),
      row.commitsPerMessage.toFixed(2).padStart(12),
    );
  if (delay) {
    console.log(
      `\ncommit → sent_at, outbox transport, worker started (LISTEN): ${delay.count} messages at ${delay.rate.toFixed(0)}/s`,
    );
    console.log('p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'max ms'.padStart(8));
    console.log(
      delay.p50.toFixed(1).padStart(8),
      delay.p99.toFixed(1).padStart(8),
      delay.max.toFixed(1).padStart(8),
    );
  }
  console.log(`\npgbench simple-update, 4 connections, same database, same run: ${tps.toFixed(0)} tps`);
  if (smtp.accepted.length !== new Set(smtp.accepted).size)
    throw new Error('the SMTP server got a message twice');
} finally {
  await smtp.close();
  await testDatabase.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
