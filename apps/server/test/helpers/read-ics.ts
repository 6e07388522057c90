import ICAL from 'ical.js';

/**
 * Reads an iCalendar text with ical.js (Mozilla's parser), a different library from the one that
 * writes our files (ical-generator), so a test of a `.ics` checks what a calendar app would see.
 * Times with a TZID are resolved through the VTIMEZONE the text itself carries, never through the
 * zone database of this machine: a wrong VTIMEZONE shows up as a wrong instant.
 */

export interface ReadEvent {
  uid: string;
  sequence: number;
  status: string | null;
  summary: string;
  location: string | null;
  description: string | null;
  url: string | null;
  organizer: string | null;
  attendees: string[];
  /** DTSTAMP, which RFC 5545 wants in UTC. */
  stamp: string;
  start: Date;
  end: Date;
  /** The TZID DTSTART was read in, or `UTC` for a time written with `Z`. */
  startZone: string;
}

export interface ReadCalendar {
  method: string | null;
  name: string | null;
  calendarZone: string | null;
  refreshInterval: string | null;
  publishedTtl: string | null;
  /** The TZID of every VTIMEZONE, in order. */
  timezones: string[];
  events: ReadEvent[];
}

const registered = new Set<string>();

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** The instant of a DATE-TIME: with `Z`, or with a TZID defined by a VTIMEZONE of the file. */
function instantOf(time: ICAL.Time, property: string): { at: Date; zone: string } {
  const zone = time.zone?.tzid;
  if (zone === 'UTC') return { at: time.toJSDate(), zone };
  if (!zone || !registered.has(zone))
    throw new Error(`${property} is floating or names a zone without a VTIMEZONE: ${time.toString()}`);
  return { at: new Date(time.toUnixTime() * 1000), zone };
}

export function readIcs(ics: string): ReadCalendar {
  if (/(^|[^\r])\n/.test(ics)) throw new Error('a line ends without CRLF');
  const calendar = new ICAL.Component(ICAL.parse(ics));
  if (calendar.name !== 'vcalendar') throw new Error(`not a VCALENDAR: ${calendar.name}`);
  for (const required of ['version', 'prodid'])
    if (!calendar.getFirstProperty(required)) throw new Error(`VCALENDAR without ${required}`);

  const timezones = calendar.getAllSubcomponents('vtimezone').map((component) => {
    const tzid = String(component.getFirstPropertyValue('tzid'));
    ICAL.TimezoneService.register(component);
    registered.add(tzid);
    return tzid;
  });

  const events = calendar.getAllSubcomponents('vevent').map((component): ReadEvent => {
    for (const required of ['uid', 'dtstamp', 'dtstart'])
      if (!component.getFirstProperty(required)) throw new Error(`VEVENT without ${required}`);
    const event = new ICAL.Event(component);
    const stamp = instantOf(component.getFirstPropertyValue('dtstamp') as ICAL.Time, 'DTSTAMP');
    if (stamp.zone !== 'UTC') throw new Error('DTSTAMP not in UTC');
    const start = instantOf(event.startDate, 'DTSTART');
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: text(component.getFirstPropertyValue('status')),
      summary: event.summary,
      location: text(event.location),
      description: text(event.description),
      url: text(component.getFirstPropertyValue('url')),
      organizer: text(event.organizer),
      attendees: event.attendees.map((attendee) => String(attendee.getFirstValue())),
      stamp: stamp.at.toISOString(),
      start: start.at,
      end: instantOf(event.endDate, 'DTEND').at,
      startZone: start.zone,
    };
  });

  return {
    method: text(calendar.getFirstPropertyValue('method')),
    name: text(calendar.getFirstPropertyValue('x-wr-calname')),
    calendarZone: text(calendar.getFirstPropertyValue('x-wr-timezone')),
    refreshInterval: text(calendar.getFirstPropertyValue('refresh-interval')),
    publishedTtl: text(calendar.getFirstPropertyValue('x-published-ttl')),
    timezones,
    events,
  };
}

/** Drops the zones read so far from ical.js's global registry (call after each test). */
readIcs.forgetZones = () => {
  for (const tzid of registered) ICAL.TimezoneService.remove(tzid);
  registered.clear();
};
