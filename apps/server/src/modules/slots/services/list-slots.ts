import type { AppDeps } from '../../../core/deps.ts';
import { findOwnSlotsInWindow } from '../../calendar/slot-details-queries.ts';
import { toSlotEntries, type SlotEntryOut } from './slot-entries.ts';

/** The professional's slots in the window, cancelled ones included, with their blocked ranges. */
export async function listSlots(
  deps: AppDeps,
  professionalId: string,
  window: { from: Date; to: Date },
): Promise<{ data: SlotEntryOut[] }> {
  return { data: toSlotEntries(await findOwnSlotsInWindow(deps.database.db, professionalId, window)) };
}
