import { VALIDATION_MESSAGES, calendarWindow } from '@sessionbook/domain';
import { fieldError } from '../../core/errors.ts';

/**
 * Whose calendars a client view shows: one professional's (by id), or those of every professional the
 * client is a confirmed client of (the calendar's views, docs/product/overview.md#client), which the view's
 * query finds.
 */
export type ProfessionalsInView = string | { confirmedOf: string };

export interface CalendarQuery {
  start_date?: string | undefined;
  end_date?: string | undefined;
}

/**
 * Windows of explicit dates by zone: they do not depend on the day, and computing one with Temporal's
 * zone rules cost more than answering a cached calendar view (docs/performance.md).
 */
const explicitWindows = new Map<string, { from: Date; to: Date }>();
const EXPLICIT_WINDOWS_MAX = 10_000;

/** The UTC window of `start_date`..`end_date` in the user's zone; 422 on `end_date` when it is bad. */
export function windowOf(
  reader: { timeZone: string },
  query: CalendarQuery,
  now: Date,
): { from: Date; to: Date } {
  const start = query.start_date || undefined;
  const end = query.end_date || undefined;
  const key = start && end ? `${reader.timeZone}|${start}|${end}` : null;
  const known = key && explicitWindows.get(key);
  if (known) return { from: new Date(known.from), to: new Date(known.to) };
  let window: { from: Date; to: Date };
  try {
    window = calendarWindow(start, end, reader.timeZone, now);
  } catch {
    throw fieldError('end_date', VALIDATION_MESSAGES.invalid);
  }
  if (key) {
    if (explicitWindows.size >= EXPLICIT_WINDOWS_MAX)
      explicitWindows.delete(explicitWindows.keys().next().value!);
    explicitWindows.set(key, { from: new Date(window.from), to: new Date(window.to) });
  }
  return window;
}
