import type { Db } from '../../../db/types.ts';
import { insertSeries } from '../../calendar/queries.ts';
import { slotNotFound, type UpdateMode } from '../../calendar/scheduling-rules.ts';
import { lockSeriesSlots, lockSlot, moveSlotsToSeries, settleSlotSplit } from '../queries.ts';
import { type SlotRow } from '../../calendar/slot-queries.ts';

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

/** `future` edits split the series at `at`: the touched slots move to a series of their own (settleSlotSplit). */
export async function splitSlotSeries(
  db: Db,
  professionalId: string,
  from: string,
  ids: string[],
  at: Date,
): Promise<void> {
  const seriesId = await insertSeries(db, professionalId, 'slot', ids.length, from);
  await moveSlotsToSeries(db, ids, seriesId);
  await settleSlotSplit(db, seriesId, at);
}
