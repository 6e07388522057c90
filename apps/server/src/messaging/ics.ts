import { zonedIn } from '@sessionbook/domain';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
  type ICalEventData,
} from 'ical-generator';
import { tzlib_get_ical_block, tzlib_get_offset } from 'timezones-ical-library';

/**
 * iCalendar (RFC 5545) files of sessions: the `.ics` a booking, change or cancellation e-mail carries
 * (RFC 5546 REQUEST / CANCEL) and the private calendar feed (PUBLISH). Pure: no database, no clock
 * unless `stamp` is left out. Written with ical-generator; every VTIMEZONE comes from
 * timezones-ical-library (docs/api-calendar-feed.md says why these two).
 */

const PRODUCT_ID = { company: 'Sessionbook', product: 'Sessionbook', language: 'EN' };
/** The domain part of every UID: UIDs stay the same wherever the app is served from. */
const UID_DOMAIN = 'sessionbook';
/** How often a subscribed calendar should fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_REFRESH_SECONDS = 60 * 60;

export interface IcsSession {
  /** `icsUid(...)`: the same for every file that speaks of this session. */
  uid: string;
  /** `icsSequence(...)`: higher in every later version of the session. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  /**
   * An online session's meeting link, for a reader it belongs to: the place when there is no other, and
   * the description's first line, where every calendar app turns it into a link.
   */
  meetingUrl?: string | null;
}

export interface SessionIcsInput extends IcsSession {
  /** REQUEST for a booking or a change, CANCEL (same UID, higher SEQUENCE) for a cancellation. */
  method: 'REQUEST' | 'CANCEL';
  /**
   * What a CANCEL takes away (RFC 5546 3.2.5): `event`, the whole session (STATUS:CANCELLED); or
   * `attendee`, only the reader's place in a session that goes on without them: no STATUS, and the
   * removed attendee named. Either way the reader's calendar drops it. REQUEST ignores it.
   */
  cancels?: 'event' | 'attendee';
  /** The reader's IANA zone: times are written in it, with its VTIMEZONE. */
  timeZone: string;
  organizerName?: string;
  organizerEmail?: string;
  /**
   * The reader, as the one attendee (RFC 5546 wants one on REQUEST and CANCEL; Gmail and Outlook
   * match a CANCEL to the event through it). Already accepted: no RSVP is asked.
   */
  attendee?: { email: string; name?: string | null } | null;
  /** DTSTAMP, when the file is written; now by default. */
  stamp?: Date;
}

export interface CalendarFeedItem extends IcsSession {
  cancelled: boolean;
}

export interface CalendarFeedInput {
  /** The calendar's name in the subscriber's list (X-WR-CALNAME). */
  name: string;
  /** The owner's IANA zone: times are written in it, with its one VTIMEZONE. */
  timeZone: string;
  items: CalendarFeedItem[];
  /** DTSTAMP of every event, when the feed is written; now by default. */
  stamp?: Date;
}

/** A stable UID: `event-<id>@sessionbook` (or `claim-…` for a session booked from a slot). */
export function icsUid(kind: 'event' | 'claim', id: string): string {
  return `${kind}-${id}@${UID_DOMAIN}`;
}

/** Seconds before this instant count as SEQUENCE 0. */
const SEQUENCE_EPOCH_MS = Date.UTC(2026, 0, 1);

/**
 * SEQUENCE without a stored counter: whole seconds from 2026-01-01 UTC to the latest of the given
 * instants (the event's `updated_at`, and the reader's registration's `created_at`/`cancelled_at`),
 * nulls ignored. Every change to a session moves one of those instants forward, so a later version
 * always carries a higher SEQUENCE than any copy a calendar already holds (RFC 5545 3.8.7.4), and a
 * CANCEL written at the cancellation outranks the REQUEST before it. Seconds fit the 32-bit integer
 * Outlook reads until 2094.
 */
export function icsSequence(...changedAt: (Date | null | undefined)[]): number {
  const latest = Math.max(SEQUENCE_EPOCH_MS, ...changedAt.flatMap((at) => (at ? [at.getTime()] : [])));
  return Math.floor((latest - SEQUENCE_EPOCH_MS) / 1000);
}

/**
 * The `.ics` of one session for an e-mail: METHOD REQUEST; or CANCEL, of the whole session
 * (STATUS:CANCELLED) or of the reader's place in it (the attendee, no STATUS).
 */
export function sessionIcs(input: SessionIcsInput): string {
  const cancel = input.method === 'CANCEL';
  const wholeEvent = cancel && (input.cancels ?? 'event') === 'event';
  const calendar = newCalendar(cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  const organizer =
    input.organizerEmail !== undefined
      ? { name: input.organizerName ?? input.organizerEmail, email: input.organizerEmail }
      : null;
  calendar.createEvent({
    ...eventData(input, input.timeZone, input.stamp ?? new Date()),
    // RFC 5546 3.2.5: STATUS:CANCELLED cancels the whole event; uninviting attendees MUST NOT have it.
    status: wholeEvent ? ICalEventStatus.CANCELLED : cancel ? null : ICalEventStatus.CONFIRMED,
    organizer,
    attendees: input.attendee
      ? [
          {
            email: input.attendee.email,
            name: input.attendee.name || undefined,
            role: ICalAttendeeRole.REQ,
            // A removed attendee has no answer to give; a booked one has accepted already.
            ...(cancel ? {} : { status: ICalAttendeeStatus.ACCEPTED }),
            rsvp: false,
          },
        ]
      : [],
  });
  return finished(calendar.toString());
}

/**
 * The private calendar feed: METHOD PUBLISH, the calendar's name and zone, how often to refresh, one
 * VTIMEZONE, and every session (cancelled ones with STATUS:CANCELLED, so subscribers strike them).
 */
export function calendarFeedIcs(input: CalendarFeedInput): string {
  const calendar = newCalendar(ICalCalendarMethod.PUBLISH);
  calendar.name(input.name);
  calendar.ttl(FEED_REFRESH_SECONDS);
  const stamp = input.stamp ?? new Date();
  for (const item of input.items)
    calendar.createEvent({
      ...eventData(item, input.timeZone, stamp),
      status: item.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  // The zone subscribers show the calendar in (Apple and Google read it), among the calendar's own
  // properties: ical-generator writes custom properties after the events, where RFC 5545 has none.
  return finished(calendar.toString(), `X-WR-TIMEZONE:${input.timeZone}`);
}

/**
 * ical-generator's text with these calendar properties added before the first component, and the
 * CRLF RFC 5545 ends every line with, the last one too.
 */
function finished(text: string, ...calendarProperties: string[]): string {
  const lines = text.split('\r\n');
  const firstComponent = lines.findIndex((line, index) => index > 0 && line.startsWith('BEGIN:'));
  lines.splice(firstComponent === -1 ? lines.length - 1 : firstComponent, 0, ...calendarProperties);
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A calendar whose events carry their own zone. Its own zone stays unset on purpose: ical-generator
 * writes DTSTAMP in the calendar's zone without `Z` when one is set, and RFC 5545 wants DTSTAMP in
 * UTC. The generator still adds the VTIMEZONE of every zone an event uses.
 */
function newCalendar(method: ICalCalendarMethod): ICalCalendar {
  return ical({ prodId: PRODUCT_ID, method, timezone: { name: null, generator: vtimezoneOf } });
}

function eventData(session: IcsSession, timeZone: string, stamp: Date): ICalEventData {
  const zoned = writableInZone(session.start, timeZone) && writableInZone(session.end, timeZone);
  return {
    id: session.uid,
    sequence: session.sequence,
    stamp,
    // In the zone: a Temporal ZonedDateTime, which ical-generator writes as TZID=<zone> wall time.
    // Otherwise a Date, written in UTC (`Z`): always the right instant.
    start: zoned ? zonedIn(session.start, timeZone) : session.start,
    end: zoned ? zonedIn(session.end, timeZone) : session.end,
    timezone: zoned ? timeZone : null,
    summary: session.summary,
    location: session.location || session.meetingUrl || null,
    description: [session.meetingUrl, session.description].filter(Boolean).join('\n\n') || null,
    url: session.url || null,
  };
}

/**
 * Whether the instant can be written as wall time in the zone and read back as the same instant:
 * - never in UTC itself (written with `Z`);
 * - not in the hour a DST change repeats: RFC 5545 reads such a time as its first occurrence, some
 *   readers (ical.js) as the second, so either way one of them would be an hour off;
 * - only where the VTIMEZONE we send puts the same offset on that wall time as the server's own time
 *   zone data (Intl): the two databases can differ for a zone whose rules changed recently.
 * An instant that fails is written in UTC instead.
 */
function writableInZone(instant: Date, timeZone: string): boolean {
  if (timeZone === 'UTC' || !vtimezoneOf(timeZone)) return false;
  const wall = zonedIn(instant, timeZone).toPlainDateTime();
  const first = wall.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
  const last = wall.toZonedDateTime(timeZone, { disambiguation: 'later' });
  if (first.epochMilliseconds !== last.epochMilliseconds) return false;
  const offset = tzlib_get_offset(
    timeZone,
    wall.toPlainDate().toString(),
    wall.toPlainTime().toString({ smallestUnit: 'minute' }),
  );
  const match = /^([+-])(\d{2})(\d{2})$/.exec(offset);
  if (!match) return false;
  const offsetMs = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000;
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - offsetMs === instant.getTime();
}

const vtimezones = new Map<string, string | null>();

/**
 * The VTIMEZONE of an IANA zone, named as asked: the library answers a linked zone with its target
 * (Europe/Amsterdam with Europe/Brussels, the same rules since 1970), and the events say the zone
 * the user chose. Null for a zone the library does not know.
 */
export function vtimezoneOf(timeZone: string): string | null {
  let block = vtimezones.get(timeZone);
  if (block === undefined) {
    const found = tzlib_get_ical_block(timeZone);
    const text = Array.isArray(found) ? found[0] : found;
    block = text
      ? text
          .replace(/^TZID:.*$/m, `TZID:${timeZone}`)
          .replace(/^X-LIC-LOCATION:.*$/m, `X-LIC-LOCATION:${timeZone}`)
      : null;
    vtimezones.set(timeZone, block);
  }
  return block;
}
