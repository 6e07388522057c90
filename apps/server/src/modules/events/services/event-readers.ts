import type { Db } from '../../../db/types.ts';
import { findActiveEntryContacts, findUnansweredInviteeContacts } from '../../bookings/queries.ts';
import type { MailedEvent } from '../../bookings/services/registration-emails.ts';
import type { EventNotice } from './event-emails.ts';

/**
 * Everyone a change to these occurrences concerns (issue 24, the notification matrix): clients with
 * a place, clients on the waitlist, and clients with an account booked into a session they have not
 * answered. Read before the change ends any of it.
 */
export async function eventReaders<E extends MailedEvent>(
  db: Db,
  events: ReadonlyMap<string, E>,
): Promise<(EventNotice & { event: E })[]> {
  const ids = [...events.keys()];
  const entries = await findActiveEntryContacts(db, ids);
  const invitees = await findUnansweredInviteeContacts(db, ids);
  return [
    ...entries.map((reader) => ({
      reader,
      event: events.get(reader.eventId)!,
      holds: reader.kind,
      placeCreatedAt: reader.placeCreatedAt,
    })),
    ...invitees.map((reader) => ({
      reader,
      event: events.get(reader.eventId)!,
      holds: 'invited' as const,
    })),
  ];
}
