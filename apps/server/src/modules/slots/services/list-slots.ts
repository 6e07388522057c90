import type { AppDeps } from '../../../core/deps.ts';
import { requireScheduler } from '../../calendar/scheduling-rules.ts';
import { windowOf, type CalendarQuery } from '../../calendar/calendar-window.ts';
import { findSlotsInWindow } from '../queries.ts';
import { toSlotEntries, type SlotEntryOut } from './slot-entries.ts';

/** The professional's slots in the window, cancelled ones included, with their blocked ranges. */
export async function listSlots(
  deps: AppDeps,
  userId: string,
  query: CalendarQuery,
): Promise<SlotEntryOut[]> {
  const { db } = deps.database;
  const scheduler = await requireScheduler(db, userId);
  const rows = await findSlotsInWindow(
    db,
    scheduler.professionalId,
    windowOf(scheduler, query, deps.clock()),
  );
  return toSlotEntries(db, rows);
}
