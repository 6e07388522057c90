import { nextDailySummary } from '@sessionbook/domain';
import { translate } from '@sessionbook/i18n';
import { expect } from 'vitest';
import type { MatrixRow, Notice } from '../../../src/messaging/notification-matrix.ts';
import { icsUid } from '../../../src/messaging/ics.ts';
import { formatEventTime } from '../../../src/messaging/templates/event-details.tsx';
import { TEMPLATES, TEMPLATE_CATEGORIES, channelsOf } from '../../../src/messaging/templates/registry.ts';
import { call } from '../../helpers/http.ts';
import { readIcs, type ReadEvent } from '../../helpers/read-ics.ts';
import type { OutboxRow, TestApp } from '../../helpers/test-app.ts';
import type { Mode, Person, Stage } from './world.ts';

/** One message the row's change must write. */
export interface Expected {
  notice: Notice;
  reader: Person;
  channel: 'email' | 'sms';
  to: string;
}

/**
 * What the row's notices come to for this cast and mode: each reader on each channel of the
 * template they can be reached on and that their settings let through (system mails and people
 * without an account always). A professional's booking update waits for the summary in `daily`.
 */
export function expectedMessages(row: MatrixRow, stage: Stage, mode: Mode): Expected[] {
  return row.notices.flatMap((notice) => {
    const reader = stage.cast[notice.reader];
    if (!reader) throw new Error(`${row.id}: the scenario casts nobody as ${notice.reader}`);
    if (mode === 'daily' && notice.summary) return [];
    const allowed = !reader.userId || TEMPLATE_CATEGORIES[notice.template] === 'system' || mode !== 'off';
    if (!allowed) return [];
    const channels = channelsOf(notice.template);
    if (notice.reader === 'invitee') {
      // Someone without an account is written to where they were invited: an address, else a phone.
      if (reader.email) return [{ notice, reader, channel: 'email' as const, to: reader.email }];
      return channels.includes('sms') && reader.phone
        ? [{ notice, reader, channel: 'sms' as const, to: reader.phone }]
        : [];
    }
    return [
      ...(reader.email ? [{ notice, reader, channel: 'email' as const, to: reader.email }] : []),
      ...(channels.includes('sms') && reader.phone
        ? [{ notice, reader, channel: 'sms' as const, to: reader.phone }]
        : []),
    ];
  });
}

const key = (to: string, template: string, channel: string) => `${to} ${template} ${channel}`;

/** Exactly the expected messages were written: no more, no fewer. */
export function expectExactly(rowId: string, written: readonly OutboxRow[], expected: readonly Expected[]) {
  expect(
    written.map((row) => key(row.toAddress, row.template, row.channel)).sort(),
    `${rowId}: the messages written`,
  ).toEqual(expected.map((e) => key(e.to, e.notice.template, e.channel)).sort());
}

/** The subject (or SMS label) the notice's texts make, as a pattern with its values left open. */
function subjectPattern(expected: Expected): RegExp {
  const { section } = TEMPLATES[expected.notice.template];
  const part = expected.channel === 'sms' ? 'sms_label' : 'subject';
  // Every value marked, so the text keeps where its values go.
  const MARK = '\u{1F4CC}';
  const marked = new Proxy({}, { get: () => MARK }) as Record<string, string>;
  const lookup = (k: string) => translate(expected.reader.language, 'emails', k, marked);
  const variantKey = `${section}.variants.${expected.notice.variant}.${part}`;
  const text =
    expected.notice.variant && lookup(variantKey) !== variantKey
      ? lookup(variantKey)
      : lookup(`${section}.${part}`);
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(MARK, '.+');
  return new RegExp(`^${escaped}$`);
}

/** Phrases of an unnamed session that a type name replaces (issue 24). */
const A_SESSION = /\b(a session|una sesión|een sessie|uma sessão)\b/i;

/**
 * The message speaks to its reader: their language, the variant's subject, the session's time in
 * their zone, no raw key or placeholder, no "a session".
 */
export function expectReadable(row: MatrixRow, message: OutboxRow, expected: Expected, stage: Stage) {
  const where = `${row.id} → ${expected.notice.reader} (${message.channel} ${message.template})`;
  expect(message.language, where).toBe(expected.reader.language);
  expect(message.subject, where).toMatch(subjectPattern(expected));
  const words = `${message.subject}\n${message.text.replace(/https?:\/\/\S+/g, '')}`;
  expect(words, `${where}: a placeholder left`).not.toMatch(/\{\{|\}\}/);
  expect(words, `${where}: a raw key`).not.toMatch(
    /\b[a-z]+(?:_[a-z]+)+\b|\b(?:emails|event_details|reasons)\.\w/,
  );
  expect(words, `${where}: "a session"`).not.toMatch(A_SESSION);
  const row_: { section: string; details?: readonly string[] } =
    TEMPLATES[message.template as keyof typeof TEMPLATES];
  const details = row_.details ?? [];
  if (
    stage.session &&
    message.channel === 'email' &&
    (details.includes('when') || details.includes('bookings'))
  )
    expect(message.text, `${where}: the time in the reader's zone`).toContain(
      formatEventTime(
        stage.session.start,
        stage.session.end,
        expected.reader.language,
        expected.reader.timeZone,
      ),
    );
}

/** The reader's calendar feed as an independent parser reads it. */
export async function feedOf(t: TestApp, reader: Person) {
  const link = await call(t, 'GET', 'profile/calendar-feed', { token: reader.token });
  const token = /calendar-feed\/([^/]+)\.ics$/.exec(link.body.data.url)![1];
  const feed = await call(t, 'GET', `calendar-feed/${token}.ics`);
  return readIcs(feed.body);
}

/**
 * The calendar object the notice lists, read by ical.js: METHOD, the session's UID, the status (a
 * whole session cancelled, or none when only the reader's place goes: RFC 5546 3.2.5), the reader as
 * attendee, and SEQUENCE: above every earlier file of this session to this reader, and equal to the
 * feed's. No file where the row lists none.
 */
export async function expectCalendarObject(
  row: MatrixRow,
  message: OutboxRow,
  expected: Expected,
  stage: Stage,
  context: { earlier: readonly OutboxRow[]; feed: (reader: Person) => Promise<ReturnType<typeof readIcs>> },
) {
  const where = `${row.id} → ${expected.notice.reader}`;
  const calendar = expected.channel === 'email' ? expected.notice.calendar : undefined;
  if (!calendar) {
    expect(message.attachments, `${where}: no calendar file`).toEqual([]);
    return;
  }
  expect(message.attachments, `${where}: one calendar file`).toHaveLength(1);
  const file = readIcs(message.attachments[0]!.content);
  const [event, ...more] = file.events as [ReadEvent, ...ReadEvent[]];
  expect(more).toHaveLength(0);
  const session = stage.session!;
  expect(event.uid, where).toBe(icsUid(session.claim ? 'claim' : 'event', session.id));
  expect(event.start.toISOString(), where).toBe(session.start.toISOString());
  expect(file.method, where).toBe(calendar === 'REQUEST' ? 'REQUEST' : 'CANCEL');
  expect(event.status, where).toBe(
    calendar === 'REQUEST' ? 'CONFIRMED' : calendar === 'CANCEL session' ? 'CANCELLED' : null,
  );
  expect(
    event.attendees.map((attendee) => attendee.toLowerCase()),
    where,
  ).toEqual([`mailto:${expected.to.toLowerCase()}`]);
  for (const before of context.earlier.filter((earlier) => earlier.toAddress === expected.to))
    for (const attachment of before.attachments) {
      const old = readIcs(attachment.content).events.find((copy) => copy.uid === event.uid);
      if (old) expect(event.sequence, `${where}: SEQUENCE rises`).toBeGreaterThan(old.sequence);
    }
  if (!expected.reader.userId) return;
  const inFeed = (await context.feed(expected.reader)).events.find((item) => item.uid === event.uid);
  expect(inFeed, `${where}: in the reader's feed`).toBeDefined();
  expect(inFeed!.sequence, `${where}: the feed's SEQUENCE is the mail's`).toBe(event.sequence);
  expect(inFeed!.status, where).toBe(calendar === 'REQUEST' ? 'CONFIRMED' : 'CANCELLED');
}

/** In `daily`, the professional's booking update arrives in their next summary instead. */
export function summaryTime(now: Date, professional: Person): Date {
  return nextDailySummary(now, professional.timeZone);
}
