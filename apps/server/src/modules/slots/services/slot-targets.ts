import type { Db } from '../../../db/types.ts';
import { AppError } from '../../../http/errors.ts';
import { insertSeries } from '../../events/queries.ts';
import type { UpdateMode } from '../../events/services/event-rules.ts';
import { lockSeriesSlots, lockSlot, moveSlotsToSeries, type SlotRow } from '../queries.ts';

export const slotNotFound = () => new AppError('error.slot.not_found');

/** The professional's live slot of the path and the occurrences a mode touches, locked, by start. */
export async function lockSlotTargets(
  db: Db,
  professionalId: string,
  id: string,
  mode: UpdateMode,
): Promise<{ slot: SlotRow; targets: SlotRow[] }> {
  const slot = await lockSlot(db, professionalId, id);
  if (!slot || slot.cancelledAt) throw slotNotFound();
  if (mode === 'this' || !slot.seriesId) return { slot, targets: [slot] };
  const from = mode === 'future' ? slot.startTime : undefined;
  return { slot, targets: await lockSeriesSlots(db, professionalId, slot.seriesId, from) };
}

/** `future` edits split the series: the touched slots move to a new series of their own. */
export async function splitSlotSeries(
  db: Db,
  professionalId: string,
  from: string,
  ids: string[],
): Promise<void> {
  const seriesId = await insertSeries(db, professionalId, 'slot', ids.length, from);
  await moveSlotsToSeries(db, ids, seriesId);
}
