/**
 * Booking benchmark (issue 10): registrations per second through the API for many clients across many
 * classes on PostgreSQL, next to pgbench's built-in simple-update rate on the same database in the same
 * run (the ratio is the figure). Every request registers a different client, and consecutive requests
 * go to different classes, so the class row locks (docs/product/rules.md#limits-under-concurrency) are taken
 * as in real use.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:bookings -w @sessionbook/server
 *
 * BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_CLIENTS (4000), BENCH_CLASSES (200) tune it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import type { AppDeps } from '../src/core/deps.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { buildApp } from '../src/http/app.ts';
import { createMessages } from '../src/messaging/messages.ts';
import { insertSession } from '../src/modules/auth/queries.ts';
import { signAccessToken } from '../src/modules/auth/tokens.ts';
import { createTestDatabase } from '../test/helpers/test-database.ts';
import { cpuPerRequest, sampleCpu } from './cpu-split.ts';
import { unlimitedAttempts } from '../src/core/attempt-limits.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4000);
const CLASSES = Number(process.env.BENCH_CLASSES ?? 200);
const PROFESSIONALS = 20;
/** Days of past classes per professional, 10 registrations each (the planner's statistics). */
const HISTORY_DAYS = 365;
const JWT_SECRET = 'bench-jwt-secret-not-for-production';

/**
 * Statements sent to PostgreSQL while the load runs (BEGIN and COMMIT included), counted where every
 * pooled connection sends them: per registration, the round trips issue 30 item 1 brings down to one.
 */
let statementsSent = 0;
let countingStatements = false;
const sendQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  if (countingStatements) statementsSent++;
  return sendQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

type Rows<T> = { rows: T[] };

if (!process.env.DATABASE_URL) {
  console.error(
    'bench:bookings measures PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
  );
  process.exit(1);
}

const testDatabase = await createTestDatabase('postgres');
const { database } = testDatabase;
const dataDir = mkdtempSync(join(tmpdir(), 'sessionbook-bench-'));
try {
  await runMigrations(database);
  const { db } = database;
  // Professionals with classes far in the future (no deadline passes), each class big enough for all.
  await db.execute(sql`
    insert into users (email, username, theme, activated_at)
    select 'pro' || n || '@example.test', 'pro' || n, 'professional', now() from generate_series(1, ${PROFESSIONALS}::int) n`);
  await db.execute(
    sql`insert into professional_profiles (user_id, full_name) select id, username from users`,
  );
  await db.execute(sql`
    insert into events (professional_id, start_time, end_time, voucher_type_id, max_event_regs, is_group_session, title)
    select p.id, timestamptz '2030-01-01 08:00Z' + make_interval(days => n), timestamptz '2030-01-01 09:00Z' + make_interval(days => n),
           3, ${CLIENTS}::int, true, 'Class ' || n
    from professional_profiles p, generate_series(1, ${CLASSES / PROFESSIONALS}::int) n`);
  await db.execute(sql`
    insert into users (email, username, activated_at)
    select 'client' || n || '@example.test', 'client' || n, now() from generate_series(1, ${CLIENTS}::int) n`);
  await db.execute(sql`
    insert into client_profiles (user_id, full_name) select id, username from users where username like 'client%'`);
  await db.execute(sql`
    insert into professional_clients (professional_id, client_id, full_name, status, initiated_by, confirmed_at)
    select p.id, c.id, c.full_name, 'confirmed', 'client', now() from professional_profiles p, client_profiles c`);
  // A year of history, as a practice has: past classes of the same voucher type, 10 clients in each.
  // Without it the planner's statistics describe empty tables and it scans them whole, a cost that
  // grows with every registration of the run (issue 15: 6 scans of event_registrations per booking).
  await db.execute(sql`
    insert into events (professional_id, start_time, end_time, voucher_type_id, max_event_regs, is_group_session, title)
    select p.id, timestamptz '2025-01-01 08:00Z' + make_interval(days => n), timestamptz '2025-01-01 09:00Z' + make_interval(days => n),
           3, 10, true, 'Past class ' || n
    from professional_profiles p, generate_series(1, ${HISTORY_DAYS}::int) n`);
  await db.execute(sql`
    insert into event_registrations (event_id, client_id, professional_id, voucher_type_id, created_at)
    with c as (select id, row_number() over (order by id) - 1 as i from client_profiles),
         e as (select id, professional_id, start_time, row_number() over (order by id) as n
               from events where title like 'Past class %')
    select e.id, c.id, e.professional_id, 3, e.start_time - interval '1 day'
    from e cross join generate_series(0, 9) k
    join c on c.i = (e.n * 10 + k) % ${CLIENTS}::int`);
  await db.execute(sql`analyze`);
  const classIds = (
    (await db.execute(sql`select id from events where start_time > now() order by id`)) as unknown as Rows<{
      id: string;
    }>
  ).rows.map((row) => row.id);
  const clientUsers = (
    (await db.execute(sql`select user_id from client_profiles order by id`)) as unknown as Rows<{
      user_id: string;
    }>
  ).rows.map((row) => row.user_id);
  const now = new Date();
  const expires = new Date(now.getTime() + 3600_000);
  const tokens: string[] = [];
  for (const userId of clientUsers) {
    const sessionId = await insertSession(db, userId, expires);
    tokens.push((await signAccessToken({ userId, sessionId, now, secret: JWT_SECRET })).token);
  }

  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET, RATE_LIMIT: 'off' });
  const deps: AppDeps = {
    config,
    database,
    messages: createMessages(config),
    clock: () => new Date(),
    attempts: unlimitedAttempts,
  };
  const app = await buildApp(deps);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  // Request i registers client ⌊i / classes⌋ in class i mod classes: every pair once, classes interleaved.
  // The load runs in a worker thread (as pgbench is a process of its own, so the load does not share
  // the server's event loop), which takes its request builder as a module file.
  const requestData = join(dataDir, 'requests.json');
  writeFileSync(requestData, JSON.stringify({ classIds, tokens }));
  const setupRequest = join(dataDir, 'setup-request.cjs');
  writeFileSync(
    setupRequest,
    `const { classIds, tokens } = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(requestData)}, 'utf8'));
let next = 0;
module.exports = (request) => {
  const i = next++;
  return {
    ...request,
    path: '/api/client/events/' + classIds[i % classIds.length] + '/register',
    headers: {
      host: 'app.localhost',
      authorization: 'Bearer ' + tokens[Math.floor(i / classIds.length) % tokens.length],
      'content-type': 'application/json',
    },
    body: JSON.stringify({ voucher_type_id: 3 }),
  };
};
`,
  );
  const cpuBefore = sampleCpu();
  countingStatements = true;
  const result = await autocannon({
    url: address,
    connections: CONNECTIONS,
    duration: SECONDS,
    workers: 1,
    requests: [{ method: 'POST', setupRequest }],
  });
  const cpuAfter = sampleCpu();
  countingStatements = false;
  await app.close();
  const [stored] = (
    (await db.execute(
      sql`select count(*)::int n from event_registrations r join events e on e.id = r.event_id
        where r.cancelled_at is null and e.start_time > now()`,
    )) as unknown as Rows<{
      n: number;
    }>
  ).rows;
  const registrationsPerSecond = stored!.n / SECONDS;
  const registrationCpu = cpuPerRequest(cpuBefore, cpuAfter, result.requests.total);

  // pgbench on the same database, same connection count: its built-in simple-update script.
  const url = new URL(process.env.DATABASE_URL);
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
  const pgbenchBefore = sampleCpu();
  const pgbench = execFileSync(
    'pgbench',
    ['-b', 'simple-update', '-c', String(CONNECTIONS), '-j', '2', '-T', String(SECONDS), ...target],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(pgbench)?.[1] ?? NaN);
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(pgbench)?.[1] ?? 0);
  const pgbenchCpu = cpuPerRequest(pgbenchBefore, sampleCpu(), transactions);

  console.log(
    `\n[postgres] ${CLIENTS} clients, ${classIds.length} classes of ${PROFESSIONALS} professionals;`,
  );
  console.log(`${CONNECTIONS} connections, ${SECONDS} s each, same database, one run`);
  console.log('what'.padEnd(46), 'per s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'non-2xx');
  console.log(
    'POST client/events/{id}/register (stored)'.padEnd(46),
    registrationsPerSecond.toFixed(0).padStart(8),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    String(result.non2xx + result.errors),
  );
  console.log('pgbench simple-update (tps)'.padEnd(46), tps.toFixed(0).padStart(8));
  console.log(`ratio: ${((registrationsPerSecond / tps) * 100).toFixed(1)}% of pgbench simple-update`);
  console.log(
    `statements per request: ${(statementsSent / result.requests.total).toFixed(1)} ` +
      `(${statementsSent} for ${result.requests.total} requests)`,
  );
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  if (registrationCpu && pgbenchCpu)
    console.log(
      `CPU per registration: ${ms(registrationCpu.machine)} on the machine, of which the server's main ` +
        `thread ${ms(registrationCpu.server)} and PostgreSQL ${ms(registrationCpu.postgres)}; ` +
        `per pgbench transaction ${ms(pgbenchCpu.machine)} on the machine`,
    );
} finally {
  await testDatabase.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
