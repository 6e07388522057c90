import type { ProfessionalEventEntry } from '@sessionbook/domain';
import type { Db } from '../../db/types.ts';
import type { EventRow } from './queries.ts';
import {
  findEventDetailsByIds,
  type EventDetailRow,
  type RegistrationJson,
} from './event-details-queries.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

const toRegistrationEntry = (entry: RegistrationJson) => ({
  id: entry.id,
  client_id: entry.client_id,
  full_name: entry.full_name,
  created_at: entry.created_at,
  cancelled_at: entry.cancelled_at,
  ended_by: entry.ended_by,
  attendance: entry.attendance,
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
    waitlist_mode: row.waitlistMode,
    title: row.title,
    location: row.location,
    notes: row.notes,
    online: row.meetingUrl !== null,
    // The professional's view; a client's replaces it (client-event-entries.ts).
    meeting_url: row.meetingUrl,
    availability_slot_id: row.availabilitySlotId,
    cancelled_at: iso(row.cancelledAt),
    cancelled_reason: row.cancelledReason,
    created_at: row.createdAt.toISOString(),
  };
}

/** The reply entries of these events (in the given order), their registrations, waitlist and invitees. */
export function toEventEntries(rows: EventDetailRow[]): ProfessionalEventEntry[] {
  // Object.assign onto the fresh fields object: spreading twenty fields per event was a tenth of the
  // request (docs/performance.md).
  return rows.map((row) =>
    Object.assign(eventFields(row), {
      occurrence: row.occurrence,
      recurrence_rule:
        row.seriesCount === null ? null : { frequency: 'weekly' as const, count: row.seriesCount },
      registrations: row.registrations.map(toRegistrationEntry),
      registrations_count: row.registrations.filter((registration) => !registration.cancelled_at).length,
      waitlist: row.waitlist.map(toRegistrationEntry),
      waitlist_count: row.waitlist.filter((entry) => !entry.cancelled_at).length,
      invitations: row.invitations,
      voucher_warnings: row.voucherWarnings,
    }),
  );
}

export type EventEntryOut = ProfessionalEventEntry;

/** The entries of the professional's events with these ids, by start (warnings as of `now`). */
export async function loadEventEntries(db: Db, professionalId: string, ids: string[], now: Date) {
  return toEventEntries(await findEventDetailsByIds(db, professionalId, ids, now));
}
