import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { jobs } from '../db/schema.ts';
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
  const inserted = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      ...(job.runAt ? { runAt: job.runAt } : {}),
      ...(job.key ? { key: job.key } : {}),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  if (inserted.length) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  return inserted.length > 0;
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
