import type { NewJob } from '../../jobs/queue.ts';

export const VOUCHER_NOTICE_JOB = 'vouchers.notice';

/** What a client hears of their vouchers (issue 24): a batch added, running low, one returned. */
export type VoucherNotice = 'added' | 'running_low' | 'returned';

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
