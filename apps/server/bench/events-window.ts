/**
 * Calendar window benchmark (issue 4): 1,000 professionals with a year of events each (bulk
 * INSERT ... SELECT generate_series), then under load with autocannon (10 connections, 10 s each)
 * `GET events` for a 5-day window as one professional next to `GET /api/health` of the same server in
 * the same run. PGlite always; PostgreSQL too when DATABASE_URL is set.
 *
 *   npm run bench:events -w @sessionbook/server
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:events -w @sessionbook/server
 *
 * BENCH_PROFESSIONALS and BENCH_EVENTS_PER_DAY shrink or grow the fill; the figures say which was used.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { runMigrations } from '../src/db/migrate.ts';
import type { Db } from '../src/db/types.ts';
import { buildApp } from '../src/http/app.ts';
import { type AppDeps } from '../src/core/deps.ts';
import { createMessages } from '../src/messaging/messages.ts';
import { insertSession } from '../src/modules/auth/queries.ts';
import { signAccessToken } from '../src/modules/auth/tokens.ts';
import { createTestDatabase, databaseKinds, type DatabaseKind } from '../test/helpers/test-database.ts';

const PROFESSIONALS = Number(process.env.BENCH_PROFESSIONALS ?? 1000);
const EVENTS_PER_DAY = Number(process.env.BENCH_EVENTS_PER_DAY ?? 3);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BATCH = 100;
const JWT_SECRET = 'bench-jwt-secret-not-for-production';
/** Monday to Friday of a June week in 2027, in the professional's zone (Europe/Amsterdam). */
const WINDOW = 'start_date=2027-06-07&end_date=2027-06-11';

type Rows<T> = { rows: T[] };

/** Professionals, then a year of events each (2027, every day), in batches of 100 professionals. */
async function fill(db: Db): Promise<{ userId: string; professionalId: string; events: number }> {
  await db.execute(sql`
    insert into users (email, username, theme, timezone, activated_at)
    select 'bench' || n || '@example.test', 'bench' || n, 'professional', 'Europe/Amsterdam', now()
    from generate_series(1, ${PROFESSIONALS}::int) n`);
  await db.execute(sql`
    insert into professional_profiles (user_id, full_name)
    select id, 'Bench ' || username from users where username like 'bench%'`);
  const ids = (
    (await db.execute(sql`select id from professional_profiles order by id`)) as unknown as Rows<{
      id: string;
    }>
  ).rows.map((row) => row.id);
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    // Classes of one hour from 07:00 UTC, three hours apart; one in three a one-to-one session.
    await db.execute(sql`
      insert into events (professional_id, start_time, end_time, voucher_type_id, max_event_regs,
                          is_group_session, is_private, title, location)
      select p.id,
             d + make_interval(hours => 7 + h * 3),
             d + make_interval(hours => 8 + h * 3),
             case when h % 3 = 2 then 1 else 3 end,
             case when h % 3 = 2 then 1 else 10 end,
             h % 3 <> 2, h % 3 = 2, 'Class ' || h, 'Studio'
      from unnest(${sql.raw(`array[${batch.map((id) => `'${id}'`).join(',')}]::uuid[]`)}) as p(id),
           generate_series(timestamptz '2027-01-01 00:00Z', timestamptz '2027-12-31 00:00Z', interval '1 day') d,
           generate_series(0, ${EVENTS_PER_DAY - 1}::int) h`);
  }
  await db.execute(sql`analyze events`);
  const [count] = (
    (await db.execute(sql`select count(*)::int as n from events`)) as unknown as Rows<{ n: number }>
  ).rows;
  const [first] = (
    (await db.execute(sql`
      select p.id as professional_id, p.user_id from professional_profiles p
      join users u on u.id = p.user_id where u.username = 'bench1'`)) as unknown as Rows<{
      professional_id: string;
      user_id: string;
    }>
  ).rows;
  return { userId: first!.user_id, professionalId: first!.professional_id, events: count!.n };
}

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: 10, duration: LOAD_SECONDS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function benchmark(kind: DatabaseKind): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sessionbook-bench-'));
  const testDatabase = await createTestDatabase(kind);
  const { database } = testDatabase;
  try {
    await runMigrations(database);
    const config = { ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET, RATE_LIMIT: 'off' }) };
    const deps: AppDeps = {
      config,
      database,
      messages: createMessages(config),
      clock: () => new Date(),
    };
    const started = Date.now();
    const { userId, events } = await fill(database.db);
    console.log(
      `\n[${kind}] filled ${PROFESSIONALS} professionals × ${EVENTS_PER_DAY} events/day × 365 days = ` +
        `${events} events in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const now = new Date();
    const sessionId = await insertSession(database.db, userId, new Date(now.getTime() + 3600_000));
    const { token } = await signAccessToken({ userId, sessionId, now, secret: JWT_SECRET });
    const app = await buildApp(deps);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { host: 'app.localhost', authorization: `Bearer ${token}` };
    const probe = await app.inject({ method: 'GET', url: `/api/events?${WINDOW}`, headers });
    if (probe.statusCode !== 200) throw new Error(`GET events: ${probe.statusCode} ${probe.body}`);
    const inWindow = (JSON.parse(probe.body) as { data: unknown[] }).data.length;
    const eventsLoad = await load(`${address}/api/events?${WINDOW}`, headers);
    const healthLoad = await load(`${address}/api/health`, { host: 'app.localhost' });
    console.log(`autocannon 9, 10 connections, ${LOAD_SECONDS} s each`);
    console.log(
      'route'.padEnd(34),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'non-2xx',
    );
    for (const [name, result] of [
      [`GET events (5 days, ${inWindow} events)`, eventsLoad],
      ['GET health', healthLoad],
    ] as const)
      console.log(
        name.padEnd(34),
        result.rps.toFixed(0).padStart(8),
        String(result.p50).padStart(8),
        String(result.p99).padStart(8),
        String(result.non2xx + result.errors),
      );
    await app.close();
  } finally {
    await testDatabase.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const kind of databaseKinds) await benchmark(kind);
