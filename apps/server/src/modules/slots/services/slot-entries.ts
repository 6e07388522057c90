import { offeredDurations, type ClientSlotEntry, type ProfessionalSlotEntry } from '@sessionbook/domain';
import type { Db } from '../../../db/types.ts';
import {
  findOwnSlotsByIds,
  type OpenSlotRow,
  type OwnSlotRow,
  type RangeJson,
  type SlotDetailRow,
} from '../../calendar/slot-details-queries.ts';
import { DEFAULT_VOUCHER_RULES } from '../../vouchers/settings.ts';

const toRange = (range: RangeJson) => ({ start_time: range.start_time, end_time: range.end_time });

/** What every view of a slot says: its row, series, voucher types and blocked ranges. */
function slotFields(row: SlotDetailRow) {
  return {
    id: row.id,
    professional_id: row.professionalId,
    series_id: row.seriesId,
    occurrence: row.occurrence,
    recurrence_rule:
      row.seriesCount === null ? null : { frequency: 'weekly' as const, count: row.seriesCount },
    start_time: row.startTime.toISOString(),
    end_time: row.endTime.toISOString(),
    voucher_types: row.voucherTypes,
    title: row.title,
    location: row.location,
    notes: row.notes,
    online: row.online,
    blocked: row.blocked.map(toRange),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    cancelled_reason: null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The professional's reply entries of these slots (in the given order): besides the blocked ranges
 * (their live events overlapping each slot, claims included; docs/product/rules.md#slot-claims), the live
 * claims
 * with the client's name.
 */
export function toSlotEntries(rows: OwnSlotRow[]): ProfessionalSlotEntry[] {
  return rows.map((row) =>
    Object.assign(slotFields(row), {
      claims: row.claims.map((claim) => ({
        event_id: claim.event_id,
        registration_id: claim.registration_id,
        client_id: claim.client_id,
        full_name: claim.full_name,
        start_time: claim.start_time,
        end_time: claim.end_time,
        voucher_type_id: claim.voucher_type_id,
        created_at: claim.created_at,
      })),
    }),
  );
}

/**
 * Open slots as clients and guests see them: the blocked time without whose it is, the professional's
 * name and the registration deadline, the shortest of its voucher types' (until then some booking is
 * possible; a claim checks its own type's), and each type's cancellation deadline, so the booking
 * screen can say before confirming that a time inside it cannot be cancelled
 * (docs/product/rules.md#cancellation-deadline),
 * and the session lengths the professional offers (docs/decisions/0035).
 */
export function toOpenSlotEntries(rows: OpenSlotRow[]): ClientSlotEntry[] {
  return rows.map((row) =>
    Object.assign(slotFields(row), {
      professional_name: row.professionalFullName?.trim() || row.professionalUsername || '',
      registration_deadline_hours: Math.min(
        ...row.registrationDeadlines.map((hours) => hours ?? DEFAULT_VOUCHER_RULES.registration),
      ),
      cancellation_deadlines: row.cancellationDeadlines.map((deadline) => ({
        voucher_type_id: deadline.voucher_type_id,
        hours: deadline.hours ?? DEFAULT_VOUCHER_RULES.cancellation,
        late_cancel: deadline.late_cancel ?? DEFAULT_VOUCHER_RULES.lateCancel,
        no_show: deadline.no_show ?? DEFAULT_VOUCHER_RULES.noShow,
      })),
      durations: offeredDurations(row.durationPreferences ?? []),
    }),
  );
}

export type SlotEntryOut = ProfessionalSlotEntry;

export async function loadSlotEntries(db: Db, professionalId: string, ids: string[]) {
  return toSlotEntries(await findOwnSlotsByIds(db, professionalId, ids));
}
