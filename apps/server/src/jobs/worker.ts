import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { jobs } from '../db/schema/messaging.ts';
import type { Database, Db } from '../db/types.ts';
import { retryDelayMs } from './backoff.ts';
import { JOBS_CHANNEL, type JobRow } from './queue.ts';

/** A failure that no retry can fix (a refused address): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface JobContext {
  job: JobRow;
  /**
   * Runs `work` in one transaction with marking the job done, so what a job writes to the database
   * happens exactly once: if another worker has taken the job over meanwhile, nothing is written.
   */
  complete(work?: (tx: Db) => Promise<unknown>): Promise<void>;
}

export interface JobHandler {
  run(context: JobContext): Promise<void>;
  /** Called in the transaction that marks the job failed for good (its last attempt, or permanent). */
  onFailed?(tx: Db, job: JobRow, error: unknown): Promise<void>;
}

export type JobHandlers = Record<string, JobHandler>;

export interface WorkerOptions {
  database: Database;
  handlers: JobHandlers;
  clock?: () => Date;
  /** Names this worker in `locked_by`; unique per process by default. */
  id?: string;
  /** Jobs claimed per round trip. */
  batchSize?: number;
  /** Jobs of a batch run side by side. */
  concurrency?: number;
  /** How often to look for due jobs when no NOTIFY wakes the worker (scheduled jobs, other hosts). */
  pollMs?: number;
  /** A claimed job not finished within this time is taken over by any worker (its worker died). */
  lockMs?: number;
  onError?: (error: unknown, job: JobRow | null) => void;
}

export interface Worker {
  readonly id: string;
  /** Listens for new jobs and polls until stopped. */
  start(): Promise<void>;
  /** Stops claiming and waits for the jobs in hand. */
  stop(): Promise<void>;
  /** Runs every job due now, batch after batch, until none is left; returns how many ran. */
  drain(): Promise<number>;
}

export function createWorker(options: WorkerOptions): Worker {
  const { database, handlers } = options;
  const clock = options.clock ?? (() => new Date());
  const id = options.id ?? `worker-${randomUUID()}`;
  const batchSize = options.batchSize ?? 20;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const pollMs = options.pollMs ?? 1_000;
  const lockMs = options.lockMs ?? 60_000;
  const onError = options.onError ?? (() => {});
  const db = database.db;

  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let woken = false;
  let unlisten: (() => Promise<void>) | null = null;

  async function claim(): Promise<JobRow[]> {
    const now = clock();
    // Pending jobs that are due, and running jobs whose worker missed its deadline (it died).
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        or(
          and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: id,
        lockedUntil: new Date(now.getTime() + lockMs),
      })
      .where(inArray(jobs.id, due))
      .returning();
    return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
  }

  /** Marks the job done in `tx` if this worker still holds it; else throws so `tx` rolls back. */
  async function markDone(tx: Db, job: JobRow): Promise<void> {
    const done = await tx
      .update(jobs)
      .set({ status: 'done', finishedAt: clock(), lockedUntil: null })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, id), eq(jobs.status, 'running')))
      .returning({ id: jobs.id });
    if (!done.length) throw new LostJobError(job.id);
  }

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers[job.kind];
    let completed = false;
    try {
      if (!handler) throw new PermanentJobError(`no handler for job kind "${job.kind}"`);
      await handler.run({
        job,
        async complete(work) {
          if (completed) throw new Error('complete() called twice');
          await db.transaction(async (tx) => {
            if (work) await work(tx);
            await markDone(tx, job);
          });
          completed = true;
        },
      });
      if (!completed) await db.transaction((tx) => markDone(tx, job));
    } catch (error) {
      if (error instanceof LostJobError) return;
      onError(error, job);
      await fail(job, handler, error).catch((failError: unknown) => onError(failError, job));
    }
  }

  async function fail(job: JobRow, handler: JobHandler | undefined, error: unknown): Promise<void> {
    const permanent = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 2_000);
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(jobs)
        .set(
          permanent
            ? { status: 'failed', lastError, finishedAt: clock(), lockedUntil: null }
            : {
                status: 'pending',
                lastError,
                lockedUntil: null,
                runAt: new Date(clock().getTime() + retryDelayMs(job.attempts)),
              },
        )
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, id), eq(jobs.status, 'running')))
        .returning({ id: jobs.id });
      if (updated.length && permanent) await handler?.onFailed?.(tx, job, error);
    });
  }

  async function runBatch(batch: JobRow[]): Promise<void> {
    const queue = [...batch];
    const lanes = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await runOne(job);
    });
    await Promise.all(lanes);
  }

  async function drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const batch = await claim();
      if (!batch.length) return ran;
      await runBatch(batch);
      ran += batch.length;
    }
  }

  async function sleep(): Promise<void> {
    if (woken) {
      woken = false;
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
    woken = false;
  }

  return {
    id,
    async start() {
      if (running) return;
      running = true;
      unlisten = await database
        .listen(JOBS_CHANNEL, () => {
          woken = true;
          wake?.();
        })
        .catch((error: unknown) => {
          onError(error, null);
          return null;
        });
      loop = (async () => {
        while (running) {
          try {
            await drain();
          } catch (error) {
            onError(error, null);
          }
          if (running) await sleep();
        }
      })();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = null;
      await unlisten?.();
      unlisten = null;
    },
    drain,
  };
}

/** The job was taken over by another worker after this one's lock ran out: leave it to that one. */
class LostJobError extends Error {
  constructor(jobId: string) {
    super(`job ${jobId} is no longer held by this worker`);
  }
}
