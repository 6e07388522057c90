/**
 * Live updates benchmark (issue 24 item 3, decision 0028), on PostgreSQL: a real server process
 * (src/main.ts) with 200 open `GET /api/live` streams of 200 clients of 20 professionals (10 each),
 * then 100 registrations, one at a time, each through the API. For every stream that must hear of a
 * change it measures, from the moment the registration request was sent:
 *   - to the event on the stream (change-to-event), and
 *   - to that stream's reader having read its calendar again (`GET client/events`, change-to-screen:
 *     what the app does on the event, short of React drawing it).
 * Then the server's resident memory per open stream: its RSS with no stream, with 200 and with 1,000.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:live -w @sessionbook/server
 *
 * BENCH_STREAMS (200), BENCH_CHANGES (100) and BENCH_MEMORY_STREAMS (1000) tune it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { runMigrations } from '../src/db/migrate.ts';
import { insertSession } from '../src/modules/auth/queries.ts';
import { signAccessToken } from '../src/modules/auth/tokens.ts';
import { createTestDatabase } from '../test/helpers/test-database.ts';
import { freePort } from '../../../scripts/free-port.mjs';
import { openStream, percentile, type Stream } from './live-streams.ts';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 100);
const MEMORY_STREAMS = Number(process.env.BENCH_MEMORY_STREAMS ?? 1000);
const PROFESSIONALS = 20;
const JWT_SECRET = 'bench-jwt-secret-not-for-production';

if (!process.env.DATABASE_URL) {
  console.error(
    'bench:live measures PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
  );
  process.exit(1);
}

type Rows<T> = { rows: T[] };
const testDatabase = await createTestDatabase('postgres');
const { database } = testDatabase;
const dataDir = mkdtempSync(join(tmpdir(), 'sessionbook-bench-live-'));
let server: ReturnType<typeof spawn> | null = null;
try {
  await runMigrations(database);
  const { db } = database;
  await db.execute(sql`
    insert into users (email, username, theme, activated_at)
    select 'pro' || n || '@example.test', 'pro' || n, 'professional', now() from generate_series(1, ${PROFESSIONALS}::int) n`);
  await db.execute(
    sql`insert into professional_profiles (user_id, full_name) select id, username from users`,
  );
  await db.execute(sql`
    insert into events (professional_id, start_time, end_time, voucher_type_id, max_event_regs, is_group_session, title)
    select id, timestamptz '2030-01-02 08:00Z', timestamptz '2030-01-02 09:00Z', 3, ${STREAMS}::int, true, 'Class'
    from professional_profiles`);
  await db.execute(sql`
    insert into users (email, username, activated_at, timezone)
    select 'client' || n || '@example.test', 'client' || n, now(), 'UTC' from generate_series(1, ${STREAMS}::int) n`);
  await db.execute(sql`
    insert into client_profiles (user_id, full_name) select id, username from users where username like 'client%'`);
  // Client n is a confirmed client of professional n mod 20: ten readers per professional.
  await db.execute(sql`
    insert into professional_clients (professional_id, client_id, full_name, status, initiated_by, confirmed_at)
    select p.id, c.id, c.full_name, 'confirmed', 'client', now()
    from (select id, row_number() over (order by id) - 1 as k from professional_profiles) p
    join (select id, full_name, row_number() over (order by id) - 1 as k from client_profiles) c
      on c.k % ${PROFESSIONALS}::int = p.k`);
  const clients = (
    (await db.execute(sql`
      select u.id as user_id, pc.professional_id, e.id as event_id
      from client_profiles c join users u on u.id = c.user_id
      join professional_clients pc on pc.client_id = c.id
      join events e on e.professional_id = pc.professional_id
      order by c.id`)) as unknown as Rows<{ user_id: string; professional_id: string; event_id: string }>
  ).rows;
  const now = new Date();
  const readers = await Promise.all(
    clients.map(async (client) => {
      const sessionId = await insertSession(db, client.user_id, new Date(now.getTime() + 86_400_000));
      const { token } = await signAccessToken({ userId: client.user_id, sessionId, now, secret: JWT_SECRET });
      return { ...client, token };
    }),
  );

  const port = await freePort();
  const base = `http://localhost:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', new URL('../src/main.ts', import.meta.url).pathname], {
    env: {
      ...process.env,
      DATABASE_URL: testDatabase.url!,
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET,
      SEED_DEMO: 'off',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = server.pid!;
  const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
  while (
    !(await fetch(`${base}/api/health`).then(
      (reply) => reply.ok,
      () => false,
    ))
  )
    await new Promise((resolve) => setTimeout(resolve, 100));

  const authorized = (token: string) => ({ authorization: `Bearer ${token}` });
  const readCalendar = (reader: (typeof readers)[number]) =>
    fetch(
      `${base}/api/client/events?start_date=2030-01-01&end_date=2030-01-05&professional_id=${reader.professional_id}`,
      {
        headers: authorized(reader.token),
      },
    ).then(async (reply) => {
      if (!reply.ok) throw new Error(`GET client/events answered ${reply.status}`);
      await reply.arrayBuffer();
    });

  // Warm-up: JIT, prepared statements and pooled connections, as a running server has them.
  await Promise.all(readers.slice(0, 50).map(readCalendar));
  const warm = await Promise.all(readers.slice(0, 50).map((reader) => openStream(base, reader.token)));
  warm.forEach((stream) => stream.close());
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const rssIdle = rssMb();

  const streams: Stream[] = await Promise.all(readers.map((reader) => openStream(base, reader.token)));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const rssOpen = rssMb();

  const toEvent: number[] = [];
  const toScreen: number[] = [];
  for (let change = 0; change < CHANGES; change += 1) {
    const registering = readers[change % readers.length]!;
    const followers = readers
      .map((reader, index) => ({ reader, stream: streams[index]! }))
      .filter(({ reader }) => reader.professional_id === registering.professional_id);
    const sent = performance.now();
    const heard = followers.map(({ reader, stream }) =>
      stream.nextChange().then(async () => {
        toEvent.push(performance.now() - sent);
        await readCalendar(reader);
        toScreen.push(performance.now() - sent);
      }),
    );
    const reply = await fetch(`${base}/api/client/events/${registering.event_id}/register`, {
      method: 'POST',
      headers: { ...authorized(registering.token), 'content-type': 'application/json' },
      body: JSON.stringify({ voucher_type_id: 3 }),
    });
    if (reply.status !== 201) throw new Error(`register answered ${reply.status}: ${await reply.text()}`);
    await Promise.all(heard);
  }

  const more = await Promise.all(
    Array.from({ length: MEMORY_STREAMS - STREAMS }, (_, index) =>
      openStream(base, readers[index % readers.length]!.token),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const rssMany = rssMb();
  [...streams, ...more].forEach((stream) => stream.close());

  const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(1)} ms`;
  console.log(
    `\nlive updates, PostgreSQL, ${STREAMS} open streams of ${PROFESSIONALS} professionals' clients,`,
  );
  console.log(`${CHANGES} registrations one at a time, ${toEvent.length} streams told:`);
  console.log(`  change to event:  p50 ${ms(toEvent, 50)}, p99 ${ms(toEvent, 99)}, max ${ms(toEvent, 100)}`);
  console.log(
    `  change to screen: p50 ${ms(toScreen, 50)}, p99 ${ms(toScreen, 99)}, max ${ms(toScreen, 100)}`,
  );
  const perStream = (rss: number, count: number) => `${(((rss - rssIdle) * 1024) / count).toFixed(1)} KB`;
  console.log(
    `server RSS: ${rssIdle.toFixed(1)} MB with no stream, ${rssOpen.toFixed(1)} MB with ${STREAMS}`,
  );
  console.log(
    `  (${perStream(rssOpen, STREAMS)} per stream), ${rssMany.toFixed(1)} MB with ${MEMORY_STREAMS}`,
  );
  console.log(`  (${perStream(rssMany, MEMORY_STREAMS)} per stream)`);
} finally {
  server?.kill('SIGTERM');
  if (server) await new Promise((resolve) => server!.once('exit', resolve));
  await testDatabase.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
