/**
 * Live updates at scale (issue 30 item 3, decision 0028), on PostgreSQL, with real server processes
 * (src/main.ts, each with its job worker):
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:live -w @sessionbook/server
 *
 * 2,000 open `GET /api/live` streams of 2,000 clients of 200 professionals (10 each), then
 * registrations one at a time through the API. For every stream that must hear of a change, from the
 * moment the registration request was sent: to the event on the stream (change to event), and to that
 * stream's reader having read its calendar again (`GET client/events`, change to screen: what the app
 * does on the event, short of React drawing it). Two phases:
 *   1. one instance holds all the streams; with its memory (RSS and heap after a full GC) with none
 *      and with all of them open;
 *   2. a second instance joins on the same database, half the streams move to it, and the changes
 *      are still made through the first: instance B's streams hear them through PostgreSQL's NOTIFY.
 * The streams are held on a worker thread of their own (bench/live-stream-holder.ts), which stamps
 * each event as it arrives; the main thread makes the changes and the reads. It also prints how late
 * the main thread's event loop ran, so a slow load generator cannot pass for a slow server.
 *
 * BENCH_STREAMS (2000), BENCH_PROFESSIONALS (200) and BENCH_CHANGES (100 per phase) tune it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { runMigrations } from '../src/db/migrate.ts';
import { insertSession } from '../src/modules/auth/queries.ts';
import { signAccessToken } from '../src/modules/auth/tokens.ts';
import { createTestDatabase } from '../test/helpers/test-database.ts';
import { freePort } from '../../../scripts/free-port.mjs';
import { percentile } from './live-streams.ts';
import { monotonicMs, StreamHolder } from './live-stream-holder.ts';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const PROFESSIONALS = Number(process.env.BENCH_PROFESSIONALS ?? 200);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 100);
/** Changes made before each phase's measured ones: JIT and pooled connections of the write path. */
const WARM_UP_CHANGES = 5;
const JWT_SECRET = 'bench-jwt-secret-not-for-production';

if (!process.env.DATABASE_URL) {
  console.error(
    'bench:live measures PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
  );
  process.exit(1);
}
if (2 * (WARM_UP_CHANGES + CHANGES) > STREAMS) {
  console.error(
    `bench:live registers each client once: BENCH_CHANGES must be at most ${STREAMS / 2 - WARM_UP_CHANGES}`,
  );
  process.exit(1);
}
// Each stream is a socket in this process and one in the server's (which inherits this limit).
const openFiles = Number(/Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1]);
if (openFiles < STREAMS + 500) {
  console.error(`bench:live holds ${STREAMS} sockets, more than ${openFiles} open files: run ulimit -n 8192`);
  process.exit(1);
}

type Rows<T> = { rows: T[] };
type Reader = { user_id: string; professional_id: string; event_id: string; token: string };

/** A server process on the bench's database, with its memory on request (bench/memory-probe.ts). */
interface Instance {
  readonly base: string;
  memory(): Promise<NodeJS.MemoryUsage>;
  stop(): Promise<void>;
}

const testDatabase = await createTestDatabase('postgres');
const { database } = testDatabase;
const dataDirs: string[] = [];
const instances: Instance[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startInstance(): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sessionbook-bench-live-'));
  dataDirs.push(dataDir);
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      '--import',
      new URL('./memory-probe.ts', import.meta.url).pathname,
      new URL('../src/main.ts', import.meta.url).pathname,
    ],
    {
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
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const instance: Instance = {
    base,
    memory: () =>
      new Promise((resolve) => {
        child.once('message', (usage) => resolve(usage as NodeJS.MemoryUsage));
        child.send('memory');
      }),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
  instances.push(instance);
  while (
    !(await fetch(`${base}/api/health`).then(
      (reply) => reply.ok,
      () => false,
    ))
  )
    await sleep(100);
  return instance;
}

/** Seeds the professionals, one group class each, and their clients; a signed-in token per client. */
async function seed(): Promise<Reader[]> {
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
  // Client n is a confirmed client of professional n mod PROFESSIONALS: consecutive clients, different
  // professionals, so consecutive changes reach different streams.
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
      order by c.id`)) as unknown as Rows<Omit<Reader, 'token'>>
  ).rows;
  const now = new Date();
  return Promise.all(
    clients.map(async (client) => {
      const sessionId = await insertSession(db, client.user_id, new Date(now.getTime() + 86_400_000));
      const { token } = await signAccessToken({ userId: client.user_id, sessionId, now, secret: JWT_SECRET });
      return { ...client, token };
    }),
  );
}

const authorized = (token: string) => ({ authorization: `Bearer ${token}` });

const readCalendar = (base: string, reader: Reader) =>
  fetch(
    `${base}/api/client/events?start_date=2030-01-01&end_date=2030-01-05&professional_id=${reader.professional_id}`,
    { headers: authorized(reader.token) },
  ).then(async (reply) => {
    if (!reply.ok) throw new Error(`GET client/events answered ${reply.status}`);
    await reply.arrayBuffer();
  });

const holder = new StreamHolder();
let nextKey = 0;

/** An open stream (its key on the holder), the reader it belongs to and the instance it is open on. */
interface Open {
  key: number;
  reader: Reader;
  instance: Instance;
}

/** Per instance: from each change to each event it caused, and to the calendar read again. */
type Delays = Map<Instance, { toEvent: number[]; toScreen: number[] }>;

/** The delays, and how late this process's own event loop ran meanwhile (p99 and max, in ms). */
interface Measured {
  delays: Delays;
  loop: { p99: number; max: number };
}

/**
 * Registers each of `registering` in turn through `via`; waits until every stream following that
 * professional heard it and read the calendar again, on the instance the stream is open on.
 */
async function makeChanges(via: Instance, registering: Reader[], open: Open[]): Promise<Measured> {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const following = new Map<string, Open[]>();
  for (const one of open)
    following.set(one.reader.professional_id, [...(following.get(one.reader.professional_id) ?? []), one]);
  const delays: Delays = new Map();
  for (const { instance } of open)
    if (!delays.has(instance)) delays.set(instance, { toEvent: [], toScreen: [] });
  for (const client of registering) {
    const sent = monotonicMs();
    const heard = (following.get(client.professional_id) ?? []).map(({ key, reader, instance }) =>
      holder.nextChange(key).then(async (at) => {
        const delay = delays.get(instance)!;
        delay.toEvent.push(at - sent);
        await readCalendar(instance.base, reader);
        delay.toScreen.push(monotonicMs() - sent);
      }),
    );
    const reply = await fetch(`${via.base}/api/client/events/${client.event_id}/register`, {
      method: 'POST',
      headers: { ...authorized(client.token), 'content-type': 'application/json' },
      body: JSON.stringify({ voucher_type_id: 3 }),
    });
    if (reply.status !== 201) throw new Error(`register answered ${reply.status}: ${await reply.text()}`);
    await Promise.all(heard);
  }
  loop.disable();
  return { delays, loop: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 } };
}

/** Every change event heard by every stream must be one it had to hear. */
async function checkFanOut(open: Open[], registering: Reader[], before: Map<number, number>) {
  let expected = 0;
  for (const client of registering)
    expected += open.filter(({ reader }) => reader.professional_id === client.professional_id).length;
  const after = await holder.counts();
  const heard = open.reduce((sum, { key }) => sum + after.get(key)! - (before.get(key) ?? 0), 0);
  if (heard !== expected) throw new Error(`streams heard ${heard} change events, ${expected} expected`);
}

async function openAll(instance: Instance, readers: Reader[]): Promise<Open[]> {
  const open = readers.map((reader) => ({ key: (nextKey += 1), reader, instance }));
  await holder.open(open.map(({ key, reader }) => ({ key, base: instance.base, token: reader.token })));
  return open;
}

const closeAll = (open: Open[]) => holder.close(open.map(({ key }) => key));

/** Before the figures: a warm instance, as a running server is (JIT, prepared statements, pools). */
async function warmUp(instance: Instance, readers: Reader[]): Promise<void> {
  await Promise.all(readers.slice(0, 50).map((reader) => readCalendar(instance.base, reader)));
  const warm = await openAll(instance, readers.slice(0, 50));
  await closeAll(warm);
  await sleep(1_000);
}

try {
  const loadAtStart = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  await runMigrations(database);
  const readers = await seed();
  const changing = (phase: number) => {
    const from = phase * (WARM_UP_CHANGES + CHANGES);
    return {
      warmUp: readers.slice(from, from + WARM_UP_CHANGES),
      measured: readers.slice(from + WARM_UP_CHANGES, from + WARM_UP_CHANGES + CHANGES),
    };
  };

  // Phase 1: one instance, every stream on it.
  const a = await startInstance();
  await warmUp(a, readers);
  const idle = await a.memory();
  let open = await openAll(a, readers);
  await sleep(1_000);
  const full = await a.memory();
  const one = changing(0);
  await makeChanges(a, one.warmUp, open);
  let before = await holder.counts();
  const single = await makeChanges(a, one.measured, open);
  await checkFanOut(open, one.measured, before);

  // Phase 2: instance B joins; every other stream moves to it; the changes are still made through A.
  const b = await startInstance();
  await warmUp(b, readers);
  const moving = open.filter((_, index) => index % 2 === 1);
  await closeAll(moving);
  open = [
    ...open.filter((_, index) => index % 2 === 0),
    ...(await openAll(
      b,
      moving.map(({ reader }) => reader),
    )),
  ];
  await sleep(1_000);
  const two = changing(1);
  await makeChanges(a, two.warmUp, open);
  before = await holder.counts();
  const split = await makeChanges(a, two.measured, open);
  await checkFanOut(open, two.measured, before);
  await closeAll(open);
  const loadAtEnd = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

  const ms = (values: number[]) =>
    [50, 99, 100].map((p) => percentile(values, p).toFixed(1)).join(' / ') + ' ms';
  const row = (label: string, measured: Measured, instance: Instance) => {
    const { toEvent, toScreen } = measured.delays.get(instance)!;
    const loop = `${measured.loop.p99.toFixed(1)} / ${measured.loop.max.toFixed(1)} ms`;
    return `${label.padEnd(27)} ${String(toEvent.length).padStart(5)}   ${ms(toEvent).padEnd(26)} ${ms(toScreen).padEnd(28)} ${loop}`;
  };
  const perClient = STREAMS / PROFESSIONALS;
  console.log(
    `\nlive updates, PostgreSQL: ${STREAMS} open streams, ${PROFESSIONALS} professionals x ${perClient} clients;`,
  );
  console.log(
    `${CHANGES} registrations per phase, one at a time, each heard by the ${perClient} streams of its professional`,
  );
  console.log(`load average ${loadAtStart} at the start, ${loadAtEnd} at the end\n`);
  console.log(
    `${'streams on'.padEnd(27)}  told   change to event p50/p99/max  change to screen p50/p99/max  bench loop p99/max`,
  );
  console.log(row('one instance', single, a));
  console.log(row('two instances: A (writes)', split, a));
  console.log(row('two instances: B (NOTIFY)', split, b));
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const kb = (bytes: number) => `${(bytes / 1024 / STREAMS).toFixed(1)} KB`;
  console.log(`\ninstance A's memory after a full GC: no stream, ${STREAMS} streams, per stream`);
  console.log(`  RSS        ${mb(idle.rss)}, ${mb(full.rss)}, ${kb(full.rss - idle.rss)}`);
  console.log(
    `  heap used  ${mb(idle.heapUsed)}, ${mb(full.heapUsed)}, ${kb(full.heapUsed - idle.heapUsed)}`,
  );
  console.log(`(bench loop: how late the main thread's event loop ran; the streams are on a worker thread)`);
} finally {
  await holder.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await testDatabase.destroy();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
