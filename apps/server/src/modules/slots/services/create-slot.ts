import { weeklyOccurrences, type SlotInput } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { insertSeries, lockProfessional } from '../../calendar/queries.ts';
import { assertMaxDuration } from '../../calendar/scheduling-rules.ts';
import { insertSlots, setSlotVoucherTypes } from '../queries.ts';
import { loadSlotEntries, type SlotEntryOut } from './slot-entries.ts';
import { requireProfessional } from '../../auth/roles.ts';

/** Creates availability, weekly-recurring in the professional's zone when a rule is given. */
export async function createSlot(deps: AppDeps, userId: string, input: SlotInput): Promise<SlotEntryOut[]> {
  const { db } = deps.database;
  const scheduler = await requireProfessional(db, userId);
  const occurrences = weeklyOccurrences({
    start: input.start_time,
    end: input.end_time,
    timeZone: scheduler.timeZone,
    count: input.recurrence_rule?.count ?? 1,
  });
  assertMaxDuration(occurrences);
  return db.transaction(async (tx) => {
    await lockProfessional(tx, scheduler.professionalId);
    const seriesId = input.recurrence_rule
      ? await insertSeries(tx, scheduler.professionalId, 'slot', occurrences.length)
      : null;
    const rows = await insertSlots(
      tx,
      occurrences.map((occurrence) => ({
        professionalId: scheduler.professionalId,
        seriesId,
        startTime: occurrence.start,
        endTime: occurrence.end,
        title: input.title,
        location: input.location,
        notes: input.notes,
        online: input.online ?? false,
      })),
    );
    const ids = rows.map((row) => row.id);
    await setSlotVoucherTypes(tx, scheduler.professionalId, ids, input.voucher_types);
    return loadSlotEntries(tx, scheduler.professionalId, ids);
  });
}
