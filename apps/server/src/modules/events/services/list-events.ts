import type { AppDeps } from '../../../core/deps.ts';
import { windowOf, type CalendarQuery } from '../../calendar/calendar-window.ts';
import { findEventDetailsInWindow } from '../../calendar/event-details-queries.ts';
import { requireScheduler } from '../../calendar/scheduling-rules.ts';
import { withWarnings, type EventEntryOut } from '../../calendar/event-entries.ts';

/** The professional's events in the window, cancelled ones included (the calendar strikes them through). */
export async function listEvents(
  deps: AppDeps,
  userId: string,
  query: CalendarQuery,
): Promise<EventEntryOut[]> {
  const { db } = deps.database;
  const scheduler = await requireScheduler(db, userId);
  const now = deps.clock();
  const window = windowOf(scheduler, query, now);
  return withWarnings(
    db,
    scheduler.professionalId,
    await findEventDetailsInWindow(db, scheduler.professionalId, window),
    now,
  );
}
