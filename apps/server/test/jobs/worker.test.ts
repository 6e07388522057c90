import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { jobs } from '../../src/db/schema/messaging.ts';
import type { Database, Db } from '../../src/db/types.ts';
import { retryDelayMs } from '../../src/jobs/backoff.ts';
import { enqueue, enqueueAll, findJobs, type JobRow } from '../../src/jobs/queue.ts';
import {
  createWorker,
  PermanentJobError,
  type JobHandlers,
  type WorkerOptions,
} from '../../src/jobs/worker.ts';
import {
  createTestDatabase,
  databaseKinds,
  truncateAll,
  type TestDatabase,
} from '../helpers/test-database.ts';

/**
 * The job engine (issue 11) on both databases, with a clock the tests move: a job runs once, waits
 * for its time, is stored once per key, is retried with the backoff delays, is taken over when its
 * worker died, and runs exactly once when two workers drain the same jobs.
 */
describe.each(databaseKinds)('job worker on %s', (kind) => {
  let testDatabase: TestDatabase;
  let database: Database;
  let db: Db;
  let now: Date;
  const clock = () => now;
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    database = testDatabase.database;
    db = database.db;
    await runMigrations(database);
    // What a job writes through complete() or onFailed: no unique constraint, so a duplicate shows.
    await db.execute(
      sql`create table job_effects (id serial primary key, job_id uuid not null, worker text not null, what text not null)`,
    );
  });
  beforeEach(async () => {
    await truncateAll(database);
    // A minute ahead of the database's now(), so a job stored with the default run_at is due.
    now = new Date(Date.now() + 60_000);
  });
  afterAll(() => testDatabase.destroy());

  const worker = (handlers: JobHandlers, options: Partial<WorkerOptions> = {}) =>
    createWorker({ database, handlers, clock, id: 'worker-a', ...options });

  const effects = async (): Promise<{ job_id: string; worker: string; what: string }[]> =>
    rows(await db.execute(sql`select job_id, worker, what from job_effects order by id`));

  const jobById = async (id: string): Promise<JobRow> => {
    const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
    if (!job) throw new Error(`no job ${id}`);
    return job;
  };

  const onlyJob = async (): Promise<JobRow> => {
    const all = await findJobs(db, {});
    expect(all).toHaveLength(1);
    return all[0]!;
  };

  const recordEffect = (tx: Db, job: JobRow, workerId: string, what: string) =>
    tx.execute(sql`insert into job_effects (job_id, worker, what) values (${job.id}, ${workerId}, ${what})`);

  it('runs a job once, in the transaction that marks it done', async () => {
    const runs: string[] = [];
    const w = worker({
      'test.once': {
        async run({ job, complete }) {
          runs.push(job.id);
          await complete((tx) => recordEffect(tx, job, 'worker-a', 'ran'));
        },
      },
    });
    await db.transaction((tx) => enqueue(tx, { kind: 'test.once', payload: { n: 1 } }));
    expect(await w.drain()).toBe(1);
    expect(await w.drain()).toBe(0);
    const job = await onlyJob();
    expect(runs).toEqual([job.id]);
    expect(job).toMatchObject({ status: 'done', attempts: 1, payload: { n: 1 }, lockedUntil: null });
    expect(job.finishedAt).toEqual(now);
    expect(await effects()).toEqual([{ job_id: job.id, worker: 'worker-a', what: 'ran' }]);
  });

  it('marks a job done when its handler returns without calling complete()', async () => {
    let ran = 0;
    const w = worker({ 'test.plain': { run: async () => void ran++ } });
    await enqueue(db, { kind: 'test.plain' });
    expect(await w.drain()).toBe(1);
    expect(ran).toBe(1);
    expect((await onlyJob()).status).toBe('done');
  });

  it('leaves a job scheduled for later until its time', async () => {
    let ran = 0;
    const w = worker({ 'test.later': { run: async () => void ran++ } });
    await enqueue(db, { kind: 'test.later', runAt: new Date(now.getTime() + 10 * 60_000) });
    expect(await w.drain()).toBe(0);
    advance(10 * 60_000 - 1);
    expect(await w.drain()).toBe(0);
    expect(ran).toBe(0);
    advance(1);
    expect(await w.drain()).toBe(1);
    expect(ran).toBe(1);
  });

  it('stores one job per key, however often it is enqueued, also after it ran', async () => {
    const w = worker({ 'test.keyed': { run: async () => {} } });
    expect(await db.transaction((tx) => enqueue(tx, { kind: 'test.keyed', key: 'reminder:1' }))).toBe(true);
    expect(await db.transaction((tx) => enqueue(tx, { kind: 'test.keyed', key: 'reminder:1' }))).toBe(false);
    expect(await w.drain()).toBe(1);
    expect(await enqueue(db, { kind: 'test.keyed', key: 'reminder:1' })).toBe(false);
    expect(await w.drain()).toBe(0);
    expect((await onlyJob()).status).toBe('done');
  });

  it('stores several jobs in one statement, skipping the keys that exist, and runs each once', async () => {
    const ran: string[] = [];
    const w = worker({ 'test.many': { run: async ({ job }) => void ran.push(String(job.payload.n)) } });
    await enqueue(db, { kind: 'test.many', key: 'many:1', payload: { n: 1 } });
    const later = new Date(now.getTime() + 60_000);
    const stored = await db.transaction((tx) =>
      enqueueAll(tx, [
        { kind: 'test.many', key: 'many:1', payload: { n: 'again' } },
        { kind: 'test.many', key: 'many:2', payload: { n: 2 }, maxAttempts: 7 },
        { kind: 'test.many', payload: { n: 3 }, runAt: later },
      ]),
    );
    expect(stored).toBe(2);
    expect(await enqueueAll(db, [])).toBe(0);
    const all = await findJobs(db, { kind: 'test.many' });
    expect(all.map((job) => [job.key, job.payload.n])).toEqual([
      ['many:1', 1],
      ['many:2', 2],
      [null, 3],
    ]);
    expect(all[1]!.maxAttempts).toBe(7);
    expect(all[2]!.runAt).toEqual(later);
    expect(await w.drain()).toBe(2);
    advance(60_001);
    expect(await w.drain()).toBe(1);
    expect(ran.sort()).toEqual(['1', '2', '3']);
  });

  it('stores no job when the transaction that enqueued it rolls back', async () => {
    const w = worker({ 'test.rollback': { run: async () => {} } });
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, { kind: 'test.rollback', key: 'gone' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await findJobs(db, {})).toEqual([]);
    expect(await w.drain()).toBe(0);
    // The key was never taken.
    expect(await enqueue(db, { kind: 'test.rollback', key: 'gone' })).toBe(true);
  });

  it('retries a throwing handler after the backoff delays and fails it after maxAttempts', async () => {
    const errors: unknown[] = [];
    let ran = 0;
    const failed: { job: JobRow; error: unknown }[] = [];
    const w = worker(
      {
        'test.flaky': {
          async run() {
            ran++;
            throw new Error(`boom ${ran}`);
          },
          async onFailed(tx, job, error) {
            failed.push({ job, error });
            await recordEffect(tx, job, 'worker-a', 'failed');
          },
        },
      },
      { onError: (error) => errors.push(error) },
    );
    await enqueue(db, { kind: 'test.flaky', maxAttempts: 4 });
    const { id } = await onlyJob();
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await w.drain()).toBe(1);
      const job = await jobById(id);
      const delay = retryDelayMs(attempt);
      expect(job).toMatchObject({ status: 'pending', attempts: attempt, lastError: `boom ${attempt}` });
      expect(job.runAt).toEqual(new Date(now.getTime() + delay));
      advance(delay - 1);
      expect(await w.drain()).toBe(0);
      advance(1);
    }
    expect(await w.drain()).toBe(1);
    const job = await jobById(id);
    expect(job).toMatchObject({ status: 'failed', attempts: 4, lastError: 'boom 4', lockedUntil: null });
    expect(job.finishedAt).toEqual(now);
    expect(ran).toBe(4);
    expect(errors).toHaveLength(4);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.error).toBeInstanceOf(Error);
    expect(await effects()).toEqual([{ job_id: id, worker: 'worker-a', what: 'failed' }]);
    advance(24 * 3600_000);
    expect(await w.drain()).toBe(0);
  });

  it('fails a job at once on PermanentJobError and calls onFailed in the same transaction', async () => {
    const failed: unknown[] = [];
    const w = worker({
      'test.refused': {
        async run() {
          throw new PermanentJobError('550 no such mailbox');
        },
        async onFailed(tx, job, error) {
          failed.push(error);
          await recordEffect(tx, job, 'worker-a', 'failed');
        },
      },
    });
    await enqueue(db, { kind: 'test.refused' });
    expect(await w.drain()).toBe(1);
    const job = await onlyJob();
    expect(job).toMatchObject({ status: 'failed', attempts: 1, lastError: '550 no such mailbox' });
    expect(failed).toHaveLength(1);
    expect(failed[0]).toBeInstanceOf(PermanentJobError);
    expect(await effects()).toHaveLength(1);
    advance(24 * 3600_000);
    expect(await w.drain()).toBe(0);
  });

  it('fails a job of an unknown kind at once', async () => {
    await enqueue(db, { kind: 'test.nobody' });
    expect(await worker({}).drain()).toBe(1);
    expect(await onlyJob()).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('takes over a job whose worker died after claiming it, and writes its effects once', async () => {
    const lockMs = 30_000;
    let entered!: () => void;
    const claimedByA = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const errorsOfA: unknown[] = [];
    // Worker A claims the job and then hangs (as a process that died keeps its claim).
    const a = worker(
      {
        'test.slow': {
          async run({ job, complete }) {
            entered();
            await gate;
            await complete((tx) => recordEffect(tx, job, 'worker-a', 'done'));
          },
        },
      },
      { lockMs, onError: (error) => errorsOfA.push(error) },
    );
    const b = worker(
      {
        'test.slow': {
          run: ({ job, complete }) => complete((tx) => recordEffect(tx, job, 'worker-b', 'done')),
        },
      },
      { id: 'worker-b', lockMs },
    );
    await enqueue(db, { kind: 'test.slow' });
    const drainingA = a.drain();
    await claimedByA;
    expect(await onlyJob()).toMatchObject({ status: 'running', lockedBy: 'worker-a', attempts: 1 });

    // While A's lock holds, nobody else takes the job.
    advance(lockMs - 1);
    expect(await b.drain()).toBe(0);
    advance(2);
    expect(await b.drain()).toBe(1);
    expect(await onlyJob()).toMatchObject({ status: 'done', lockedBy: 'worker-b', attempts: 2 });

    // A wakes up and finishes: its complete() finds the job no longer its own and writes nothing.
    release();
    await drainingA;
    expect(errorsOfA).toEqual([]);
    expect(await onlyJob()).toMatchObject({ status: 'done', lockedBy: 'worker-b', attempts: 2 });
    expect(await effects()).toEqual([{ job_id: (await onlyJob()).id, worker: 'worker-b', what: 'done' }]);
  });

  it('is woken by the NOTIFY of a commit when started, without waiting for its poll', async () => {
    const done: string[] = [];
    const w = worker(
      { 'test.notified': { run: async ({ job }) => void done.push(job.id) } },
      { pollMs: 600_000 },
    );
    await w.start();
    try {
      for (const n of [1, 2]) {
        await db.transaction((tx) => enqueue(tx, { kind: 'test.notified', payload: { n } }));
        await waitFor(async () => done.length === n, 10_000);
      }
    } finally {
      await w.stop();
    }
    expect((await findJobs(db, { statuses: ['done'] })).map((job) => job.id).sort()).toEqual(
      [...done].sort(),
    );
  });

  // 500 jobs, each its own claim and commit: a minute of margin for a loaded machine (34 s seen).
  it(
    'runs each of 500 jobs exactly once when two workers drain them at the same time',
    { timeout: 90_000 },
    async () => {
      // On PostgreSQL the second worker has its own pool, as another process would; PGlite has one
      // connection, which serialises the two workers' statements but not their interleaving.
      let second: Database | null = null;
      if (kind === 'postgres') {
        second = await createDatabase({ databaseUrl: testDatabase.url });
      }
      try {
        const runs = new Map<string, number>();
        const handlers = (workerId: string): JobHandlers => ({
          'test.many': {
            async run({ job, complete }) {
              runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
              await complete((tx) => recordEffect(tx, job, workerId, 'done'));
            },
          },
        });
        await db.transaction(async (tx) => {
          for (let n = 0; n < 500; n++) await enqueue(tx, { kind: 'test.many', payload: { n } });
        });
        const a = worker(handlers('worker-a'));
        const b = createWorker({
          database: second ?? database,
          handlers: handlers('worker-b'),
          clock,
          id: 'worker-b',
        });
        const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);

        expect(ranA + ranB).toBe(500);
        expect(runs.size).toBe(500);
        expect([...runs.values()].every((count) => count === 1)).toBe(true);
        const written = await effects();
        expect(written).toHaveLength(500);
        expect(new Set(written.map((row) => row.job_id)).size).toBe(500);
        const [summary] = rows<{ status: string; attempts: number; n: number }>(
          await db.execute(sql`select status, attempts, count(*)::int n from jobs group by status, attempts`),
        );
        expect(summary).toEqual({ status: 'done', attempts: 1, n: 500 });
        if (kind === 'postgres') {
          // Both took part: the claims really ran side by side.
          expect(ranA).toBeGreaterThan(0);
          expect(ranB).toBeGreaterThan(0);
        }
      } finally {
        await second?.close();
      }
    },
  );
});

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
