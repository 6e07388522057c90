/**
 * Late cancels and no-shows (docs/product/rules.md#late-cancels-and-no-shows): what a voucher type's
 * settings say happens when a client cancels after the cancellation deadline, and when they do not
 * come. Pure, so the booking sheet tells the client exactly what the server will do.
 */
import { deadlinePassed } from './booking-rules.ts';

/** After the cancellation deadline: cancelling is refused, or allowed and still uses the voucher. */
export const LATE_CANCEL_RULES = ['refuse', 'use_voucher'] as const;
export type LateCancelRule = (typeof LATE_CANCEL_RULES)[number];

/** A client marked as a no-show: the voucher stays used, or it is given back. */
export const NO_SHOW_RULES = ['use_voucher', 'return'] as const;
export type NoShowRule = (typeof NO_SHOW_RULES)[number];

/** What a voucher type without settings does: today's rules before these existed. */
export const DEFAULT_LATE_CANCEL_RULE: LateCancelRule = 'refuse';
export const DEFAULT_NO_SHOW_RULE: NoShowRule = 'use_voucher';

/**
 * Whether a client may cancel a place at `now`, and at what cost: `free` before the cancellation
 * deadline, `late` after it when the type allows late cancels (the voucher is used), `closed` when the
 * type refuses them or the session has begun (from the start a client who does not come is a no-show).
 */
export type CancelTerms = 'free' | 'late' | 'closed';

export function cancelTerms(
  start: Date,
  rules: { cancellationHours: number; lateCancel: LateCancelRule },
  now: Date,
): CancelTerms {
  if (!deadlinePassed(start, rules.cancellationHours, now)) return 'free';
  if (rules.lateCancel === 'refuse' || now.getTime() >= start.getTime()) return 'closed';
  return 'late';
}

/**
 * How many vouchers a no-show mark should have given back to a registration whose event began: one
 * when it is marked a no-show, the type returns no-shows and its voucher was used; none otherwise. The
 * ledger writes the difference from what it gave back so far, so marking, changing and clearing in
 * any order leaves one return at most.
 */
export const noShowReturnDue = (
  mark: 'attended' | 'no_show' | null,
  rule: NoShowRule,
  charged: boolean,
): 0 | 1 => (mark === 'no_show' && rule === 'return' && charged ? 1 : 0);
