import type { AppDeps } from '../../../core/deps.ts';
import { findEventDetailsInWindow } from '../../calendar/event-details-queries.ts';
import { toEventEntries, type EventEntryOut } from '../../calendar/event-entries.ts';

/**
 * The professional's events in the window, cancelled ones included (the calendar strikes them
 * through), in one query. The missing-voucher warnings hold until the next of them begins.
 */
export async function listEvents(
  deps: AppDeps,
  professionalId: string,
  window: { from: Date; to: Date },
  now: Date,
): Promise<{ data: EventEntryOut[]; validUntil: number }> {
  const rows = await findEventDetailsInWindow(deps.database.db, professionalId, window, now);
  const starts = rows
    .filter((row) => !row.cancelledAt && row.startTime > now)
    .map((row) => row.startTime.getTime());
  return { data: toEventEntries(rows), validUntil: Math.min(...starts) };
}
