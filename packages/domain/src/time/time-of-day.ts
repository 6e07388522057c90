/**
 * Times of day as the professional's wall clock writes them (`HH:mm`, 15-minute steps,
 * docs/product/rules.md#quarter-hour-times), and the UTC instants of a date with a start and an end in
 * a zone: what the scheduling dialogs, onboarding's first items and the server's tests reckon with.
 */
import { instantFromWallTime, TIME_STEP_MINUTES } from './zoned.ts';

/** docs/product/rules.md#scheduling: an end is offered one hour after the start unless the user picks another. */
export const DEFAULT_DURATION_MINUTES = 60;
const DAY_MINUTES = 24 * 60;

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an `HH:mm`, or null for anything else. */
export function minutesOfTime(time: string): number | null {
  const match = TIME_PATTERN.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** `HH:mm` of a minute of the day, or null outside the day. */
export function timeOfMinutes(minutes: number): string | null {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= DAY_MINUTES) return null;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export const isQuarterHourTime = (time: string): boolean => {
  const minutes = minutesOfTime(time);
  return minutes !== null && minutes % TIME_STEP_MINUTES === 0;
};

/** True when both are times and the end is later the same day (the dialogs keep an item within a day). */
export function isEndAfterStart(start: string | null, end: string | null): boolean {
  const from = start === null ? null : minutesOfTime(start);
  const to = end === null ? null : minutesOfTime(end);
  return from !== null && to !== null && to > from;
}

/**
 * The end a new start suggests: the start plus `duration` minutes, or the day's last quarter hour when
 * that runs past midnight, or null when the start is already the last one (no end is left to offer).
 */
export function defaultEndTime(start: string, duration = DEFAULT_DURATION_MINUTES): string | null {
  const from = minutesOfTime(start);
  if (from === null) return null;
  const last = DAY_MINUTES - TIME_STEP_MINUTES;
  if (from >= last) return null;
  return timeOfMinutes(Math.min(from + duration, last));
}

/**
 * The end after the user moves the start: the item keeps its length when it had one (moving a 45-minute
 * session keeps it 45 minutes), else it gets the default hour.
 */
export function endAfterStartChange(
  previousStart: string | null,
  previousEnd: string | null,
  nextStart: string,
): string | null {
  const from = previousStart === null ? null : minutesOfTime(previousStart);
  const to = previousEnd === null ? null : minutesOfTime(previousEnd);
  const duration = from !== null && to !== null && to > from ? to - from : DEFAULT_DURATION_MINUTES;
  return defaultEndTime(nextStart, duration);
}

/** A date with a start and an end on the wall clock of a zone (a dialog's or onboarding's). */
export interface WhenValues {
  /** `YYYY-MM-DD` in the professional's zone. */
  date: string | null;
  /** `HH:mm` */
  start_time: string | null;
  /** `HH:mm`, later than the start on the same day. */
  end_time: string | null;
}

/**
 * The UTC instants of the form's wall-clock date and times (seconds 0); throws when one is missing.
 * A start inside a DST gap moves forward by the gap (docs/product/rules.md#weekly-recurrence) and may reach
 * past the end
 * (02:00-03:00 on Amsterdam's spring-forward day); the item then keeps its wall-clock length, as
 * `weeklyOccurrences` does, so the server never sees an empty or reversed item.
 */
export function instantsOf(values: WhenValues, timeZone: string): { start_time: string; end_time: string } {
  const { date, start_time: start, end_time: end } = values;
  if (!date || !start || !end) throw new RangeError('date and times are required');
  const from = instantFromWallTime(date, start, timeZone);
  let to = instantFromWallTime(date, end, timeZone);
  if (to.getTime() <= from.getTime()) {
    const minutes = (minutesOfTime(end) ?? 0) - (minutesOfTime(start) ?? 0);
    to = new Date(from.getTime() + Math.max(minutes, TIME_STEP_MINUTES) * 60_000);
  }
  return { start_time: from.toISOString(), end_time: to.toISOString() };
}
