import { eq } from 'drizzle-orm';
import { openingBalances } from '../../db/schema/vouchers.ts';
import type { Db } from '../../db/types.ts';
import { enqueue } from '../../jobs/queue.ts';

/**
 * The job that credits an imported client's opening balances once they are a confirmed client with an
 * account (docs/decisions/0048-import-and-export.md); its handler is the vouchers module's
 * (vouchers/opening-balances.ts). Named here because the book, below vouchers, is what confirms.
 */
export const OPEN_IMPORTED_JOB = 'vouchers.open_imported';

/**
 * Enqueues the crediting of the entry's opening balances, in the transaction that confirms it, when it
 * has any: keyed by the entry, so it is stored once however often the entry is confirmed.
 */
export async function enqueueOpeningBalances(db: Db, professionalClientId: string): Promise<void> {
  const [held] = await db
    .select({ id: openingBalances.id })
    .from(openingBalances)
    .where(eq(openingBalances.professionalClientId, professionalClientId))
    .limit(1);
  if (!held) return;
  await enqueue(db, {
    kind: OPEN_IMPORTED_JOB,
    payload: { professionalClientId },
    key: `${OPEN_IMPORTED_JOB}:${professionalClientId}`,
  });
}
