import type { ClientEventEntry } from '@sessionbook/domain';
import type { Db } from '../../db/types.ts';
import { DEFAULT_DEADLINES } from '../vouchers/settings.ts';
import { eventFields } from '../calendar/event-entries.ts';
import { eventNotFound } from '../calendar/scheduling-rules.ts';
import { findClientEvent, type ClientEventRow, type EntryJson } from './client-queries.ts';

const toRegistration = (entry: EntryJson, own: boolean) => ({
  id: entry.id,
  kind: entry.kind,
  voucher_type_id: entry.voucher_type_id,
  created_at: entry.created_at,
  cancelled_at: entry.cancelled_at,
  // Another client's reason is theirs to tell.
  cancelled_reason: own ? entry.cancel_reason : null,
  ended_by: entry.ended_by,
  own,
  full_name: entry.full_name,
});

/**
 * An event as its client sees it: the shared entry, who is going (names only, for classes), the
 * client's own latest entry or else the event's latest registration (spec section 3), their place on
 * the waitlist and the session invitation. Other clients' ids are never shown.
 */
export function toClientEventEntry(row: ClientEventRow): ClientEventEntry {
  return Object.assign(eventFields(row), {
    professional_name: row.professionalName,
    occurrence: null,
    recurrence_rule: null,
    registrations: row.going.map((entry) => ({
      id: entry.id,
      client_id: null,
      full_name: entry.full_name,
      created_at: entry.created_at,
      cancelled_at: null,
    })),
    registrations_count: row.registrationsCount,
    waitlist_count: row.waitlistCount,
    registration: row.own
      ? toRegistration(row.own, true)
      : row.latest
        ? toRegistration(row.latest, false)
        : null,
    waitlist_position: row.waitlistPosition,
    invitation: row.invitation,
    registration_deadline_hours: row.registrationDeadline ?? DEFAULT_DEADLINES.registration,
    cancellation_deadline_hours: row.cancellationDeadline ?? DEFAULT_DEADLINES.cancellation,
  });
}

/** The client entries of event rows, with their professionals' voucher deadlines. */
export function toClientEventEntries(rows: ClientEventRow[]): ClientEventEntry[] {
  return rows.map(toClientEventEntry);
}

/** The event as the client sees it now (the reply of every booking call). */
export async function loadClientEvent(db: Db, clientId: string, eventId: string): Promise<ClientEventEntry> {
  const row = await findClientEvent(db, clientId, eventId);
  if (!row) throw eventNotFound();
  return toClientEventEntry(row);
}
