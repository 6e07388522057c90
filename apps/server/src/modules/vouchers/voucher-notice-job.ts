import type { NewJob } from '../../jobs/queue.ts';

export const VOUCHER_NOTICE_JOB = 'vouchers.notice';

/**
 * What a client hears of their vouchers (issue 24): a batch added, running low, one returned, and a
 * batch whose end is a week away with vouchers left (docs/product/rules.md#expiry).
 */
export type VoucherNotice = 'added' | 'running_low' | 'returned' | 'expiring';

/** How long before a batch ends its client is told what will expire. */
export const EXPIRY_NOTICE_DAYS = 7;

/**
 * The notice a week before a batch ends, stored with its credit; none for a batch valid a week or
 * less (the client was just told of it by the notice of the batch added).
 */
export function expiringNoticeJob(creditId: string, expiresAt: Date, now: Date): NewJob | null {
  const runAt = new Date(expiresAt.getTime() - EXPIRY_NOTICE_DAYS * 24 * 60 * 60 * 1000);
  if (runAt.getTime() <= now.getTime()) return null;
  return { ...voucherNoticeJob('expiring', creditId), runAt };
}

/**
 * The job that tells a client of one ledger entry (the credit of a batch, the consumption that left
 * them running low, a reversal), stored in the transaction that wrote the entry: it exists exactly
 * when the entry does, and is written once (keyed by the entry). `voucher-notices.ts` handles it.
 */
export const voucherNoticeJob = (notice: VoucherNotice, entryId: string): NewJob => ({
  kind: VOUCHER_NOTICE_JOB,
  payload: { notice, entryId },
  key: `${VOUCHER_NOTICE_JOB}:${notice}:${entryId}`,
});
