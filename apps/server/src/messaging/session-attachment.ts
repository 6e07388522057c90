import type { MessageAttachment } from '../db/schema/messaging.ts';
import { icsSequence, icsUid, sessionIcs } from './ics.ts';

/** What the .ics of an e-mail says about one occurrence (a stored event row fits). */
export interface AttachedEvent {
  id: string;
  /** Set on a session booked from an availability slot: its UID is a claim's, as in the feed. */
  availabilitySlotId?: string | null;
  location: string | null;
  /** An online session's link; the files carry it to registered readers only (every e-mail with one does). */
  meetingUrl?: string | null;
  startTime: Date;
  endTime: Date;
  /** The event's last change: part of SEQUENCE, as in the feed. */
  updatedAt: Date;
}

/** The reader's place in the session, as stored: part of SEQUENCE, as in the feed. */
export interface AttachedPlace {
  createdAt?: Date | null;
  cancelledAt?: Date | null;
}

/**
 * SEQUENCE of a reader's copy of a session, from the instants the calendar feed reads too (the
 * event's last change, the reader's place made or ended), so an e-mail and the feed always agree and
 * a later change of either kind outranks every copy before it (decision 0029).
 */
export const sessionSequence = (event: Pick<AttachedEvent, 'updatedAt'>, place: AttachedPlace = {}) =>
  icsSequence(event.updatedAt, place.createdAt, place.cancelledAt);

/**
 * The `.ics` a booking, change or cancellation e-mail carries (RFC 5545/5546): the reader's zone, the
 * UID the calendar feed uses for the same session, and the feed's SEQUENCE, so the calendar that holds
 * an earlier copy takes this one. A cancellation is METHOD:CANCEL, of the whole session or of the
 * reader's place in it (`cancels`).
 */
export function sessionAttachment(
  method: 'REQUEST' | 'CANCEL',
  event: AttachedEvent,
  values: {
    summary: string;
    url: string;
    timeZone: string;
    /** When the file is written (DTSTAMP). */
    at: Date;
    place?: AttachedPlace;
    cancels?: 'event' | 'attendee';
    reader: { email: string; name?: string | null };
    /** The professional: RFC 5546 wants an ORGANIZER on REQUEST and CANCEL. */
    organizer: { name: string; email: string };
  },
): MessageAttachment {
  const content = sessionIcs({
    method,
    ...(values.cancels ? { cancels: values.cancels } : {}),
    uid: icsUid(event.availabilitySlotId ? 'claim' : 'event', event.id),
    sequence: sessionSequence(event, values.place),
    start: event.startTime,
    end: event.endTime,
    summary: values.summary,
    location: event.location,
    // A CANCEL takes the reader's copy away: it needs no way in.
    meetingUrl: method === 'REQUEST' ? event.meetingUrl : null,
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
