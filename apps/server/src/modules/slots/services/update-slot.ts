import type { UpdateSlotInput } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { lockProfessional } from '../../calendar/queries.ts';
import { assertMaxDuration, shiftWallClock, wallClockShift } from '../../calendar/scheduling-rules.ts';
import { AppError } from '../../../core/errors.ts';
import { findLiveClaims } from '../../calendar/slot-queries.ts';
import { setSlotVoucherTypes, updateSlotRow } from '../queries.ts';
import { loadSlotEntries, type SlotEntryOut } from './slot-entries.ts';
import { lockSlotTargets, splitSlotSeries } from './slot-targets.ts';
import { requireProfessional } from '../../auth/roles.ts';

/** Edits a slot with mode this, future (splits the series) or all; times move by the local wall-clock shift. */
export async function updateSlot(
  deps: AppDeps,
  userId: string,
  rawId: string,
  input: UpdateSlotInput,
): Promise<SlotEntryOut[]> {
  const { db } = deps.database;
  const scheduler = await requireProfessional(db, userId);
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
    await assertClaimsStayInside(tx, moved, input.voucher_types);
    if (mode === 'future' && slot.seriesId)
      await splitSlotSeries(tx, scheduler.professionalId, slot.seriesId, ids, slot.startTime);
    for (const target of moved) {
      await updateSlotRow(tx, target.id, {
        startTime: target.start,
        endTime: target.end,
        title: input.title,
        location: input.location,
        notes: input.notes,
        // Left out, the slot stays as it was; sessions already claimed keep theirs.
        ...(typeof input.online === 'boolean' ? { online: input.online } : {}),
        updatedAt: now,
      });
    }
    await setSlotVoucherTypes(tx, scheduler.professionalId, ids, input.voucher_types);
    return loadSlotEntries(tx, scheduler.professionalId, ids);
  });
}

/**
 * A booked claim is a client's session: an edit may not leave it outside its slot's new time or
 * without the session type it was booked with (409). The professional refuses it first, which tells
 * the client, rather than the edit stranding it silently.
 */
async function assertClaimsStayInside(
  db: Parameters<typeof findLiveClaims>[0],
  moved: readonly { id: string; start: Date; end: Date }[],
  voucherTypes: readonly number[],
): Promise<void> {
  const bySlot = new Map(moved.map((target) => [target.id, target]));
  const claims = await findLiveClaims(
    db,
    moved.map((target) => target.id),
  );
  const stranded = claims.some((claim) => {
    const slot = bySlot.get(claim.slotId);
    return (
      !slot ||
      claim.startTime < slot.start ||
      claim.endTime > slot.end ||
      !voucherTypes.includes(claim.voucherTypeId)
    );
  });
  if (stranded) throw new AppError('error.slot.bookings_outside');
}
