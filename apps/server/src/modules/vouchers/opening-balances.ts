import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import { professionalClients } from '../../db/schema/client-book.ts';
import { openingBalances, voucherEntries } from '../../db/schema/vouchers.ts';
import type { Db } from '../../db/types.ts';
import { enqueueAll } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { expiryJob } from './expiry.ts';
import { expiringNoticeJob } from './voucher-notice-job.ts';
import { OPEN_IMPORTED_JOB } from '../clients/opening-balances-job.ts';
import { recordWebhookEvents } from '../webhooks/record-event.ts';
import { creditChange, voucherWebhook } from './webhook-data.ts';

/**
 * Opening balances of imported clients (docs/decisions/0048-import-and-export.md): kept beside the book
 * entry until the client has an account and is confirmed, then credited to the ledger as `credit`
 * batches with source `import`. The vouchers module owns both tables (decision 0039); the import writes
 * through `insertOpeningBalances`.
 */

export { OPEN_IMPORTED_JOB };

export interface NewOpeningBalance {
  professionalId: string;
  professionalClientId: string;
  voucherTypeId: number;
  duration: number;
  count: number;
  /** When the balance's vouchers expire once credited; null: never. */
  expiresAt?: Date | null;
}

/** Rows per statement: well under PostgreSQL's 65,535 parameters at 5 each. */
const CHUNK = 2000;

/** Stores the opening balances of imported book entries, in the import's transaction. */
export async function insertOpeningBalances(
  db: Db,
  rows: readonly NewOpeningBalance[],
  now: Date,
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK)
    await db
      .insert(openingBalances)
      .values(rows.slice(start, start + CHUNK).map((row) => ({ ...row, createdAt: now })));
}

/**
 * Credits the entry's opening balances to its client, each as a batch of its own (paid, its value if
 * one was given, source `import`), and deletes them, in the caller's transaction. Exactly once: the
 * delete takes the rows, so a second run (or a second worker at once, which waits for the first) finds
 * none. An entry not confirmed with an account, or ended, is left as it is. Returns how many batches.
 */
export async function creditOpeningBalances(
  db: Db,
  professionalClientId: string,
  now: Date,
): Promise<number> {
  const [entry] = await db
    .select({ professionalId: professionalClients.professionalId, clientId: professionalClients.clientId })
    .from(professionalClients)
    .where(
      and(
        eq(professionalClients.id, professionalClientId),
        eq(professionalClients.status, 'confirmed'),
        isNotNull(professionalClients.clientId),
        isNull(professionalClients.endedAt),
      ),
    );
  if (!entry?.clientId) return 0;
  const taken = await db
    .delete(openingBalances)
    .where(eq(openingBalances.professionalClientId, professionalClientId))
    .returning();
  if (taken.length === 0) return 0;
  const { clientId } = entry;
  const credits = await db
    .insert(voucherEntries)
    .values(
      taken
        // The order they were imported in, so the batches list as the file had them.
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
        .map((balance) => {
          const batchId = randomUUID();
          return {
            id: batchId,
            batchId,
            professionalId: entry.professionalId,
            clientId,
            voucherTypeId: balance.voucherTypeId,
            duration: balance.duration,
            kind: 'credit',
            countDelta: balance.count,
            paid: balance.paid,
            valueCents: balance.valueCents,
            expiresAt: balance.expiresAt,
            source: 'import',
            createdAt: now,
          };
        }),
    )
    .returning();
  // A balance with an end expires like any batch (docs/product/rules.md#expiry), told a week ahead.
  await enqueueAll(
    db,
    credits.flatMap(({ id, expiresAt }) => {
      if (!expiresAt) return [];
      const notice = expiringNoticeJob(id, expiresAt, now);
      return [expiryJob(id, expiresAt), ...(notice ? [notice] : [])];
    }),
  );
  await recordWebhookEvents(
    db,
    entry.professionalId,
    credits.map((credit) => voucherWebhook(db, 'voucher.credited', creditChange(credit, 'opening_balance'))),
    now,
  );
  return taken.length;
}

/** The handler of `vouchers.open_imported`: credits once, in one transaction with the job's completion. */
export const openImportedHandler = (deps: AppDeps): JobHandler => ({
  async run({ job, complete }) {
    const professionalClientId = String(job.payload.professionalClientId);
    await complete((tx) => creditOpeningBalances(tx, professionalClientId, deps.clock()));
  },
});
