import type { ProfessionalSlotEntry } from '@sessionbook/domain';
import type { Db } from '../../../db/types.ts';
import { findLiveEventsOverlapping, findSeriesCounts } from '../../calendar/queries.ts';
import { findLiveClaims, type SlotRow } from '../../calendar/slot-queries.ts';
import { findSlotSeriesPositions, findSlotVoucherTypes, findSlotsByIds } from '../queries.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * The reply entries of these slots (in the given order): their voucher types, blocked ranges (the
 * professional's live events overlapping each slot, its claims included; DECISIONS.md item 8) and
 * live claims with the client's name. A fixed number of queries, whatever the number of slots.
 */
export async function toSlotEntries(db: Db, rows: SlotRow[]): Promise<ProfessionalSlotEntry[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const seriesIds = [...new Set(rows.flatMap((row) => (row.seriesId ? [row.seriesId] : [])))];
  const voucherTypes = await findSlotVoucherTypes(db, ids);
  const counts = await findSeriesCounts(db, seriesIds);
  const positions = await findSlotSeriesPositions(db, seriesIds);
  const professionalId = rows[0]!.professionalId;
  const from = new Date(Math.min(...rows.map((row) => row.startTime.getTime())));
  const to = new Date(Math.max(...rows.map((row) => row.endTime.getTime())));
  const busy = await findLiveEventsOverlapping(db, professionalId, { start: from, end: to });
  const claims = await findLiveClaims(db, ids);
  return rows.map((row) => {
    const count = row.seriesId ? counts.get(row.seriesId) : undefined;
    return {
      id: row.id,
      professional_id: row.professionalId,
      series_id: row.seriesId,
      occurrence: positions.get(row.id) ?? null,
      recurrence_rule: count === undefined ? null : { frequency: 'weekly' as const, count },
      start_time: row.startTime.toISOString(),
      end_time: row.endTime.toISOString(),
      voucher_types: voucherTypes.filter((type) => type.slotId === row.id).map((type) => type.voucherTypeId),
      title: row.title,
      location: row.location,
      notes: row.notes,
      blocked: busy
        .filter((event) => event.startTime < row.endTime && event.endTime > row.startTime)
        .map((event) => ({
          start_time: (event.startTime < row.startTime ? row.startTime : event.startTime).toISOString(),
          end_time: (event.endTime > row.endTime ? row.endTime : event.endTime).toISOString(),
        })),
      claims: claims
        .filter((claim) => claim.slotId === row.id)
        .map((claim) => ({
          event_id: claim.eventId,
          registration_id: claim.registrationId,
          client_id: claim.clientId,
          full_name: claim.fullName,
          start_time: claim.startTime.toISOString(),
          end_time: claim.endTime.toISOString(),
          voucher_type_id: claim.voucherTypeId,
          created_at: claim.createdAt.toISOString(),
        })),
      cancelled_at: iso(row.cancelledAt),
      cancelled_reason: null,
      created_at: row.createdAt.toISOString(),
    };
  });
}

export type SlotEntryOut = ProfessionalSlotEntry;

export async function loadSlotEntries(db: Db, professionalId: string, ids: string[]) {
  return toSlotEntries(db, await findSlotsByIds(db, professionalId, ids));
}
