import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { jobs } from '../db/schema/messaging.ts';
import type { Db } from '../db/types.ts';

/** Every worker listens here; a NOTIFY sent in a transaction arrives at its commit, never before. */
export const JOBS_CHANNEL = 'sessionbook_jobs';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** When it may run; now when left out. */
  runAt?: Date;
  /** At most one job per key, ever: a second enqueue with the same key is a no-op. */
  key?: string;
  maxAttempts?: number;
}

/**
 * Stores a job in the caller's transaction, so it exists exactly when the change that caused it
 * commits. Returns false when a job with the same key already exists.
 */
export async function enqueue(db: Db, job: NewJob): Promise<boolean> {
  return (await enqueueAll(db, [job])) > 0;
}

/**
 * Stores jobs in the caller's transaction in one statement with its NOTIFY (a booking writes three:
 * one round trip to the database instead of three). Jobs whose key already exists are skipped;
 * returns how many were stored.
 */
export async function enqueueAll(db: Db, all: readonly NewJob[]): Promise<number> {
  if (all.length === 0) return 0;
  const optional = (value: unknown) => (value === undefined ? sql`default` : sql`${value}`);
  const rows = all.map(
    (job) =>
      sql`(${job.kind}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${optional(job.runAt?.toISOString())},
           ${job.key ?? null}, ${optional(job.maxAttempts || undefined)})`,
  );
  const result = await db.execute(sql`
    with inserted as (
      insert into ${jobs} (kind, payload, run_at, key, max_attempts)
      values ${sql.join(rows, sql`, `)}
      on conflict (key) do nothing
      returning id)
    select count(*)::int as n, (select pg_notify(${JOBS_CHANNEL}, '') from inserted limit 1) from inserted`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/** Cancels the pending jobs whose key starts with `keyPrefix` (a reminder whose booking ended). */
export async function cancelPendingJobs(db: Db, keyPrefix: string): Promise<number> {
  const cancelled = await db
    .update(jobs)
    .set({ status: 'cancelled', finishedAt: sql`now()` })
    .where(and(eq(jobs.status, 'pending'), like(jobs.key, `${escapeLike(keyPrefix)}%`)))
    .returning({ id: jobs.id });
  return cancelled.length;
}

export async function findJobs(db: Db, where: { kind?: string; statuses?: string[] }): Promise<JobRow[]> {
  const conditions = [
    where.kind ? eq(jobs.kind, where.kind) : undefined,
    where.statuses ? inArray(jobs.status, where.statuses) : undefined,
  ].filter((condition) => condition !== undefined);
  return db
    .select()
    .from(jobs)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(jobs.runAt);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
