import type { AppDeps } from '../../../core/deps.ts';
import { findOwnSlotsJson } from '../../calendar/slot-details-queries.ts';

/**
 * The professional's slots in the window, cancelled ones included, with their blocked ranges: the
 * reply's JSON as the database writes it (the entries of slot-entries.ts).
 */
export async function listSlots(
  deps: AppDeps,
  professionalId: string,
  window: { from: Date; to: Date },
): Promise<{ json: string }> {
  return { json: await findOwnSlotsJson(deps.database.db, professionalId, window) };
}
