import { VALIDATION_MESSAGES, calendarWindow } from '@sessionbook/domain';
import { fieldError } from '../../core/errors.ts';

export interface CalendarQuery {
  start_date?: string | undefined;
  end_date?: string | undefined;
}

/** The UTC window of `start_date`..`end_date` in the user's zone; 422 on `end_date` when it is bad. */
export function windowOf(
  reader: { timeZone: string },
  query: CalendarQuery,
  now: Date,
): { from: Date; to: Date } {
  try {
    return calendarWindow(query.start_date || undefined, query.end_date || undefined, reader.timeZone, now);
  } catch {
    throw fieldError('end_date', VALIDATION_MESSAGES.invalid);
  }
}
