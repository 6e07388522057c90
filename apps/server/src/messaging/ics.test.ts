import { zonedIn } from '@sessionbook/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { readIcs } from '../../test/helpers/read-ics.ts';
import {
  calendarFeedIcs,
  icsSequence,
  icsUid,
  sessionIcs,
  type CalendarFeedItem,
  type SessionIcsInput,
} from './ics.ts';

/**
 * The `.ics` files are read back with ical.js (Mozilla's parser), not the library that writes them:
 * every time must come back as the instant it was written from, through the VTIMEZONE the file
 * carries, across DST changes.
 */

const STAMP = new Date('2027-03-01T09:00:00Z');

const session = (overrides: Partial<SessionIcsInput> = {}): SessionIcsInput => ({
  method: 'REQUEST',
  uid: icsUid('event', '8f3c2f7e-5d7a-4b1c-9a63-0d3b1e2f4a5b'),
  sequence: icsSequence(new Date('2027-02-20T10:00:00Z')),
  start: new Date('2027-03-15T08:00:00Z'),
  end: new Date('2027-03-15T09:00:00Z'),
  timeZone: 'Europe/Amsterdam',
  summary: 'Bootcamp',
  organizerName: 'Coach Ann',
  organizerEmail: 'coach@example.test',
  attendee: { email: 'ana@example.test', name: 'Ana' },
  stamp: STAMP,
  ...overrides,
});

const item = (start: string, end: string, overrides: Partial<CalendarFeedItem> = {}): CalendarFeedItem => ({
  uid: icsUid('event', `${start}/${end}`),
  sequence: 1,
  start: new Date(start),
  end: new Date(end),
  summary: 'Session',
  cancelled: false,
  ...overrides,
});

const feed = (timeZone: string, items: CalendarFeedItem[]) =>
  calendarFeedIcs({ name: 'Sessionbook (ana)', timeZone, items, stamp: STAMP });

/** The UTC instants the parser reads for each event, and the zone it read them in. */
function instantsOf(text: string) {
  return readIcs(text).events.map((event) => ({
    start: event.start.toISOString(),
    end: event.end.toISOString(),
    zone: event.startZone,
  }));
}

/** Every UTC instant on the quarter hour from `from` (inclusive) to `to` (exclusive). */
function quarterHours(from: string, to: string): Date[] {
  const out: Date[] = [];
  for (let at = Date.parse(from); at < Date.parse(to); at += 15 * 60_000) out.push(new Date(at));
  return out;
}

/** The instants at which the zone's offset changes during 2027. */
function transitions2027(timeZone: string): Date[] {
  const found: Date[] = [];
  let zoned = zonedIn(new Date('2027-01-01T00:00:00Z'), timeZone);
  for (;;) {
    const next = zoned.getTimeZoneTransition('next');
    if (!next || next.year > 2027) return found;
    found.push(new Date(next.epochMilliseconds));
    zoned = next;
  }
}

afterEach(() => readIcs.forgetZones());

describe('sessionIcs', () => {
  it('writes one REQUEST event in the reader zone, with its VTIMEZONE, that reads back at the right instants', () => {
    const text = sessionIcs(session());
    const parsed = readIcs(text);
    expect(parsed.method).toBe('REQUEST');
    expect(parsed.timezones).toEqual(['Europe/Amsterdam']);
    expect(parsed.events).toHaveLength(1);
    const [event] = parsed.events;
    expect(event).toMatchObject({
      uid: 'event-8f3c2f7e-5d7a-4b1c-9a63-0d3b1e2f4a5b@sessionbook',
      sequence: icsSequence(new Date('2027-02-20T10:00:00Z')),
      status: 'CONFIRMED',
      summary: 'Bootcamp',
      startZone: 'Europe/Amsterdam',
      organizer: 'mailto:coach@example.test',
      attendees: ['MAILTO:ana@example.test'],
      stamp: '2027-03-01T09:00:00.000Z',
    });
    expect(event!.start.toISOString()).toBe('2027-03-15T08:00:00.000Z');
    expect(event!.end.toISOString()).toBe('2027-03-15T09:00:00.000Z');
    expect(text).toContain('DTSTART;TZID=Europe/Amsterdam:20270315T090000\r\n');
  });

  it('cancels with METHOD:CANCEL, STATUS:CANCELLED, the same UID and a higher SEQUENCE', () => {
    const booked = readIcs(sessionIcs(session())).events[0]!;
    const cancelled = readIcs(
      sessionIcs(session({ method: 'CANCEL', sequence: icsSequence(new Date('2027-03-02T07:45:00Z')) })),
    );
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.events[0]).toMatchObject({ uid: booked.uid, status: 'CANCELLED' });
    expect(cancelled.events[0]!.sequence).toBeGreaterThan(booked.sequence);
    expect(cancelled.events[0]!.start.getTime()).toBe(booked.start.getTime());
  });

  it('round-trips commas, semicolons, backslashes, new lines and emoji', () => {
    const summary = 'Yoga, stretch; breathe \\ relax 🧘‍♀️ — ação';
    const location = 'Studio 2, Main St. 5; back door';
    const description = 'Bring: mat, water;\ntowel\r\nand 🍌\n\nNotes, too.';
    const [event] = readIcs(sessionIcs(session({ summary, location, description }))).events;
    expect(event).toMatchObject({ summary, location, description: description.replace(/\r\n/g, '\n') });
  });

  it('folds every line at 75 octets without splitting a character, and ends every line with CRLF', () => {
    const summary = `${'Ünïcödé 🏋️‍♂️ '.repeat(12)}end`;
    const text = sessionIcs(
      session({ summary, description: 'ü'.repeat(200), url: `https://app.localhost/${'x'.repeat(150)}` }),
    );
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/[\r\n]/);
      expect(line).not.toMatch(/\uFFFD/);
    }
    expect(readIcs(text).events[0]!.summary).toBe(summary);
  });

  it('writes only the organizer and attendee it is given', () => {
    const [event] = readIcs(
      sessionIcs(session({ organizerEmail: undefined, organizerName: undefined, attendee: null })),
    ).events;
    expect(event).toMatchObject({ organizer: null, attendees: [] });
  });
});

describe('times across daylight-saving changes', () => {
  it('Europe/Amsterdam in March (02:00 CET becomes 03:00 CEST on 28 March 2027)', () => {
    const text = feed('Europe/Amsterdam', [
      item('2027-03-27T08:00:00Z', '2027-03-27T09:00:00Z'),
      // 01:30 CET to 03:30 CEST: one hour, across the jump.
      item('2027-03-28T00:30:00Z', '2027-03-28T01:30:00Z'),
      item('2027-03-28T07:00:00Z', '2027-03-28T08:00:00Z'),
    ]);
    expect(text).toContain('DTSTART;TZID=Europe/Amsterdam:20270328T013000\r\n');
    expect(text).toContain('DTEND;TZID=Europe/Amsterdam:20270328T033000\r\n');
    expect(text).toContain('DTSTART;TZID=Europe/Amsterdam:20270328T090000\r\n');
    expect(instantsOf(text)).toEqual([
      { start: '2027-03-27T08:00:00.000Z', end: '2027-03-27T09:00:00.000Z', zone: 'Europe/Amsterdam' },
      { start: '2027-03-28T00:30:00.000Z', end: '2027-03-28T01:30:00.000Z', zone: 'Europe/Amsterdam' },
      { start: '2027-03-28T07:00:00.000Z', end: '2027-03-28T08:00:00.000Z', zone: 'Europe/Amsterdam' },
    ]);
  });

  it('Europe/Amsterdam in October, the repeated hour written in UTC so no reader guesses which 02:30', () => {
    const text = feed('Europe/Amsterdam', [
      // 01:30 CEST to 03:00 CET, around the repeated hour.
      item('2027-10-30T23:30:00Z', '2027-10-31T02:00:00Z'),
      // 02:30 CEST, then 02:30 CET: the same wall time twice.
      item('2027-10-31T00:30:00Z', '2027-10-31T00:45:00Z'),
      item('2027-10-31T01:30:00Z', '2027-10-31T01:45:00Z'),
      item('2027-11-01T08:00:00Z', '2027-11-01T09:00:00Z'),
    ]);
    expect(text).toContain('DTSTART;TZID=Europe/Amsterdam:20271031T013000\r\n');
    expect(text).toContain('DTEND;TZID=Europe/Amsterdam:20271031T030000\r\n');
    expect(text).toContain('DTSTART:20271031T003000Z\r\n');
    expect(text).toContain('DTSTART:20271031T013000Z\r\n');
    expect(instantsOf(text)).toEqual([
      { start: '2027-10-30T23:30:00.000Z', end: '2027-10-31T02:00:00.000Z', zone: 'Europe/Amsterdam' },
      { start: '2027-10-31T00:30:00.000Z', end: '2027-10-31T00:45:00.000Z', zone: 'UTC' },
      { start: '2027-10-31T01:30:00.000Z', end: '2027-10-31T01:45:00.000Z', zone: 'UTC' },
      { start: '2027-11-01T08:00:00.000Z', end: '2027-11-01T09:00:00.000Z', zone: 'Europe/Amsterdam' },
    ]);
  });

  it('America/New_York on 14 March and 7 November 2027', () => {
    const text = feed('America/New_York', [
      // 01:30 EST to 03:30 EDT.
      item('2027-03-14T06:30:00Z', '2027-03-14T07:30:00Z'),
      item('2027-03-15T13:00:00Z', '2027-03-15T14:00:00Z'),
      // 00:30 EDT to 02:30 EST, across the repeated hour.
      item('2027-11-07T04:30:00Z', '2027-11-07T07:30:00Z'),
      item('2027-11-08T14:00:00Z', '2027-11-08T15:00:00Z'),
    ]);
    expect(text).toContain('DTSTART;TZID=America/New_York:20270314T013000\r\n');
    expect(text).toContain('DTEND;TZID=America/New_York:20270314T033000\r\n');
    expect(text).toContain('DTEND;TZID=America/New_York:20271107T023000\r\n');
    expect(instantsOf(text).map(({ start, end }) => [start, end])).toEqual([
      ['2027-03-14T06:30:00.000Z', '2027-03-14T07:30:00.000Z'],
      ['2027-03-15T13:00:00.000Z', '2027-03-15T14:00:00.000Z'],
      ['2027-11-07T04:30:00.000Z', '2027-11-07T07:30:00.000Z'],
      ['2027-11-08T14:00:00.000Z', '2027-11-08T15:00:00.000Z'],
    ]);
  });

  // The zones of docs/product/rules.md#weekly-recurrence, and two whose rules the VTIMEZONE library and this
  // machine's
  // zone data may tell apart (British Columbia's 2026 change, Morocco's Ramadan months; a time they
  // disagree on is written in UTC): every quarter hour for six hours either side of each 2027
  // change, and noon every day, reads back as written.
  it.each([
    'Europe/Amsterdam',
    'America/New_York',
    'America/Sao_Paulo',
    'Australia/Lord_Howe',
    'Asia/Kolkata',
    'Pacific/Chatham',
    'UTC',
    'America/Vancouver',
    'Africa/Casablanca',
  ])('%s: every instant reads back as written', (timeZone) => {
    const instants = [
      ...transitions2027(timeZone).flatMap((at) =>
        quarterHours(
          new Date(at.getTime() - 6 * 3_600_000).toISOString(),
          new Date(at.getTime() + 6 * 3_600_000).toISOString(),
        ),
      ),
      ...Array.from({ length: 365 }, (_, day) => new Date(Date.UTC(2027, 0, 1 + day, 12))),
    ];
    const items = instants.map((start, index) =>
      item(start.toISOString(), new Date(start.getTime() + 45 * 60_000).toISOString(), {
        uid: icsUid('event', String(index)),
      }),
    );
    const parsed = readIcs(feed(timeZone, items));
    expect(parsed.timezones).toEqual(timeZone === 'UTC' ? [] : [timeZone]);
    expect(parsed.events.map((event) => [event.start.getTime(), event.end.getTime()])).toEqual(
      items.map((entry) => [entry.start.getTime(), entry.end.getTime()]),
    );
  });
});

describe('calendarFeedIcs', () => {
  it('publishes the sessions with a name, a zone, a refresh interval and one VTIMEZONE', () => {
    const text = feed('Europe/Amsterdam', [
      item('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z', {
        uid: icsUid('event', 'a'),
        sequence: 7,
        location: 'Gym',
        description: 'Bring water',
        url: 'https://app.localhost/calendar?event=a',
      }),
      item('2027-03-16T08:00:00Z', '2027-03-16T09:00:00Z', {
        uid: icsUid('claim', 'b'),
        cancelled: true,
      }),
    ]);
    const parsed = readIcs(text);
    expect(parsed).toMatchObject({
      method: 'PUBLISH',
      name: 'Sessionbook (ana)',
      calendarZone: 'Europe/Amsterdam',
      refreshInterval: 'PT1H',
      publishedTtl: 'PT1H',
      timezones: ['Europe/Amsterdam'],
    });
    expect(parsed.events).toMatchObject([
      {
        uid: 'event-a@sessionbook',
        sequence: 7,
        status: 'CONFIRMED',
        location: 'Gym',
        description: 'Bring water',
        url: 'https://app.localhost/calendar?event=a',
      },
      { uid: 'claim-b@sessionbook', status: 'CANCELLED' },
    ]);
    // Calendar properties come before the first component (RFC 5545 section 3.6).
    expect(text.indexOf('X-WR-TIMEZONE:')).toBeLessThan(text.indexOf('BEGIN:VTIMEZONE'));
  });

  it('an empty feed is still a valid calendar', () => {
    const parsed = readIcs(feed('America/New_York', []));
    expect(parsed).toMatchObject({ method: 'PUBLISH', events: [] });
  });
});

describe('icsSequence and icsUid', () => {
  it('takes the latest instant in whole seconds, ignoring nulls, and grows with it', () => {
    const a = icsSequence(new Date('2027-03-01T00:00:00Z'));
    expect(icsSequence(new Date('2027-03-01T00:00:01Z'))).toBe(a + 1);
    expect(icsSequence(null, new Date('2027-03-01T00:00:00Z'), undefined)).toBe(a);
    expect(icsSequence(new Date('2027-03-01T00:00:00Z'), new Date('2027-03-05T00:00:00Z'))).toBe(
      a + 4 * 86_400,
    );
    expect(icsSequence()).toBe(0);
    expect(icsSequence(new Date('2001-01-01T00:00:00Z'))).toBe(0);
    // Still a 32-bit integer (Outlook) in 2090.
    expect(icsSequence(new Date('2090-01-01T00:00:00Z'))).toBeLessThan(2 ** 31);
  });

  it('names events and claims apart, the same for the same id', () => {
    expect(icsUid('event', 'x')).toBe('event-x@sessionbook');
    expect(icsUid('claim', 'x')).toBe('claim-x@sessionbook');
  });
});
