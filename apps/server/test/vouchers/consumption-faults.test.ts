import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { clientProfiles, professionalProfiles, users } from '../../src/db/schema/accounts.ts';
import { eventRegistrations } from '../../src/db/schema/bookings.ts';
import { events } from '../../src/db/schema/scheduling.ts';
import { voucherEntries } from '../../src/db/schema/vouchers.ts';
import type { Database, Db } from '../../src/db/types.ts';
import { enqueue } from '../../src/jobs/queue.ts';
import { CONSUME_JOB, scheduleConsumption } from '../../src/modules/vouchers/consumption-job.ts';
import { consumeEvent } from '../../src/modules/vouchers/ledger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { waitFor } from '../jobs/fakes.ts';
import {
  killServerProcesses,
  spawnServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../helpers/server-process.ts';

/**
 * Fault tests of voucher consumption (issue 12, "Done when") on real PostgreSQL: the worker process
 * killed (SIGKILL) in the middle of charging and restarted, two worker processes at once, and two
 * connections charging the same events at the same moment. Each charges every begun event's active
 * registrations exactly once; the balances equal credits minus consumptions computed from the seed.
 * They wait for states (rows, lock waits, log lines), never for a fixed time.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const JWT_SECRET = 'fault-test-jwt-secret-not-for-production';
const APP_URL = 'http://app.localhost:3000';

const GROUP = 3;
const CLIENTS = 40;
const CREDITS = 20;
const MINUTE = 60_000;

type Rows<T> = { rows: T[] };
const rows = <T>(result: unknown): T[] => (result as Rows<T>).rows;

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = rows<T>(await db.execute(query));
  return row!;
}

async function countBy(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, number>> {
  const result = rows<{ key: string; n: number }>(await db.execute(query));
  return Object.fromEntries(result.map((row) => [row.key, row.n]));
}

/**
 * The consumption jobs by status. A charge that leaves a client at 1 or 0 vouchers also schedules
 * its notice (`vouchers.notice`, decision 0029) and that its message's delivery: side jobs of their own.
 */
const jobStatuses = (db: Db) =>
  countBy(
    db,
    sql`select status as key, count(*)::int n from jobs where kind = 'vouchers.consume' group by 1`,
  );
const consumptions = async (db: Db) =>
  (await one<{ n: number }>(db, sql`select count(*)::int n from voucher_entries where kind = 'consumption'`))
    .n;

/** Backends of this database waiting for a lock (behind `pid` only, when given). */
const lockWaiters = async (db: Db, pid?: number) =>
  (
    await one<{ n: number }>(
      db,
      pid === undefined
        ? sql`select count(*)::int n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`
        : sql`select count(*)::int n from pg_stat_activity
              where datname = current_database() and ${pid}::int = any(pg_blocking_pids(pid))`,
    )
  ).n;

/** mulberry32: the same seed makes the same data, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface SeededRegistration {
  id: string;
  clientId: string;
  active: boolean;
}

interface SeededEvent {
  id: string;
  start: Date;
  end: Date;
  begun: boolean;
  cancelled: boolean;
  registrations: SeededRegistration[];
}

interface Seed {
  professionalId: string;
  clientIds: string[];
  /** Begun events in start order, then the events that have not begun. */
  events: SeededEvent[];
  /** Registrations that must be charged: active ones of begun events that were not cancelled. */
  charged: Map<string, SeededEvent>;
  jobs: number;
}

const isCharged = (event: SeededEvent) => event.begun && !event.cancelled;

/**
 * Every kind of vouchers that came down to 1 or fewer told its client once, however often a job ran,
 * whichever worker ran it and however many charges of one client ran at once; no other kind told.
 */
async function expectOneNoticePerLowCharge(db: Db): Promise<void> {
  const { low } = await one<{ low: number }>(
    db,
    sql`select count(*)::int low from (
      select sum(count_delta) left_now from voucher_entries group by client_id, voucher_type_id, duration
    ) kinds where left_now <= 1`,
  );
  expect(low).toBeGreaterThan(0);
  expect(
    await one(db, sql`select count(*)::int n from outbox_messages where template = 'vouchers_running_low'`),
  ).toEqual({ n: low });
}
const activeOf = (event: SeededEvent) => event.registrations.filter((registration) => registration.active);
/** The registration a blocker holds: probably the last one a charge inserts (it scans by client). */
const lastActive = (event: SeededEvent) =>
  activeOf(event).reduce((last, registration) =>
    registration.clientId > last.clientId ? registration : last,
  );

/**
 * One professional, 40 clients with a credit of 20 group vouchers (60 minutes) each, `begun` group
 * classes of 60 minutes that started 10 minutes apart in the past days, and four that start tomorrow.
 * Each class has 1-5 clients; about a fifth of the registrations were cancelled or declined before
 * the start, some clients registered again after cancelling, and every 23rd class was cancelled before
 * it began (half of those still with active registrations, so only the event's cancellation stops the
 * charge). Written with plain inserts, not through the services: the jobs come separately.
 */
async function seed(db: Db, begun: number, seedNumber: number): Promise<Seed> {
  const next = random(seedNumber);
  const now = Date.now();
  const base = Math.floor((now - 3 * 24 * 60 * MINUTE) / MINUTE) * MINUTE;
  const proUser = randomUUID();
  const professionalId = randomUUID();
  const clientUsers = Array.from({ length: CLIENTS }, () => randomUUID());
  const clientIds = Array.from({ length: CLIENTS }, () => randomUUID());
  await db
    .insert(users)
    .values([
      { id: proUser, email: 'pro@example.com', username: 'pro', theme: 'professional' },
      ...clientUsers.map((id, n) => ({ id, email: `client${n}@example.com`, username: `client${n}` })),
    ]);
  await db.insert(professionalProfiles).values({ id: professionalId, userId: proUser, fullName: 'Pro' });
  await db
    .insert(clientProfiles)
    .values(clientIds.map((id, n) => ({ id, userId: clientUsers[n]!, fullName: `Client ${n}` })));

  const seeded: SeededEvent[] = [];
  const event = (start: number, begunNow: boolean, cancelled: boolean): SeededEvent => ({
    id: randomUUID(),
    start: new Date(start),
    end: new Date(start + 60 * MINUTE),
    begun: begunNow,
    cancelled,
    registrations: [],
  });
  for (let n = 0; n < begun; n++) seeded.push(event(base + n * 10 * MINUTE, true, n % 23 === 7));
  for (let n = 0; n < 4; n++) seeded.push(event(now + (24 + n) * 60 * MINUTE, false, false));

  const registrationRows: (typeof eventRegistrations.$inferInsert)[] = [];
  for (const [index, item] of seeded.entries()) {
    const size = 1 + Math.floor(next() * 5);
    const chosen = new Set<string>();
    while (chosen.size < size) chosen.add(clientIds[Math.floor(next() * CLIENTS)]!);
    for (const clientId of chosen) {
      const before = new Date(item.start.getTime() - 2 * 60 * MINUTE);
      const endedByEvent = item.cancelled && index % 2 === 1;
      const roll = next();
      const add = (active: boolean, endedBy: 'client' | 'professional' | 'event' | null) => {
        const id = randomUUID();
        item.registrations.push({ id, clientId, active });
        registrationRows.push({
          id,
          eventId: item.id,
          clientId,
          professionalId,
          voucherTypeId: GROUP,
          createdAt: new Date(item.start.getTime() - 24 * 60 * MINUTE),
          ...(endedBy ? { cancelledAt: before, endedBy } : {}),
        });
      };
      if (endedByEvent) add(false, 'event');
      else if (roll < 0.12) add(false, 'client');
      else if (roll < 0.2) add(false, 'professional');
      else if (roll < 0.26) {
        // Cancelled, then registered again: only the second registration is charged.
        add(false, 'client');
        add(true, null);
      } else add(true, null);
    }
  }
  await db.insert(events).values(
    seeded.map((item) => ({
      id: item.id,
      professionalId,
      startTime: item.start,
      endTime: item.end,
      voucherTypeId: GROUP,
      maxEventRegs: 10,
      isGroupSession: true,
      title: 'Bootcamp',
      ...(item.cancelled
        ? { cancelledAt: new Date(item.start.getTime() - 60 * MINUTE), cancelledReason: 'rain' }
        : {}),
    })),
  );
  await db.insert(eventRegistrations).values(registrationRows);
  await db.insert(voucherEntries).values(
    clientIds.map((clientId) => {
      const id = randomUUID();
      return {
        id,
        batchId: id,
        professionalId,
        clientId,
        voucherTypeId: GROUP,
        duration: 60,
        kind: 'credit',
        countDelta: CREDITS,
        paid: true,
        valueCents: 1_500,
        createdAt: new Date(base - 60 * MINUTE),
      };
    }),
  );

  const charged = new Map<string, SeededEvent>();
  for (const item of seeded.filter(isCharged))
    for (const registration of activeOf(item)) charged.set(registration.id, item);
  return { professionalId, clientIds, events: seeded, charged, jobs: 0 };
}

/**
 * The consumption jobs, as the product schedules them: one at each class's start (the registrations'
 * `scheduleConsumption`), all due by now; `lateAdds` adds, for that share of the begun classes with
 * an active registration, the job of a client added after the start (same event, a key of its own),
 * so two jobs charge one event. The classes of tomorrow get the job of an old start that has passed
 * (as when a class is moved later): it finds the class not begun and charges nothing.
 */
async function scheduleJobs(db: Db, data: Seed, lateAdds: number): Promise<void> {
  const now = new Date();
  const next = random(7);
  let count = 0;
  await db.transaction(async (tx) => {
    for (const item of data.events) {
      if (!item.begun) {
        const oldStart = new Date(now.getTime() - 2 * 60 * MINUTE);
        await enqueue(tx, {
          kind: CONSUME_JOB,
          payload: { eventId: item.id },
          runAt: oldStart,
          key: `${CONSUME_JOB}:${item.id}:${oldStart.getTime()}`,
          maxAttempts: 50,
        });
        count++;
        continue;
      }
      await scheduleConsumption(tx, { id: item.id, startTime: item.start }, now);
      count++;
      const active = activeOf(item);
      if (active.length && next() < lateAdds) {
        await scheduleConsumption(tx, { id: item.id, startTime: item.start }, now, active.at(-1)!.id);
        count++;
      }
    }
  });
  data.jobs = count;
}

/**
 * What "exactly once" means, checked against the seed: one consumption per active registration of
 * every begun, uncancelled class (its client, event, type and duration), none for anything else, no
 * other entries, and every client's balance equal to the credit minus their consumptions.
 */
async function expectChargedExactlyOnce(db: Db, data: Seed): Promise<void> {
  const entries = rows<{
    registration_id: string | null;
    event_id: string | null;
    client_id: string;
    professional_id: string;
    voucher_type_id: number;
    duration: number;
    count_delta: number;
  }>(
    await db.execute(sql`
      select registration_id, event_id, client_id, professional_id, voucher_type_id, duration, count_delta
      from voucher_entries where kind = 'consumption'`),
  );
  expect(entries).toHaveLength(data.charged.size);
  const byRegistration = new Map(entries.map((entry) => [entry.registration_id, entry]));
  expect(byRegistration.size).toBe(entries.length);
  for (const [registrationId, item] of data.charged) {
    const entry = byRegistration.get(registrationId);
    const registration = item.registrations.find((candidate) => candidate.id === registrationId)!;
    expect(entry, `registration ${registrationId} charged`).toEqual({
      registration_id: registrationId,
      event_id: item.id,
      client_id: registration.clientId,
      professional_id: data.professionalId,
      voucher_type_id: GROUP,
      duration: 60,
      count_delta: -1,
    });
  }
  expect(await countBy(db, sql`select kind as key, count(*)::int n from voucher_entries group by 1`)).toEqual(
    { credit: CLIENTS, consumption: data.charged.size },
  );

  const used = new Map<string, number>();
  for (const [registrationId, item] of data.charged) {
    const clientId = item.registrations.find((candidate) => candidate.id === registrationId)!.clientId;
    used.set(clientId, (used.get(clientId) ?? 0) + 1);
  }
  const expected = Object.fromEntries(
    data.clientIds.map((clientId) => [`${clientId}:${GROUP}:60`, CREDITS - (used.get(clientId) ?? 0)]),
  );
  expect(
    await countBy(
      db,
      sql`select client_id || ':' || voucher_type_id || ':' || duration as key, sum(count_delta)::int n
          from voucher_entries where professional_id = ${data.professionalId} group by 1`,
    ),
  ).toEqual(expected);
  // Some balances went negative: the seed charges more than some credits cover, which is allowed.
}

describe.skipIf(!onPostgres)('voucher consumption under faults (PostgreSQL)', { timeout: 240_000 }, () => {
  const children: ServerProcess[] = [];
  const blockers: pg.Client[] = [];
  const extraDatabases: Database[] = [];
  let dataDir = '';
  let testDatabase: TestDatabase | null = null;
  let db: Db;
  let databaseUrl: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'sessionbook-consumption-faults-'));
  });

  /** A brand-new database of its own per test, migrated. */
  async function freshDatabase(): Promise<void> {
    testDatabase = await createTestDatabase('postgres');
    db = testDatabase.database.db;
    await runMigrations(testDatabase.database);
    databaseUrl = testDatabase.url!;
  }

  /** A worker process of ours, as `npm run worker` runs it. */
  function startWorker(): ServerProcess {
    const child = spawnServerProcess('src/worker-main.ts', {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET,
      APP_URL,
      LOG_LEVEL: 'info',
    });
    children.push(child);
    return child;
  }

  /** Waits until no job is pending or running; they must all be done then. */
  async function waitForJobs(data: Seed, workers: ServerProcess[]): Promise<void> {
    await waitFor(
      'every consumption job to finish',
      async () => {
        // Every job, the notices and deliveries the charges caused too.
        const statuses = await countBy(db, sql`select status as key, count(*)::int n from jobs group by 1`);
        return !statuses.pending && !statuses.running;
      },
      120_000,
    );
    expect(await jobStatuses(db), workers.map((worker) => worker.output.join('')).join('\n')).toEqual({
      done: data.jobs,
    });
  }

  /**
   * A connection that holds, uncommitted, the consumption of one active registration of each event:
   * whoever charges those events waits on the unique index, inside its charging transaction, until
   * this one rolls back (then it charges) — a charge caught in flight.
   */
  async function holdCharges(
    data: Seed,
    held: SeededEvent[],
  ): Promise<{ pid: number; release(): Promise<void> }> {
    const client = new pg.Client({ connectionString: databaseUrl });
    blockers.push(client);
    await client.connect();
    const { rows: found } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const pid = found[0]!.pid;
    await client.query('begin');
    const registrations = held.map(lastActive);
    await client.query(
      `insert into voucher_entries
         (professional_id, client_id, voucher_type_id, duration, kind, count_delta, registration_id, event_id)
       select $1, client_id, ${GROUP}, 60, 'consumption', -1, registration_id, event_id
       from unnest($2::uuid[], $3::uuid[], $4::uuid[]) as held(client_id, registration_id, event_id)`,
      [
        data.professionalId,
        registrations.map((registration) => registration.clientId),
        registrations.map((registration) => registration.id),
        held.map((item) => item.id),
      ],
    );
    return {
      pid,
      async release() {
        await client.query('rollback');
        await client.end();
        blockers.splice(blockers.indexOf(client), 1);
      },
    };
  }

  afterEach(async () => {
    await killServerProcesses(children);
    for (const client of blockers.splice(0)) await client.end().catch(() => {});
    for (const database of extraDatabases.splice(0)) await database.close();
    await testDatabase?.destroy();
    testDatabase = null;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('charges every begun event exactly once when the worker is killed mid-run and restarted', async () => {
    await freshDatabase();
    const data = await seed(db, 300, 12);
    await scheduleJobs(db, data, 0.2);
    expect(await jobStatuses(db)).toEqual({ pending: data.jobs });
    // The classes from the 150th on each have one charge held by another transaction: the worker
    // charges the first 149 (committed), then every lane of its batch waits inside a charge of a
    // later class, with more of the batch claimed and not started. That is where the kill lands.
    const begun = data.events.filter((item) => item.begun);
    const cutoff = begun[150]!.start;
    const held = begun.slice(150).filter((item) => isCharged(item) && activeOf(item).length > 0);
    const blocker = await holdCharges(data, held);
    const chargedBefore = [...data.charged.values()].filter((item) => item.start < cutoff).length;

    const first = startWorker();
    await waitFor(
      'the classes before the 150th to be charged',
      async () =>
        (
          await one<{ n: number }>(
            db,
            sql`select count(*)::int n from jobs where run_at < ${cutoff} and status <> 'done'`,
          )
        ).n === 0,
      120_000,
    );
    await waitFor('the worker to wait inside a charge', async () => (await lockWaiters(db, blocker.pid)) > 0);
    const committed = await consumptions(db);
    expect(committed).toBeGreaterThanOrEqual(chargedBefore);
    expect(committed).toBeLessThan(data.charged.size);

    first.process.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    const statusesAtKill = await jobStatuses(db);
    expect(statusesAtKill.running).toBeGreaterThanOrEqual(1);
    expect(await consumptions(db)).toBe(committed);
    // The dead worker's charges in flight are only its server backends now, waiting on the blocker;
    // they go on once it rolls back and are rolled back as they find their client gone.
    await blocker.release();
    // The dead worker's claims stay locked for lockMs (60 s): moving their deadline to the past
    // stands for that minute passing, after which any worker takes them over.
    const expired = rows(
      await db.execute(
        sql`update jobs set locked_until = now() - interval '1 second' where status = 'running' returning id`,
      ),
    );
    expect(expired).toHaveLength(statusesAtKill.running!);

    const second = startWorker();
    await waitForJobs(data, [first, second]);
    await stopServerProcess(second);

    await expectChargedExactlyOnce(db, data);
    // The jobs the dead worker held ran a second time, and only those; none failed on the way.
    expect(
      await countBy(
        db,
        sql`select attempts::text as key, count(*)::int n from jobs where kind = 'vouchers.consume' group by 1`,
      ),
    ).toEqual({ '1': data.jobs - statusesAtKill.running!, '2': statusesAtKill.running });
    expect(await one(db, sql`select count(last_error)::int n from jobs`)).toEqual({ n: 0 });
    await expectOneNoticePerLowCharge(db);
  });

  it('charges every begun event exactly once with two worker processes at once', async () => {
    await freshDatabase();
    const data = await seed(db, 300, 34);
    const workers = [startWorker(), startWorker()];
    for (const worker of workers)
      await waitFor(
        'the worker to run',
        () => worker.output.join('').includes('Sessionbook worker is running'),
        120_000,
      );
    // Every job at once, woken by one NOTIFY at the commit: both workers claim from the first round.
    // Every begun class with a registration has a second job (a late add), so both jobs of a class
    // are due together and often run side by side, on two workers or two lanes of one.
    await scheduleJobs(db, data, 1);
    await waitForJobs(data, workers);
    for (const worker of workers) await stopServerProcess(worker);

    await expectChargedExactlyOnce(db, data);
    const byWorker = await countBy(
      db,
      sql`select locked_by as key, count(*)::int n from jobs
        where attempts = 1 and kind = 'vouchers.consume' group by 1`,
    );
    // No job ran twice (a second attempt would show), and both workers took their share.
    expect(Object.values(byWorker).reduce((sum, n) => sum + n, 0)).toBe(data.jobs);
    expect(Object.keys(byWorker)).toHaveLength(2);
    await expectOneNoticePerLowCharge(db);
  });

  it('charges once when two connections charge the same events at the same moment', async () => {
    await freshDatabase();
    const data = await seed(db, 120, 56);
    const [a, b] = await Promise.all([createDatabase({ databaseUrl }), createDatabase({ databaseUrl })]);
    extraDatabases.push(a, b);
    const charge = (database: Database, item: SeededEvent) =>
      database.db.transaction((tx) => consumeEvent(tx, item.id, new Date()));

    // Five classes a round: a blocker holds one charge of each, both connections start charging all
    // five and wait (on the blocker, or one on the other), so both are inside consumeEvent, past their
    // reads, when the blocker rolls back. Between them they charge each class's registrations once.
    const contested = data.events.filter((item) => isCharged(item) && activeOf(item).length > 0);
    for (let from = 0; from < contested.length; from += 5) {
      const round = contested.slice(from, from + 5);
      const blocker = await holdCharges(data, round);
      const charges = round.map((item) => Promise.all([charge(a, item), charge(b, item)]));
      await waitFor('both connections to wait inside each charge', async () => {
        return (await lockWaiters(db)) === 2 * round.length;
      });
      await blocker.release();
      const inserted = await Promise.all(charges);
      inserted.forEach(([byA, byB], index) => {
        expect(byA + byB, `class ${round[index]!.id}`).toBe(activeOf(round[index]!).length);
      });
    }
    // The rest (cancelled, not begun, nobody active) charge nothing; a second run of all charges nothing.
    const again = await Promise.all(data.events.flatMap((item) => [charge(a, item), charge(b, item)]));
    expect(again.reduce((sum, n) => sum + n, 0)).toBe(0);

    await expectChargedExactlyOnce(db, data);
  });
});
