/**
 * What the slot booking screen offers (docs/product/rules.md#slot-claims, docs/product/rules.md#deadlines and
 * docs/product/rules.md#slot-claims): the session lengths
 * the professional offers (docs/decisions/0035) that still fit somewhere in the slot, and for one length
 * the quarter-hour starts that fit the slot, miss every blocked range and are not past the registration
 * deadline.
 */
import {
  claimStarts,
  deadlinePassed,
  findVoucherType,
  isSessionVoucherType,
  isVoucherDuration,
  type ClientSlotEntry,
  type Range,
  type VoucherDuration,
} from '@sessionbook/domain';

export interface SlotRanges {
  slot: Range;
  blocked: Range[];
}

export function slotRanges(slot: ClientSlotEntry): SlotRanges {
  return {
    slot: { start: new Date(slot.start_time), end: new Date(slot.end_time) },
    blocked: slot.blocked
      .map((range) => ({ start: new Date(range.start_time), end: new Date(range.end_time) }))
      .sort((a, b) => a.start.getTime() - b.start.getTime()),
  };
}

/** The starts a claim of `duration` minutes can have now. */
export function openStarts(slot: ClientSlotEntry, duration: number, now: Date): Date[] {
  const { slot: range, blocked } = slotRanges(slot);
  return claimStarts(range, duration, blocked).filter(
    (start) => !deadlinePassed(start, slot.registration_deadline_hours, now),
  );
}

/** The lengths the professional offers with at least one open start, shortest first. */
export function openDurations(slot: ClientSlotEntry, now: Date): VoucherDuration[] {
  return [...new Set(slot.durations)]
    .filter(isVoucherDuration)
    .sort((a, b) => a - b)
    .filter((duration) => openStarts(slot, duration, now).length > 0);
}

/** The session types the slot offers (voucher types for single sessions), by id. */
export const slotVoucherTypes = (slot: ClientSlotEntry) =>
  [...new Set(slot.voucher_types)]
    .filter(isSessionVoucherType)
    .sort((a, b) => a - b)
    .flatMap((id) => {
      const type = findVoucherType(id);
      return type ? [type] : [];
    });

/** Whether any time of the slot can still be booked. */
export const hasFreeTime = (slot: ClientSlotEntry, now: Date): boolean =>
  slot.cancelled_at === null && openDurations(slot, now).length > 0;
