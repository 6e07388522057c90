import { Temporal } from 'temporal-polyfill';
import { zonedIn } from './time/zoned.ts';

/**
 * The professional's reports (docs/product/rules.md#reports, decision 0046): calendar months in the
 * professional's zone and the rates of a month (its tables download as CSV with csv.ts). No I/O.
 */

/** A calendar month, `YYYY-MM`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The most months one report covers. */
export const MAX_REPORT_MONTHS = 24;
/** The months a report covers when none are asked for: this one and the eleven before it. */
export const DEFAULT_REPORT_MONTHS = 12;
/** Days without a booking after which a client is listed as not booked for a while (the default). */
export const DEFAULT_INACTIVE_DAYS = 30;
/** The range of `inactive_days`. */
export const MIN_INACTIVE_DAYS = 1;
export const MAX_INACTIVE_DAYS = 365;

export const isMonth = (value: string): boolean => MONTH_PATTERN.test(value);

const plainMonth = (month: string) => Temporal.PlainYearMonth.from(month);

/** `month` moved by `delta` months (`addMonths('2027-01', -1)` is `2026-12`). */
export const addMonths = (month: string, delta: number): string =>
  plainMonth(month).add({ months: delta }).toString();

/** Months from `from` to `to`, both included; negative when `to` is before `from` (0 for the same). */
export const monthsBetween = (from: string, to: string): number => {
  const [a, b] = [plainMonth(from), plainMonth(to)];
  return (b.year - a.year) * 12 + (b.month - a.month);
};

/** Every month from `from` to `to`, oldest first (empty when `to` is before `from`). */
export function monthRange(from: string, to: string): string[] {
  const count = monthsBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addMonths(from, index));
}

/** The month an instant falls in, in the zone. */
export const monthOf = (instant: Date, timeZone: string): string =>
  zonedIn(instant, timeZone).toPlainDate().toPlainYearMonth().toString();

/** The instant a month begins in the zone (its first day's first moment, DST gaps included). */
export const monthStart = (month: string, timeZone: string): Date =>
  new Date(
    plainMonth(month).toPlainDate({ day: 1 }).toZonedDateTime({ timeZone }).toInstant().epochMilliseconds,
  );

/** A month and the instants it spans in the zone: `[start, end)`. */
export interface MonthSpan {
  month: string;
  start: Date;
  end: Date;
}

/** The spans of every month from `from` to `to` in the zone. */
export const monthSpans = (from: string, to: string, timeZone: string): MonthSpan[] =>
  monthRange(from, to).map((month) => ({
    month,
    start: monthStart(month, timeZone),
    end: monthStart(addMonths(month, 1), timeZone),
  }));

/**
 * The months a report covers: those asked for, else `to` defaults to the current month in the zone and
 * `from` to eleven months before `to` (`DEFAULT_REPORT_MONTHS` in all). Checking the span is the
 * caller's (`reportRangeProblem`).
 */
export function reportRange(
  asked: { from?: string | undefined; to?: string | undefined },
  now: Date,
  timeZone: string,
): { from: string; to: string } {
  const to = asked.to ?? (asked.from ? defaultTo(asked.from, now, timeZone) : monthOf(now, timeZone));
  const from = asked.from ?? addMonths(to, -(DEFAULT_REPORT_MONTHS - 1));
  return { from, to };
}

/** `to` for a report that names only `from`: twelve months on, but not past the current month. */
function defaultTo(from: string, now: Date, timeZone: string): string {
  const current = monthOf(now, timeZone);
  const twelve = addMonths(from, DEFAULT_REPORT_MONTHS - 1);
  return monthsBetween(twelve, current) < 0 ? (monthsBetween(from, current) < 0 ? from : current) : twelve;
}

/** What is wrong with a range, as the field to blame, or null: `to` before `from`, or too many months. */
export function reportRangeProblem(from: string, to: string): 'end_before_start' | 'too_long' | null {
  const span = monthsBetween(from, to);
  if (span < 0) return 'end_before_start';
  if (span + 1 > MAX_REPORT_MONTHS) return 'too_long';
  return null;
}

/** A share as a fraction from 0 to 1 with three decimals, or null when there is nothing to divide. */
export const rate = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null;

/** An average with one decimal, or null without anything to average over. */
export const average = (total: number, count: number): number | null =>
  count > 0 ? Math.round((total / count) * 10) / 10 : null;
