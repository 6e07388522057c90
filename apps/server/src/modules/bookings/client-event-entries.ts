import type { ClientEventEntry } from '@sessionbook/domain';
import type { Db } from '../../db/types.ts';
import { DEFAULT_VOUCHER_RULES } from '../vouchers/settings.ts';
import { eventFields } from '../calendar/event-entries.ts';
import { eventNotFound } from '../calendar/scheduling-rules.ts';
import { goingView, shownName, type GoingView } from './who-is-going.ts';
import { findClientEvent, type ClientEventRow, type EntryJson } from './client-event-queries.ts';

/** A signed-in client, or a guest on a public profile (who has no entries and sees no one's). */
export type EventAudience = 'client' | 'guest';

const toRegistration = (entry: EntryJson, own: boolean, view: GoingView) => ({
  id: entry.id,
  kind: entry.kind,
  voucher_type_id: entry.voucher_type_id,
  created_at: entry.created_at,
  cancelled_at: entry.cancelled_at,
  // Another client's reason is theirs to tell.
  cancelled_reason: own ? entry.cancel_reason : null,
  ended_by: entry.ended_by,
  // Another client's attendance is between them and the professional.
  attendance: own ? entry.attendance : null,
  own,
  full_name: shownName(entry.full_name, view, own),
});

/** The reader holds a place in the event (not a waitlist entry, not an ended place). */
const registeredIn = (row: ClientEventRow) =>
  row.own?.kind === 'registration' && row.own.cancelled_at === null;

/**
 * An event as a client (or a guest) sees it: the shared entry, who is going for classes as far as the
 * reader may see it (who-is-going.ts: first names for a connected client while the professional
 * allows, else only the counts), the client's own latest entry or else the event's latest registration
 * (docs/product/entities-and-states.md#registration; its name under the same rule), their place on the
 * waitlist and the session
 * invitation. Other clients' ids, e-mails and phones are never shown.
 */
export function toClientEventEntry(
  row: ClientEventRow,
  audience: EventAudience = 'client',
): ClientEventEntry {
  const view = goingView(
    audience === 'guest' ? { kind: 'guest' } : { kind: 'client', connected: row.readerConnected },
    row.showGoingNames,
  );
  return Object.assign(eventFields(row), {
    professional_name: row.professionalName,
    occurrence: null,
    recurrence_rule: null,
    registrations:
      view === 'count'
        ? []
        : row.going.map((entry) => ({
            id: entry.id,
            client_id: null,
            full_name: shownName(entry.full_name, view, entry.mine),
            created_at: entry.created_at,
            cancelled_at: null,
            ended_by: null,
            attendance: null,
          })),
    // The link is for those registered in it (docs/product/rules.md#online-sessions).
    meeting_url: audience === 'client' && registeredIn(row) ? row.meetingUrl : null,
    registrations_count: row.registrationsCount,
    waitlist_count: row.waitlistCount,
    // A guest has no entry of their own, and the latest one of others is a signed-in client's view.
    registration:
      audience === 'guest'
        ? null
        : row.own
          ? toRegistration(row.own, true, view)
          : row.latest
            ? toRegistration(row.latest, false, view)
            : null,
    waitlist_position: audience === 'guest' ? null : row.waitlistPosition,
    offered_until: audience === 'guest' ? null : row.offeredUntil,
    held_places: row.heldPlaces,
    invitation: row.invitation,
    registration_deadline_hours: row.registrationDeadline ?? DEFAULT_VOUCHER_RULES.registration,
    cancellation_deadline_hours: row.cancellationDeadline ?? DEFAULT_VOUCHER_RULES.cancellation,
    late_cancel: row.lateCancel ?? DEFAULT_VOUCHER_RULES.lateCancel,
    no_show: row.noShow ?? DEFAULT_VOUCHER_RULES.noShow,
  });
}

/** The client (or guest) entries of event rows, with their professionals' voucher deadlines. */
export function toClientEventEntries(
  rows: ClientEventRow[],
  audience: EventAudience = 'client',
): ClientEventEntry[] {
  return rows.map((row) => toClientEventEntry(row, audience));
}

/** The event as the client sees it now (the reply of every booking call). */
export async function loadClientEvent(db: Db, clientId: string, eventId: string): Promise<ClientEventEntry> {
  const row = await findClientEvent(db, clientId, eventId);
  if (!row) throw eventNotFound();
  return toClientEventEntry(row);
}
