import { VALIDATION_MESSAGES, calendarWindow } from '@sessionbook/domain';
import type { AppDeps } from '../../../http/app.ts';
import { fieldError } from '../../../http/errors.ts';
import { findEventDetailsInWindow } from '../queries.ts';
import { requireScheduler, type Scheduler } from './event-rules.ts';
import { toEventEntries, type EventEntryOut } from './event-entries.ts';

export interface CalendarQuery {
  start_date?: string | undefined;
  end_date?: string | undefined;
}

/** The UTC window of `start_date`..`end_date` in the user's zone; 422 on `end_date` when it is bad. */
export function windowOf(scheduler: Scheduler, query: CalendarQuery, now: Date): { from: Date; to: Date } {
  try {
    return calendarWindow(
      query.start_date || undefined,
      query.end_date || undefined,
      scheduler.timeZone,
      now,
    );
  } catch {
    throw fieldError('end_date', VALIDATION_MESSAGES.invalid);
  }
}

/** The professional's events in the window, cancelled ones included (the calendar strikes them through). */
export async function listEvents(
  deps: AppDeps,
  userId: string,
  query: CalendarQuery,
): Promise<EventEntryOut[]> {
  const { db } = deps.database;
  const scheduler = await requireScheduler(db, userId);
  const window = windowOf(scheduler, query, deps.clock());
  return toEventEntries(await findEventDetailsInWindow(db, scheduler.professionalId, window));
}
