import type { ProfessionalEventEntry } from '@sessionbook/domain';
import type { Db } from '../../db/types.ts';
import { voucherWarnings } from '../vouchers/warnings.ts';
import type { EventRow } from './queries.ts';
import {
  findEventDetailsByIds,
  type EventDetailRow,
  type RegistrationJson,
} from './event-details-queries.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

// JSON aggregates carry the database's timestamp text; the API speaks ISO 8601 in UTC.
const toRegistrationEntry = (entry: RegistrationJson) => ({
  ...entry,
  created_at: iso(entry.created_at)!,
  cancelled_at: iso(entry.cancelled_at),
});

/** What every view of an event says of its row, whoever reads it (professional or client). */
export function eventFields(row: EventRow) {
  return {
    id: row.id,
    professional_id: row.professionalId,
    series_id: row.seriesId,
    start_time: row.startTime.toISOString(),
    end_time: row.endTime.toISOString(),
    voucher_type_id: row.voucherTypeId,
    max_event_regs: row.maxEventRegs,
    is_group_session: row.isGroupSession,
    is_private: row.isPrivate,
    waitlist_allowed: row.waitlistAllowed,
    title: row.title,
    location: row.location,
    notes: row.notes,
    availability_slot_id: row.availabilitySlotId,
    cancelled_at: iso(row.cancelledAt),
    cancelled_reason: row.cancelledReason,
    created_at: row.createdAt.toISOString(),
  };
}

/** The reply entries of these events (in the given order), their registrations, waitlist and invitees. */
export function toEventEntries(
  rows: EventDetailRow[],
  warnings: ReadonlyMap<string, string[]>,
): ProfessionalEventEntry[] {
  return rows.map((row) => ({
    ...eventFields(row),
    occurrence: row.occurrence,
    recurrence_rule:
      row.seriesCount === null ? null : { frequency: 'weekly' as const, count: row.seriesCount },
    registrations: row.registrations.map(toRegistrationEntry),
    registrations_count: row.registrations.filter((registration) => !registration.cancelled_at).length,
    waitlist: row.waitlist.map(toRegistrationEntry),
    waitlist_count: row.waitlist.filter((entry) => !entry.cancelled_at).length,
    invitations: row.invitations,
    voucher_warnings: warnings.get(row.id) ?? [],
  }));
}

export type EventEntryOut = ProfessionalEventEntry;

/** The entries of events with the missing-voucher warnings of those not yet begun. */
export async function withWarnings(db: Db, professionalId: string, rows: EventDetailRow[], now: Date) {
  return toEventEntries(rows, await voucherWarnings(db, professionalId, rows, now));
}

/** The entries of the professional's events with these ids, by start. */
export async function loadEventEntries(db: Db, professionalId: string, ids: string[], now: Date) {
  return withWarnings(db, professionalId, await findEventDetailsByIds(db, professionalId, ids), now);
}
