/**
 * The rules of vouchers (docs/product/entities-and-states.md#voucher-ledger,
 * docs/product/rules.md#voucher-consumption and docs/product/constants.md#vouchers;
 * docs/product/rules.md#voucher-balances, docs/product/rules.md#voucher-consumption and
 * docs/product/rules.md#running-low), pure so the server's
 * ledger and the app's screens agree: which voucher a session uses, when a balance runs low, and what a
 * batch holds after its entries.
 */
import { VOUCHER_DURATIONS, type VoucherDuration } from './booking-rules.ts';

/** docs/product/rules.md#running-low: a balance of this or less runs low. */
export const RUNNING_LOW_THRESHOLD = 1;
/** docs/product/constants.md#vouchers: the running-low top-up suggests this many vouchers. */
export const TOP_UP_SUGGESTION = 5;
/** The most vouchers one batch may hold, and the most one change may add. */
export const MAX_BATCH_COUNT = 999;
/** The most vouchers one pack may hold. */
export const MAX_PACK_COUNT = 100;
/** The highest price of one voucher, in the professional's currency. */
export const MAX_VOUCHER_VALUE = 100_000;
/** Voucher deadlines are whole hours before the event (docs/product/constants.md#vouchers); at most 30 days. */
export const MAX_DEADLINE_HOURS = 720;
/** The most changes the edit-vouchers screen may confirm at once. */
export const MAX_VOUCHER_CHANGES = 100;

export const isRunningLow = (balance: number): boolean => balance <= RUNNING_LOW_THRESHOLD;

/**
 * The voucher duration a session of `minutes` uses: its own length when vouchers come in that length,
 * otherwise the shortest voucher that covers it (a 50-minute session uses a 60-minute voucher);
 * sessions longer than the longest voucher use the longest.
 */
export function voucherDurationFor(minutes: number): VoucherDuration {
  return VOUCHER_DURATIONS.find((duration) => duration >= minutes) ?? VOUCHER_DURATIONS.at(-1)!;
}

/** The voucher duration of an event from its start and end. */
export const voucherDurationOfEvent = (start: Date, end: Date): VoucherDuration =>
  voucherDurationFor(Math.round((end.getTime() - start.getTime()) / 60_000));

/**
 * What is recorded in the ledger. A batch starts with `credit`; `edit` and `payment` change it and
 * `removal` ends it. `consumption` takes one voucher for a registration when its event begins and
 * `reversal` returns it when the event is cancelled after it began (or the registration declined);
 * `late_cancel` uses one for a place cancelled after the cancellation deadline, where the voucher
 * type allows that; `no_show_return` gives a no-show's voucher back, where the type says so, and
 * `no_show_undo` takes it again when the mark changes (docs/product/rules.md#late-cancels-and-no-shows);
 * `reset` brings a balance back to zero; `expiry` takes what is left of a batch when its validity ends
 * (docs/decisions/0047-packs-and-expiry.md).
 */
export const LEDGER_KINDS = [
  'credit',
  'edit',
  'payment',
  'removal',
  'expiry',
  'consumption',
  'reversal',
  'late_cancel',
  'no_show_return',
  'no_show_undo',
  'reset',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Money as whole cents, so sums never round. */
export const toCents = (value: number): number => Math.round(value * 100);
export const fromCents = (cents: number): number => cents / 100;

/** A value has at most two decimals. */
export const hasCents = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** What the last price looks at of a batch (the API's voucher batch has these fields). */
export interface PricedBatch {
  type: { id: number };
  duration: number;
  value: number | null;
  createdAt: string;
  removed_at: string | null;
}

/**
 * The price per voucher a professional last asked of this client for this kind (session type and
 * length), for the add-vouchers form to offer again (issue 25, "Top up 5 forgets the last price"): the
 * newest batch of that kind that was not removed and has a price; null when there is none.
 */
export function lastVoucherPrice(
  batches: readonly PricedBatch[],
  kind: { voucher_type_id: number; duration: number },
): number | null {
  let last: PricedBatch | null = null;
  for (const batch of batches) {
    if (batch.type.id !== kind.voucher_type_id || batch.duration !== kind.duration) continue;
    if (batch.removed_at !== null || batch.value === null) continue;
    if (!last || Date.parse(batch.createdAt) >= Date.parse(last.createdAt)) last = batch;
  }
  return last?.value ?? null;
}
