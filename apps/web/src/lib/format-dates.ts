/**
 * Every date and time the app prints, through Intl in the user's language
 * (docs/product/look-and-feel.md#language-proof), from one place: formatters are made once per
 * language and options and kept. Instants are shown in the zone the caller gives (the professional's
 * or the client's); local dates (PlainDate) carry no zone, so they are formatted as UTC midnight in
 * UTC, which prints the same calendar date everywhere.
 */
import { wallTimeIn, type parseLocalDate, intlLocale } from '@sessionbook/domain';
import { unbrokenRange } from './unbroken-range.ts';

/** A calendar date without a zone (Temporal's PlainDate, as the domain parses one). */
export type PlainDate = ReturnType<typeof parseLocalDate>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), options);
    formatters.set(key, format);
  }
  return format;
}

const asUtcDate = (date: PlainDate) => new Date(Date.UTC(date.year, date.month - 1, date.day));
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** "07:00" or "7:00 AM". */
export function formatTime(instant: Date, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { ...TIME, timeZone }).format(instant);
}

/** "07:00 – 08:00"; with the days when the range crosses midnight in the zone. */
export function formatTimeRange(start: Date, end: Date, locale: string, timeZone: string): string {
  // An item that ends at midnight still belongs to its day.
  const sameDay = wallTimeIn(start, timeZone).date === wallTimeIn(new Date(end.getTime() - 1), timeZone).date;
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { ...TIME, timeZone }
    : { ...TIME, weekday: 'short', day: 'numeric', month: 'short', timeZone };
  return unbrokenRange(dateTimeFormat(locale, options).formatRange(start, end));
}

/**
 * `formatTimeRange` without the domain's Temporal-based wall time, for the booking widget's small
 * bundle (docs/decisions/0053-booking-widget.md): the days are compared as Intl prints them.
 */
export function formatClockRange(start: Date, end: Date, locale: string, timeZone: string): string {
  const sameDay =
    formatDayOf(start, locale, timeZone) === formatDayOf(new Date(end.getTime() - 1), locale, timeZone);
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { ...TIME, timeZone }
    : { ...TIME, weekday: 'short', day: 'numeric', month: 'short', timeZone };
  return unbrokenRange(dateTimeFormat(locale, options).formatRange(start, end));
}

/** The local date (`YYYY-MM-DD`) of an instant in a zone, without Temporal (the booking widget's window). */
export function localDateIn(instant: Date, timeZone: string): string {
  const parts = dateTimeFormat('en', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
    .formatToParts(instant)
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** "Monday 12 May 2026, 07:00 – 08:00" for a detail dialog. */
export function formatWhen(start: Date, end: Date, locale: string, timeZone: string): string {
  return unbrokenRange(
    dateTimeFormat(locale, {
      ...TIME,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    }).formatRange(start, end),
  );
}

/** "Thursday 18 March, 07:00 – 08:00": an item in a line of text, without the year. */
export function formatItemWhen(start: Date, end: Date, locale: string, timeZone: string): string {
  return unbrokenRange(
    dateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    }).formatRange(start, end),
  );
}

/** "Tuesday, 12 May, 09:00": a deadline. */
export function formatMoment(instant: Date, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, {
    ...TIME,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(instant);
}

/** "Tuesday, 12 May": the day of an instant in the zone, as a list's heading. */
export function formatDayOf(instant: Date, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(instant);
}

const FULL_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/**
 * A day: "Mon" (`weekday`), "M" (`narrow`, for columns too slim for "Mon"), "12" (`day`), its name
 * for labels, "Monday, May 12" (`long`), or with the year, "Thursday 18 March 2027" (`full`).
 */
export function formatDay(
  date: PlainDate,
  locale: string,
  style: 'weekday' | 'narrow' | 'day' | 'long' | 'full',
): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'weekday' || style === 'narrow'
      ? { weekday: style === 'weekday' ? 'short' : 'narrow', timeZone: 'UTC' }
      : style === 'day'
        ? { day: 'numeric', timeZone: 'UTC' }
        : style === 'full'
          ? FULL_DATE
          : { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' };
  return dateTimeFormat(locale, options).format(asUtcDate(date));
}

export interface DateOptions {
  /** The reader's zone; without one, the device's. */
  timeZone?: string | undefined;
  month?: 'short' | 'long';
  weekday?: 'short' | 'long';
  /** With the time of day. */
  time?: boolean;
}

/**
 * "12 May 2026" (with `time`: "12 May 2026, 07:00"; with `weekday`: "Tue, 12 May 2026"): a date in a
 * list, a log or a line of text. A text that is no date is shown as it came.
 */
export function formatDate(value: Date | string, locale: string, options: DateOptions = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return dateTimeFormat(locale, {
    day: 'numeric',
    month: options.month ?? 'short',
    year: 'numeric',
    ...(options.weekday ? { weekday: options.weekday } : {}),
    ...(options.time ? TIME : {}),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date);
}

/** "Tue, 12 May 2026, 07:00 – 08:00": a session in a history, with its year. */
export function formatDatedRange(start: Date, end: Date, locale: string, timeZone: string): string {
  return unbrokenRange(
    dateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...TIME,
      timeZone,
    }).formatRange(start, end),
  );
}

/** A toolbar's range: "Monday 12 May 2026" for one day, else "12 – 16 May 2026". */
export function formatRangeLabel(days: readonly PlainDate[], locale: string): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return '';
  if (days.length === 1) return dateTimeFormat(locale, FULL_DATE).format(asUtcDate(first));
  return dateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(asUtcDate(first), asUtcDate(last));
}

/** The hour labels of a time gutter: "07" / "7 AM". */
export function formatHour(hour: number, locale: string): string {
  return dateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hour)),
  );
}

/** Parts of an accessible name or a line of text, joined the way the language lists units. */
export function formatParts(parts: readonly (string | null | undefined | false)[], locale: string): string {
  return new Intl.ListFormat(intlLocale(locale), { type: 'unit', style: 'short' }).format(
    parts.filter((part): part is string => typeof part === 'string' && part !== ''),
  );
}

/** Names as a sentence list: "Ana, Ben and Cleo". */
export function formatNames(names: readonly string[], locale: string): string {
  return new Intl.ListFormat(intlLocale(locale), { type: 'conjunction', style: 'long' }).format(names);
}

/** A list of alternatives: "Individual or Duo". */
export function formatChoices(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(intlLocale(locale), { type: 'disjunction', style: 'long' }).format(items);
}

/** "March 2027" (`long`) or "Mar 27" (`short`, for a chart's axis) for a calendar month `YYYY-MM`. */
export function formatMonth(month: string, locale: string, style: 'long' | 'short' = 'long'): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
      : { month: 'short', year: '2-digit', timeZone: 'UTC' };
  return dateTimeFormat(locale, options).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}
