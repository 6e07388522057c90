import type { Temporal } from 'temporal-polyfill';
import { fromInstant, zonedIn } from './zoned.ts';

/** Recurrence limits (docs/product/rules.md#weekly-recurrence and docs/product/constants.md#time-and-calendar, docs/product/rules.md#weekly-recurrence). */
export const RECURRENCE_MIN_COUNT = 1;
export const RECURRENCE_MAX_COUNT = 20;
export const RECURRENCE_DEFAULT_COUNT = 4;
export const RECURRENCE_FREQUENCIES = ['weekly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

export interface Occurrence {
  start: Date;
  end: Date;
}

export interface WeeklyOccurrencesInput {
  /** Start of the first occurrence. */
  start: Date;
  /** End of the first occurrence; after `start`. */
  end: Date;
  /** The professional's IANA zone, whose wall clock the series keeps. */
  timeZone: string;
  /** Number of occurrences, 1..20, the first included. */
  count: number;
}

/**
 * The occurrences of a weekly series (docs/product/rules.md#weekly-recurrence). Occurrence k starts k weeks
 * after the first
 * on the professional's wall calendar, at the first occurrence's local start time, and ends at its local
 * end time (on the same number of local days after its start as the first). So a 07:00 class stays 07:00
 * across DST changes, while its UTC instant shifts by the offset change.
 *
 * Each local time goes back to an instant with disambiguation 'compatible': a time skipped by a DST jump
 * moves forward by the gap (02:30 on the Amsterdam spring-forward day is 03:30), one that exists twice
 * takes the first. Occurrence 0 is returned exactly as given. If the two conversions leave an occurrence
 * empty or reversed (only possible when its start falls into a gap, e.g. 02:15-03:15 on a spring-forward
 * day), its end is its start plus the first occurrence's duration, so no occurrence is ever empty.
 *
 * Throws RangeError for a count outside 1..20, an end not after the start, or an unknown zone.
 */
export function weeklyOccurrences({ start, end, timeZone, count }: WeeklyOccurrencesInput): Occurrence[] {
  if (!Number.isInteger(count) || count < RECURRENCE_MIN_COUNT || count > RECURRENCE_MAX_COUNT)
    throw new RangeError(`count must be an integer from ${RECURRENCE_MIN_COUNT} to ${RECURRENCE_MAX_COUNT}`);
  const firstStart = zonedIn(start, timeZone);
  const firstEnd = zonedIn(end, timeZone);
  const durationMs = end.getTime() - start.getTime();
  if (!(durationMs > 0)) throw new RangeError('end must be after start');

  const startWall = firstStart.toPlainDateTime();
  const endWall = firstEnd.toPlainDateTime();
  const toDate = (wall: Temporal.PlainDateTime) =>
    fromInstant(wall.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).toInstant());

  const occurrences: Occurrence[] = [{ start: new Date(start.getTime()), end: new Date(end.getTime()) }];
  for (let k = 1; k < count; k += 1) {
    const weeks = { weeks: k };
    const occurrenceStart = toDate(startWall.add(weeks));
    let occurrenceEnd = toDate(endWall.add(weeks));
    if (occurrenceEnd.getTime() <= occurrenceStart.getTime())
      occurrenceEnd = new Date(occurrenceStart.getTime() + durationMs);
    occurrences.push({ start: occurrenceStart, end: occurrenceEnd });
  }
  return occurrences;
}
