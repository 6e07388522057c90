/**
 * Expiry (docs/product/rules.md#expiry, docs/decisions/0047-packs-and-expiry.md): at the end of a batch's
 * validity one `expiry` entry takes what the batch still holds, by the replay of
 * packages/domain/src/voucher-expiry.ts of the ledger as it stood at that moment. The entry is
 * dated at that moment, so a worker that runs late (or twice, or two at once) writes the same entry
 * once: the batch's kind is locked, earlier due batches of the kind expire first, and a unique index
 * holds one expiry per batch.
 */
import { replayHoldings, type LedgerStep } from '@sessionbook/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import { voucherEntries } from '../../db/schema/vouchers.ts';
import type { Db } from '../../db/types.ts';
import type { NewJob } from '../../jobs/queue.ts';
import { PermanentJobError, type JobHandler } from '../../jobs/worker.ts';
import { recordWebhookEvent } from '../webhooks/record-event.ts';
import { voucherWebhook } from './webhook-data.ts';

export const EXPIRE_JOB = 'vouchers.expire';

/** The job a credit with an end stores: it runs at the end, once per batch. */
export const expiryJob = (batchId: string, expiresAt: Date): NewJob => ({
  kind: EXPIRE_JOB,
  payload: { batchId },
  runAt: expiresAt,
  key: `${EXPIRE_JOB}:${batchId}`,
  maxAttempts: 50,
});

type Entry = typeof voucherEntries.$inferSelect;

/** A ledger entry as the replay of packages/domain/src/voucher-expiry.ts reads it. */
export const stepOf = (entry: Entry): LedgerStep => ({
  kind: entry.kind,
  batchId: entry.batchId,
  delta: entry.countDelta,
  at: entry.createdAt,
  ...(entry.batchId !== null && entry.kind !== 'expiry' ? { expiresAt: entry.expiresAt } : {}),
});

/**
 * Expires every batch of the kind of `batchId` whose end has come by `now` and that has not expired,
 * soonest first; returns how many vouchers expired.
 */
export async function expireDueBatches(db: Db, batchId: string, now: Date): Promise<number> {
  const [credit] = await db
    .select()
    .from(voucherEntries)
    .where(and(eq(voucherEntries.id, batchId), eq(voucherEntries.kind, 'credit')));
  if (!credit) return 0;
  const kind = and(
    eq(voucherEntries.professionalId, credit.professionalId),
    eq(voucherEntries.clientId, credit.clientId),
    eq(voucherEntries.voucherTypeId, credit.voucherTypeId),
    eq(voucherEntries.duration, credit.duration),
  );
  // One expiry run per kind at a time: every credit of the kind stays locked until the commit.
  await db
    .select({ id: voucherEntries.id })
    .from(voucherEntries)
    .where(and(kind, eq(voucherEntries.kind, 'credit')))
    .orderBy(asc(voucherEntries.seq))
    .for('update');
  const entries: Entry[] = await db
    .select()
    .from(voucherEntries)
    .where(kind)
    .orderBy(asc(voucherEntries.seq));
  const steps = entries.map(stepOf);
  const due = [...replayHoldings(steps, now).batches.entries()]
    .filter(([, batch]) => !batch.ended && batch.expiresAt && batch.expiresAt.getTime() <= now.getTime())
    .map(([id, batch]) => ({ id, expiresAt: batch.expiresAt! }))
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || (a.id < b.id ? -1 : 1));
  let expired = 0;
  for (const batch of due) {
    const count = replayHoldings(steps, batch.expiresAt).batches.get(batch.id)?.left ?? 0;
    const [row] = await db
      .insert(voucherEntries)
      .values({
        professionalId: credit.professionalId,
        clientId: credit.clientId,
        voucherTypeId: credit.voucherTypeId,
        duration: credit.duration,
        kind: 'expiry',
        batchId: batch.id,
        countDelta: -count,
        createdAt: batch.expiresAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    // What this run wrote counts for the batches after it, as the ledger will read.
    steps.push(stepOf(row));
    expired += count;
    if (count > 0)
      await recordWebhookEvent(db, {
        professionalId: credit.professionalId,
        at: now,
        ...voucherWebhook(db, 'voucher.expired', {
          professionalId: credit.professionalId,
          clientId: credit.clientId,
          voucherTypeId: credit.voucherTypeId,
          duration: credit.duration,
          batchId: batch.id,
          count,
          expiresAt: batch.expiresAt,
        }),
      });
  }
  return expired;
}
/** The job: expire what is due, in the transaction that marks it done. */
export function expiryHandler(deps: Pick<AppDeps, 'clock'>): JobHandler {
  return {
    async run({ job, complete }) {
      const batchId = job.payload.batchId;
      if (typeof batchId !== 'string') throw new PermanentJobError('vouchers.expire without a batch id');
      await complete((tx) => expireDueBatches(tx, batchId, deps.clock()));
    },
  };
}
