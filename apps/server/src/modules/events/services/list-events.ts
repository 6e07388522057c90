import type { AppDeps } from '../../../core/deps.ts';
import { findEventWindowJson } from '../../calendar/event-details-queries.ts';

/**
 * The professional's events in the window, cancelled ones included (the calendar strikes them
 * through), in one query that writes the reply's JSON (the entries of calendar/event-entries.ts). The
 * missing-voucher warnings hold until the next of them begins.
 */
export async function listEvents(
  deps: AppDeps,
  professionalId: string,
  window: { from: Date; to: Date },
  now: Date,
): Promise<{ json: string; validUntil: number }> {
  return findEventWindowJson(deps.database.db, professionalId, window, now);
}
