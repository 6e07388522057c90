import { Temporal } from 'temporal-polyfill';

/**
 * Conversions between UTC instants and wall-clock time in an IANA zone (docs/product/rules.md#time-zones,
 * docs/product/rules.md#weekly-recurrence, docs/product/rules.md#quarter-hour-times and
 * docs/product/api.md#instants-and-dates).
 * Instants are `Date`s; local calendar dates are `YYYY-MM-DD`, local times `HH:mm`.
 */

/** A local calendar date, `YYYY-MM-DD`. */
export const LOCAL_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A local time of day, `HH:mm` (24 h). */
export const LOCAL_TIME_PATTERN = /^\d{2}:\d{2}$/;
/** Minutes between two times a user may pick (docs/product/rules.md#quarter-hour-times). */
export const TIME_STEP_MINUTES = 15;
/** Days before and after today that `GET events` and `GET availability-slots` cover by default (spec 7). */
export const DEFAULT_WINDOW_DAYS = 7;
/** The widest calendar window one request may ask for, in local days (keeps `GET events` bounded). */
export const MAX_WINDOW_DAYS = 366;

export interface WallTime {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:mm` */
  time: string;
}

/** The instant as a Temporal value; throws RangeError for an invalid `Date`. */
export function toInstant(instant: Date): Temporal.Instant {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid Date');
  return Temporal.Instant.fromEpochMilliseconds(ms);
}

/** A Temporal instant back to a `Date` (sub-millisecond parts are dropped). */
export function fromInstant(instant: Temporal.Instant): Date {
  return new Date(instant.epochMilliseconds);
}

/** The instant in the zone as a `ZonedDateTime`; throws RangeError for an unknown zone. */
export function zonedIn(instant: Date, timeZone: string): Temporal.ZonedDateTime {
  return toInstant(instant).toZonedDateTimeISO(timeZone);
}

/** The local calendar date and time (`HH:mm`, seconds truncated) of an instant in a zone. */
export function wallTimeIn(instant: Date, timeZone: string): WallTime {
  const zoned = zonedIn(instant, timeZone);
  return {
    date: zoned.toPlainDate().toString(),
    time: zoned.toPlainTime().toString({ smallestUnit: 'minute' }),
  };
}

/** Parses a strict `YYYY-MM-DD`; throws RangeError for any other text or an impossible date. */
export function parseLocalDate(date: string): Temporal.PlainDate {
  if (!LOCAL_DATE_PATTERN.test(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return Temporal.PlainDate.from(date, { overflow: 'reject' });
}

/** Parses a strict `HH:mm`; throws RangeError for any other text or an impossible time. */
export function parseLocalTime(time: string): Temporal.PlainTime {
  if (!LOCAL_TIME_PATTERN.test(time)) throw new RangeError(`Not an HH:mm time: ${time}`);
  return Temporal.PlainTime.from(time, { overflow: 'reject' });
}

const dateParts = (date: string) => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
  day: Number(date.slice(8, 10)),
});

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * True for a strict, existing `YYYY-MM-DD` date: what `parseLocalDate` accepts, checked by arithmetic
 * (every calendar request validates two dates, and Temporal's parse cost more than the request).
 */
export function isLocalDate(date: string): boolean {
  if (!LOCAL_DATE_PATTERN.test(date)) return false;
  const { year, month, day } = dateParts(date);
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!);
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function epochDay({ year, month, day }: { year: number; month: number; day: number }): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** `parseLocalDate(from).until(parseLocalDate(to)).days` of two strict dates, by arithmetic. */
export function localDaysBetween(from: string, to: string): number {
  return epochDay(dateParts(to)) - epochDay(dateParts(from));
}

/**
 * The instant at which a wall clock in the zone shows `date` `time`. Disambiguation is 'compatible'
 * (docs/product/rules.md#weekly-recurrence): a local time skipped by a DST jump moves forward by the gap
 * (02:30 on the
 * Amsterdam spring-forward day is 03:30 CEST), one that occurs twice takes the first (earlier) instant.
 */
export function instantFromWallTime(date: string, time: string, timeZone: string): Date {
  const local = parseLocalDate(date).toPlainDateTime(parseLocalTime(time));
  return fromInstant(local.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).toInstant());
}

/**
 * True when the instant lies on a quarter hour with zero seconds and milliseconds
 * (docs/product/rules.md#quarter-hour-times).
 *
 * Checking the UTC minutes suffices for every zone: since 1980 every offset in the tz database is a
 * whole multiple of 15 minutes (+05:30 Asia/Kolkata, +05:45 Asia/Kathmandu, +08:45 Australia/Eucla,
 * +12:45/+13:45 Pacific/Chatham, Lord Howe's 30-minute DST), so local minutes = UTC minutes + k·15 and
 * one is a quarter hour exactly when the other is. Only historical local mean times (e.g. Amsterdam's
 * +00:19:32 before 1937) break this, and no booking lives there.
 */
export function isQuarterHourInstant(d: Date): boolean {
  if (Number.isNaN(d.getTime())) return false;
  return (
    d.getUTCMinutes() % TIME_STEP_MINUTES === 0 && d.getUTCSeconds() === 0 && d.getUTCMilliseconds() === 0
  );
}

/** The first instant of a local calendar day (usually midnight; 01:00 where midnight was skipped). */
export function startOfLocalDay(date: Temporal.PlainDate, timeZone: string): Date {
  return fromInstant(date.toZonedDateTime({ timeZone }).toInstant());
}

/** Today's date on the wall calendar of the zone. */
export function localToday(timeZone: string, now: Date): Temporal.PlainDate {
  return zonedIn(now, timeZone).toPlainDate();
}

/**
 * The UTC range `[from, to)` of the calendar query `start_date`..`end_date` (both inclusive, local dates
 * in the user's zone, docs/product/api.md#instants-and-dates): from the start of `start_date` to the start of
 * the day after
 * `end_date`. Defaults (docs/product/rules.md#calendar-window): one week before to one week after today in
 * that zone; with only
 * one of the two dates given, the other is set 2 weeks away so the window keeps the default width.
 * Throws RangeError for a malformed date, `end_date` before `start_date`, or a window wider than
 * `MAX_WINDOW_DAYS`.
 */
export function calendarWindow(
  startDate: string | undefined,
  endDate: string | undefined,
  timeZone: string,
  now: Date,
): { from: Date; to: Date } {
  const width = { days: 2 * DEFAULT_WINDOW_DAYS };
  const given = {
    start: startDate ? parseLocalDate(startDate) : undefined,
    end: endDate ? parseLocalDate(endDate) : undefined,
  };
  const today = localToday(timeZone, now);
  const start = given.start ?? given.end?.subtract(width) ?? today.subtract({ days: DEFAULT_WINDOW_DAYS });
  const end = given.end ?? (given.start ? start.add(width) : today.add({ days: DEFAULT_WINDOW_DAYS }));
  if (Temporal.PlainDate.compare(end, start) < 0) throw new RangeError('end_date is before start_date');
  if (start.until(end).days + 1 > MAX_WINDOW_DAYS)
    throw new RangeError(`The window is wider than ${MAX_WINDOW_DAYS} days`);
  return {
    from: startOfLocalDay(start, timeZone),
    to: startOfLocalDay(end.add({ days: 1 }), timeZone),
  };
}
