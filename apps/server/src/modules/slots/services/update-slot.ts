import type { UpdateSlotInput } from '@sessionbook/domain';
import type { AppDeps } from '../../../http/app.ts';
import { lockProfessional } from '../../events/queries.ts';
import {
  assertMaxDuration,
  requireScheduler,
  shiftWallClock,
  wallClockShift,
} from '../../events/services/event-rules.ts';
import { setSlotVoucherTypes, updateSlotRow } from '../queries.ts';
import { loadSlotEntries, type SlotEntryOut } from './slot-entries.ts';
import { lockSlotTargets, splitSlotSeries } from './slot-targets.ts';

/** Edits a slot with mode this, future (splits the series) or all; times move by the local wall-clock shift. */
export async function updateSlot(
  deps: AppDeps,
  userId: string,
  rawId: string,
  input: UpdateSlotInput,
): Promise<SlotEntryOut[]> {
  const { db } = deps.database;
  const scheduler = await requireScheduler(db, userId);
  const now = deps.clock();
  const mode = input.update_mode;
  return db.transaction(async (tx) => {
    await lockProfessional(tx, scheduler.professionalId);
    const { slot, targets } = await lockSlotTargets(tx, scheduler.professionalId, rawId, mode);
    const startShift = wallClockShift(slot.startTime, input.start_time, scheduler.timeZone);
    const endShift = wallClockShift(slot.endTime, input.end_time, scheduler.timeZone);
    const duration = input.end_time.getTime() - input.start_time.getTime();
    const ids = targets.map((target) => target.id);
    const moved = targets.map((target) => {
      if (target.id === slot.id) return { id: target.id, start: input.start_time, end: input.end_time };
      const start = shiftWallClock(target.startTime, startShift, scheduler.timeZone);
      let end = shiftWallClock(target.endTime, endShift, scheduler.timeZone);
      if (end <= start) end = new Date(start.getTime() + duration);
      return { id: target.id, start, end };
    });
    assertMaxDuration(moved);
    if (mode === 'future' && slot.seriesId)
      await splitSlotSeries(tx, scheduler.professionalId, slot.seriesId, ids);
    for (const target of moved) {
      await updateSlotRow(tx, target.id, {
        startTime: target.start,
        endTime: target.end,
        title: input.title,
        location: input.location,
        notes: input.notes,
        updatedAt: now,
      });
    }
    await setSlotVoucherTypes(tx, scheduler.professionalId, ids, input.voucher_types);
    return loadSlotEntries(tx, scheduler.professionalId, ids);
  });
}
