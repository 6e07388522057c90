import type { Db } from '../../../db/types.ts';
import {
  findEventsByIds,
  findInvitations,
  findRegistrations,
  findSeriesCounts,
  findSeriesPositions,
  findWaitlist,
  type EventRow,
  type InvitationRow,
  type RegistrationRow,
} from '../queries.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

const registrationEntry = (row: RegistrationRow & { fullName: string | null }) => ({
  id: row.id,
  client_id: row.clientId,
  full_name: row.fullName,
  created_at: row.createdAt.toISOString(),
  cancelled_at: iso(row.cancelledAt),
});

const invitationEntry = (row: InvitationRow) => ({
  professional_client_id: row.professionalClientId,
  email: row.email,
  phone: row.phone,
});

function groupBy<T extends { eventId: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.eventId);
    if (list) list.push(row);
    else map.set(row.eventId, [row]);
  }
  return map;
}

/** The reply entries of these events (in the given order) with registrations, waitlist and invitations. */
export async function toEventEntries(db: Db, rows: EventRow[]) {
  const ids = rows.map((row) => row.id);
  const seriesIds = [...new Set(rows.flatMap((row) => (row.seriesId ? [row.seriesId] : [])))];
  const [registrations, waitlist, invitations, seriesCounts, positions] = [
    groupBy(await findRegistrations(db, ids)),
    groupBy(await findWaitlist(db, ids)),
    groupBy(await findInvitations(db, ids)),
    await findSeriesCounts(db, seriesIds),
    await findSeriesPositions(db, seriesIds),
  ];
  return rows.map((row) => {
    const active = (registrations.get(row.id) ?? []).filter((registration) => !registration.cancelledAt);
    const count = row.seriesId ? seriesCounts.get(row.seriesId) : undefined;
    return {
      id: row.id,
      professional_id: row.professionalId,
      series_id: row.seriesId,
      occurrence: positions.get(row.id) ?? null,
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
      recurrence_rule: count === undefined ? null : { frequency: 'weekly' as const, count },
      registrations: (registrations.get(row.id) ?? []).map(registrationEntry),
      registrations_count: active.length,
      waitlist_count: (waitlist.get(row.id) ?? []).filter((entry) => !entry.cancelledAt).length,
      invitations: (invitations.get(row.id) ?? []).map(invitationEntry),
      cancelled_at: iso(row.cancelledAt),
      cancelled_reason: row.cancelledReason,
      created_at: row.createdAt.toISOString(),
    };
  });
}

export type EventEntryOut = Awaited<ReturnType<typeof toEventEntries>>[number];

/** The entries of the professional's events with these ids, by start. */
export async function loadEventEntries(db: Db, professionalId: string, ids: string[]) {
  return toEventEntries(db, await findEventsByIds(db, professionalId, ids));
}
