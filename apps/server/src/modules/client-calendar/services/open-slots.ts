import type { ClientSlotEntry } from '@sessionbook/domain';
import type { Db } from '../../../db/types.ts';
import type { ProfessionalsInView } from '../../calendar/calendar-window.ts';
import { findOpenSlotsInWindow } from '../../calendar/slot-details-queries.ts';
import { toOpenSlotEntries } from '../../slots/services/slot-entries.ts';

/** The open (not cancelled) slots of the professionals in view, as clients and guests see them. */
export async function openSlotEntries(
  db: Db,
  inView: ProfessionalsInView,
  window: { from: Date; to: Date },
): Promise<ClientSlotEntry[]> {
  return toOpenSlotEntries(await findOpenSlotsInWindow(db, inView, window));
}
