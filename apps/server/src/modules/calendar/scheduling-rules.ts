import { instantFromWallTime, MAX_ITEM_MINUTES, VALIDATION_MESSAGES, wallTimeIn } from '@sessionbook/domain';
import type { AppDeps } from '../../core/deps.ts';
import { AppError, fieldError } from '../../core/errors.ts';
import type { ProfessionalContext } from '../auth/roles.ts';

export const eventNotFound = () => new AppError('error.event.not_found');
export const slotNotFound = () => new AppError('error.slot.not_found');

/** The 409 warning of docs/product/rules.md#overlap-warning: the client may resend with `allow_overlap: true`. */
export const overlapWarning = () =>
  new AppError('error.event.overlap', { status: 409, fields: { start_time: ['error.event.overlap'] } });

export type UpdateMode = 'this' | 'future' | 'all';

/** The signed-in professional and their time zone, which recurrence and edits follow. */
export type Scheduler = ProfessionalContext;

/** The wall clock of an instant in the zone as a naive UTC millisecond count (for wall-clock arithmetic). */
function naiveWallMs(instant: Date, timeZone: string): number {
  const wall = wallTimeIn(instant, timeZone);
  return Date.parse(`${wall.date}T${wall.time}:00Z`);
}

/** How far the wall clock moves from `before` to `after` in the zone, in naive milliseconds. */
export function wallClockShift(before: Date, after: Date, timeZone: string): number {
  return naiveWallMs(after, timeZone) - naiveWallMs(before, timeZone);
}

/**
 * The instant whose local wall clock is `instant`'s moved by `shiftMs` (DST-correct: a 07:00 → 08:00
 * edit moves every occurrence to 08:00 local, whatever its UTC offset).
 */
export function shiftWallClock(instant: Date, shiftMs: number, timeZone: string): Date {
  if (shiftMs === 0) return instant;
  const moved = new Date(naiveWallMs(instant, timeZone) + shiftMs).toISOString();
  return instantFromWallTime(moved.slice(0, 10), moved.slice(11, 16), timeZone);
}

/**
 * The body passed the MAX_ITEM_MINUTES rule, but keeping the local wall clock across a DST change can
 * stretch a later occurrence by the clock's jump (a 24 h item becomes 25 h): 422 on `end_time` then.
 */
export function assertMaxDuration(ranges: { start: Date; end: Date }[]): void {
  if (ranges.some((range) => range.end.getTime() - range.start.getTime() > MAX_ITEM_MINUTES * 60_000))
    throw fieldError('end_time', VALIDATION_MESSAGES.maxDuration);
}

/** Keeps the deps shape in one place for services of this module. */
export type SchedulingDeps = AppDeps;
