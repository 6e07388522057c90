import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/db/migrate.ts';
import type { Db } from '../../src/db/types.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { startSession } from '../../src/modules/auth/services/start-session.ts';
import { waitFor } from '../jobs/fakes.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { freePort } from '../../../../scripts/free-port.mjs';

/**
 * Issue 15, goal 5: two real server processes (as `npm start` runs them, each with its own DATA_DIR,
 * its in-process job worker and no JWT_SECRET) on one PostgreSQL behave as one server. A booking load
 * goes to both at once, every request sent twice, once to each, and the invariants of the booking and
 * messages issues hold: no class over capacity, no client registered twice, waitlist positions 1..n in
 * joining order, each change's message written once and delivered once, no job run twice.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const serverDir = fileURLToPath(new URL('../..', import.meta.url));

const CLIENTS = 80;
const CLASSES = 5;
const CAPACITY = 10;
/** Registered clients of each class who cancel, freeing places for its waitlist. */
const CANCELS = 3;
/** Requests in flight at once, spread over both instances. */
const IN_FLIGHT = 24;
const PASSWORD = 'two-instances-password-1';

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

interface Instance {
  name: string;
  base: string;
  process: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are read field by field
  body: any;
}

/** Runs the tasks with at most `width` in flight, answers in task order. */
async function inFlight<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, lane));
  return results;
}

/** A fixed shuffle (the same every run), so classes and instances interleave. */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  let seed = 15;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', { timeout: 120_000 }, () => {
  let testDatabase: TestDatabase;
  let db: Db;
  const dataDirs: string[] = [];
  const instances: Instance[] = [];

  async function startInstance(name: string, databaseUrl: string): Promise<Instance> {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), `sessionbook-${name}-`));
    dataDirs.push(dataDir);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      // One public address for both, as behind a load balancer: links in messages do not depend on
      // which instance wrote them.
      APP_URL: 'http://app.localhost:8080',
      PUBLIC_URL: 'http://localhost:8080',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'warn',
      WORKER: 'in-process',
    };
    // No JWT_SECRET and separate DATA_DIRs: the instances must agree through the database.
    delete env.JWT_SECRET;
    delete env.RATE_LIMIT;
    delete env.RATE_LIMIT_STORE;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const instance = { name, base: `http://127.0.0.1:${port}`, process: child, output, exited };
    instances.push(instance);
    return instance;
  }

  async function request(instance: Instance, method: string, path: string, token?: string, body?: unknown) {
    const response = await fetch(`${instance.base}/api/${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null } as Reply;
  }

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    db = testDatabase.database.db;
    await runMigrations(testDatabase.database);
    const url = testDatabase.url!;
    const started = [await startInstance('a', url), await startInstance('b', url)];
    for (const instance of started)
      await waitFor(
        `instance ${instance.name} to answer /api/health`,
        async () => {
          if (instance.process.exitCode !== null)
            throw new Error(`instance ${instance.name} exited: ${instance.output.join('')}`);
          return (await fetch(`${instance.base}/api/health`).catch(() => null))?.ok ?? false;
        },
        60_000,
      );
  }, 90_000);

  afterAll(async () => {
    for (const instance of instances) {
      if (instance.process.exitCode === null) instance.process.kill('SIGTERM');
      await instance.exited;
    }
    await testDatabase?.destroy();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** Until every job due now is done (future reminders and voucher consumptions stay pending). */
  const jobsSettled = () =>
    waitFor(
      'the due jobs to finish',
      async () =>
        (
          await rows<{ n: number }>(
            db,
            sql`select count(*)::int n from jobs where status in ('pending', 'running') and run_at <= now()`,
          )
        )[0]!.n === 0,
      30_000,
    );

  it('serves a booking load sent to both as one server', async () => {
    const [a, b] = instances as [Instance, Instance];

    // Both instances stored one secret: a session signed with it is valid on either.
    const secrets = await rows<{ value: string }>(
      db,
      sql`select value from server_secrets where name = 'jwt'`,
    );
    expect(secrets).toHaveLength(1);
    const secret = secrets[0]!.value;

    // A professional signs in on A and schedules on B.
    await db.execute(sql`
      with pro as (
        insert into users (email, username, theme, password_hash, activated_at)
        values ('coach@example.test', 'coach', 'professional', ${await hashPassword(PASSWORD)}, now())
        returning id)
      insert into professional_profiles (user_id, full_name, onboarded) select id, 'Coach', true from pro`);
    const login = await request(a, 'POST', 'auth/login', undefined, {
      email: 'coach@example.test',
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    const proToken: string = login.body.data.token;
    const classIds: string[] = [];
    for (let n = 0; n < CLASSES; n++) {
      const day = String(7 + n).padStart(2, '0');
      const created = await request(b, 'POST', 'events', proToken, {
        start_time: `2030-01-${day}T08:00:00Z`,
        end_time: `2030-01-${day}T09:00:00Z`,
        voucher_type_id: 3,
        is_group_session: true,
        max_event_regs: CAPACITY,
        waitlist_allowed: true,
        title: `Class ${n + 1}`,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      classIds.push(created.body.data[0].id);
    }

    // Clients of the professional, with sessions signed by the test with the instances' shared secret.
    const made = await rows<{ id: string; user_id: string; n: number }>(
      db,
      sql`
        with new_users as (
          insert into users (email, username, activated_at)
          select 'client' || n || '@example.test', 'client' || n, now() from generate_series(1, ${CLIENTS}::int) n
          returning id, username)
        insert into client_profiles (user_id, full_name)
        select id, 'Client ' || username from new_users
        returning id, user_id, substring(full_name from 14)::int n`,
    );
    const professionalId = (await rows<{ id: string }>(db, sql`select id from professional_profiles`))[0]!.id;
    await db.execute(sql`
      insert into professional_clients (professional_id, client_id, full_name, status, initiated_by, confirmed_at)
      select ${professionalId}, id, full_name, 'confirmed', 'client', now() from client_profiles`);
    const clients = await Promise.all(
      made
        .sort((x, y) => x.n - y.n)
        .map(async (row, index) => ({
          clientId: row.id,
          // Even-numbered clients ask for the waitlist when a class is full; odd ones do not.
          wantsWaitlist: index % 2 === 0,
          token: (await startSession(db, { userId: row.user_id, now: new Date(), secret })).token,
        })),
    );

    // Rate limits count for both (the default store on PostgreSQL): sign-ups, 5 a minute per address.
    const signUps: number[] = [];
    for (const instance of [a, b, a, b, a, b])
      signUps.push((await request(instance, 'POST', 'auth/register', undefined, { email: 'bad' })).status);
    expect(signUps).toEqual([422, 422, 422, 422, 422, 429]);

    const figures: string[] = [];
    const timed = async <T>(what: string, count: number, work: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      const result = await work();
      const ms = performance.now() - started;
      figures.push(
        `${what}: ${count} requests in ${Math.round(ms)} ms (${Math.round((count / ms) * 1000)}/s)`,
      );
      return result;
    };

    // 1. Every client registers for every class, each request sent to A and to B at once.
    const attempts = shuffled(clients.flatMap((client) => classIds.map((eventId) => ({ client, eventId }))));
    const registerTasks = attempts.flatMap(({ client, eventId }) =>
      [a, b].map((instance) => async () => ({
        client,
        eventId,
        reply: await request(instance, 'POST', `client/events/${eventId}/register`, client.token, {
          voucher_type_id: 3,
          waitlist: client.wantsWaitlist,
        }),
      })),
    );
    const registered = await timed('register', registerTasks.length, () =>
      inFlight(registerTasks, IN_FLIGHT),
    );
    const outcomes = new Map<string, string[]>();
    for (const { client, eventId, reply } of registered) {
      const outcome =
        reply.status === 201
          ? (reply.body.data.outcome as string)
          : reply.status === 422
            ? `422 ${Object.keys(reply.body.errors ?? {}).join()}`
            : `${reply.status} ${reply.body?.code}`;
      const key = `${eventId}:${client.clientId}`;
      outcomes.set(key, [...(outcomes.get(key) ?? []), outcome].sort());
    }
    for (const { client, eventId } of attempts) {
      const pair = outcomes.get(`${eventId}:${client.clientId}`)!;
      // One of the two took the place or the waitlist entry and its twin found it taken (422 on
      // event_id), or the class was full for one or both; never two places.
      const allowed = client.wantsWaitlist
        ? ['422 event_id|registered', '422 event_id|waitlist_registered']
        : [
            '422 event_id|registered',
            '409 error.event.full|registered',
            '409 error.event.full|409 error.event.full',
          ];
      expect(allowed, `${client.clientId} in ${eventId}`).toContain(pair.join('|'));
    }

    const perClass = async () =>
      rows<{ event_id: string; active: number; waiting: number }>(
        db,
        sql`select e.id event_id,
              (select count(*)::int from event_registrations r where r.event_id = e.id and r.cancelled_at is null) active,
              (select count(*)::int from waitlist_registrations w where w.event_id = e.id and w.cancelled_at is null) waiting
            from events e order by e.start_time`,
      );
    const afterRegistering = await perClass();
    for (const row of afterRegistering) {
      expect(row.active).toBe(CAPACITY);
      expect(row.waiting).toBe(
        clients.filter(
          (client) =>
            client.wantsWaitlist &&
            outcomes.get(`${row.event_id}:${client.clientId}`)!.includes('waitlist_registered'),
        ).length,
      );
    }

    // 2. Some registered clients of each class cancel, each cancellation sent to both at once.
    const toCancel = await rows<{ id: string; client_id: string; event_id: string }>(
      db,
      sql`select id, client_id, event_id from (
            select r.*, row_number() over (partition by event_id order by created_at, id) n
            from event_registrations r where cancelled_at is null) x
          where n <= ${CANCELS}`,
    );
    await jobsSettled();
    const tokenOf = new Map(clients.map((client) => [client.clientId, client.token]));
    const cancelTasks = toCancel.flatMap((registration) =>
      [a, b].map(
        (instance) => () =>
          request(
            instance,
            'POST',
            `client/event-registrations/${registration.id}/cancel`,
            tokenOf.get(registration.client_id),
            {
              reason: 'Cannot come',
            },
          ),
      ),
    );
    const cancelled = await timed('cancel', cancelTasks.length, () => inFlight(cancelTasks, IN_FLIGHT));
    expect(cancelled.filter((reply) => reply.status === 200)).toHaveLength(CLASSES * CANCELS);
    expect(
      cancelled.filter((reply) => reply.status === 409 && reply.body.code === 'error.registration.ended'),
    ).toHaveLength(CLASSES * CANCELS);

    // 3. Every waiting client of each class tries to take a freed place, on both instances at once.
    const waiting = await rows<{ client_id: string; event_id: string }>(
      db,
      sql`select client_id, event_id from waitlist_registrations where cancelled_at is null`,
    );
    const takeTasks = shuffled(waiting).flatMap((entry) =>
      [a, b].map(
        (instance) => () =>
          request(
            instance,
            'POST',
            `client/events/${entry.event_id}/register`,
            tokenOf.get(entry.client_id),
            {
              voucher_type_id: 3,
              waitlist: false,
            },
          ),
      ),
    );
    const taken = await timed('take a freed place', takeTasks.length, () => inFlight(takeTasks, IN_FLIGHT));
    expect(taken.filter((reply) => reply.status === 201)).toHaveLength(CLASSES * CANCELS);
    await jobsSettled();

    // Capacity and uniqueness: full classes, nobody twice, nobody both registered and waiting.
    for (const row of await perClass()) expect(row.active).toBe(CAPACITY);
    expect(
      await rows(
        db,
        sql`
        select event_id, client_id from event_registrations where cancelled_at is null
        group by 1, 2 having count(*) > 1`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        db,
        sql`
        select w.id from waitlist_registrations w join event_registrations r
          on r.event_id = w.event_id and r.client_id = w.client_id and r.cancelled_at is null
        where w.cancelled_at is null`,
      ),
    ).toEqual([]);
    const stillWaiting = await rows<{ event_id: string; client_id: string }>(
      db,
      sql`select event_id, client_id from waitlist_registrations where cancelled_at is null order by event_id, created_at, id`,
    );
    expect(stillWaiting.length).toBe(waiting.length - CLASSES * CANCELS);

    // Waitlist positions, read from either instance: 1..n per class, in joining order.
    const positions = await inFlight(
      stillWaiting.map((entry, index) => async () => {
        const reply = await request(
          index % 2 ? b : a,
          'GET',
          `client/events?start_date=2030-01-07&end_date=2030-01-13&professional_id=${professionalId}`,
          tokenOf.get(entry.client_id),
        );
        expect(reply.status).toBe(200);
        const event = (reply.body.data as { id: string; waitlist_position: number | null }[]).find(
          (item) => item.id === entry.event_id,
        );
        return { eventId: entry.event_id, position: event?.waitlist_position ?? null };
      }),
      IN_FLIGHT,
    );
    for (const eventId of classIds) {
      const mine = positions.filter((entry) => entry.eventId === eventId).map((entry) => entry.position);
      expect(mine).toEqual(mine.map((_, index) => index + 1));
    }

    // Messages: one per change, delivered once (docs/notifications.md). A confirmation per registration
    // ever made and the professional's booking update for it, a confirmation per waitlist place, per
    // cancellation one to the client and one to the professional, and each cancellation told the whole
    // waitlist of its class.
    const registrationsEver = (
      await rows<{ n: number }>(db, sql`select count(*)::int n from event_registrations`)
    )[0]!.n;
    expect(registrationsEver).toBe(CLASSES * (CAPACITY + CANCELS));
    const confirmations = await rows<{ dedupe_key: string; n: number }>(
      db,
      sql`select dedupe_key, count(*)::int n from outbox_messages where template = 'booking_confirmed' group by 1`,
    );
    expect(confirmations).toHaveLength(registrationsEver);
    expect(confirmations.every((row) => row.n === 1)).toBe(true);
    expect(new Set(confirmations.map((row) => row.dedupe_key))).toEqual(
      new Set(
        (await rows<{ id: string }>(db, sql`select id from event_registrations`)).map(
          (row) => `booking:${row.id}`,
        ),
      ),
    );
    const byTemplate = Object.fromEntries(
      (
        await rows<{ template: string; n: number }>(
          db,
          sql`select template, count(*)::int n from outbox_messages group by 1`,
        )
      ).map((row) => [row.template, row.n]),
    );
    const waitingWhenCancelled = afterRegistering.reduce((sum, row) => sum + row.waiting * CANCELS, 0);
    const waitlistEver = (
      await rows<{ n: number }>(db, sql`select count(*)::int n from waitlist_registrations`)
    )[0]!.n;
    expect(byTemplate).toEqual({
      booking_confirmed: registrationsEver,
      booking_update: registrationsEver,
      waitlist_joined: waitlistEver,
      booking_cancelled: CLASSES * CANCELS,
      registration_cancelled: CLASSES * CANCELS,
      waitlist_spot_opened: waitingWhenCancelled,
    });
    expect(
      await rows(
        db,
        sql`select status, transport, attempts, count(*)::int n from outbox_messages group by 1, 2, 3`,
      ),
    ).toEqual([
      {
        status: 'sent',
        transport: 'outbox',
        attempts: 1,
        n: Object.values(byTemplate).reduce((x, y) => x + y),
      },
    ]);

    // Jobs: every due one done in one attempt, and both instances' workers took part.
    const jobStates = await rows<{ kind: string; status: string; attempts: number; n: number }>(
      db,
      sql`select kind, status, attempts, count(*)::int n from jobs where run_at <= now() group by 1, 2, 3 order by 1`,
    );
    expect(jobStates.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
    const workers = await rows<{ locked_by: string; n: number }>(
      db,
      sql`select locked_by, count(*)::int n from jobs where status = 'done' group by 1`,
    );
    expect(workers).toHaveLength(2);

    const totalRequests = registerTasks.length + cancelTasks.length + takeTasks.length + positions.length;
    console.log(
      [
        `two instances, ${CLIENTS} clients, ${CLASSES} classes of ${CAPACITY}, ${IN_FLIGHT} requests in flight:`,
        ...figures,
        `${totalRequests} requests; ${Object.values(byTemplate).reduce((x, y) => x + y)} messages; ` +
          `jobs by worker ${workers.map((row) => row.n).join(' + ')}`,
      ].join('\n  '),
    );

    for (const instance of [a, b]) {
      instance.process.kill('SIGTERM');
      expect(await instance.exited, instance.output.join('')).toBe(0);
    }
  });
});
