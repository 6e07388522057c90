import type { MessageAttachment } from '../db/schema.ts';
import { icsSequence, icsUid, sessionIcs } from './ics.ts';

/** What the .ics of an e-mail says about one occurrence (a stored event row fits). */
export interface AttachedEvent {
  id: string;
  /** Set on a session booked from an availability slot: its UID is a claim's, as in the feed. */
  availabilitySlotId?: string | null;
  location: string | null;
  startTime: Date;
  endTime: Date;
}

/**
 * The `.ics` a booking, change or cancellation e-mail carries (RFC 5545/5546): the reader's zone, the
 * UID the calendar feed uses for the same session, and a SEQUENCE from the moment of the change, so
 * the calendar that holds an earlier copy takes this one; a cancellation is METHOD:CANCEL.
 */
export function sessionAttachment(
  method: 'REQUEST' | 'CANCEL',
  event: AttachedEvent,
  values: {
    summary: string;
    url: string;
    timeZone: string;
    at: Date;
    reader: { email: string; name?: string | null };
    /** The professional: RFC 5546 wants an ORGANIZER on REQUEST and CANCEL. */
    organizer: { name: string; email: string };
  },
): MessageAttachment {
  const content = sessionIcs({
    method,
    uid: icsUid(event.availabilitySlotId ? 'claim' : 'event', event.id),
    sequence: icsSequence(values.at),
    start: event.startTime,
    end: event.endTime,
    summary: values.summary,
    location: event.location,
    url: values.url,
    timeZone: values.timeZone,
    attendee: values.reader,
    organizerName: values.organizer.name,
    organizerEmail: values.organizer.email,
    stamp: values.at,
  });
  return {
    filename: method === 'CANCEL' ? 'cancelled.ics' : 'session.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content,
  };
}
