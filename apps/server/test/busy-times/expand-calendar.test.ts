import { describe, expect, it } from 'vitest';
import {
  expandCalendar,
  NotCalendarError,
  type BusyStretch,
} from '../../src/modules/busy-times/expand-calendar.ts';
import { fixture, generatedCalendar } from './fixtures.ts';

const window = {
  from: new Date('2027-03-14T00:00:00Z'),
  to: new Date('2027-09-30T00:00:00Z'),
  timeZone: 'Europe/Lisbon',
  keepTitles: true,
};

const shown = (stretches: BusyStretch[]) =>
  stretches.map(
    (s) =>
      `${s.start.toISOString().slice(0, 16)} ${s.end.toISOString().slice(0, 16)}${s.allDay ? ' all-day' : ''} ${s.title}`,
  );

describe('expandCalendar', () => {
  it("reads Google's export: a weekly series with EXDATE, a moved and a cancelled instance, across DST", () => {
    expect(shown(expandCalendar(fixture('google'), window))).toEqual([
      '2027-03-15T18:00 2027-03-15T19:00 Pilates with Ana',
      '2027-03-19T09:00 2027-03-19T09:45 Dentist',
      '2027-03-22T20:00 2027-03-22T21:00 Pilates with Ana (moved)',
      // Lisbon moved to summer time on 28 March: 18:00 local is 17:00 UTC from then.
      '2027-03-29T17:00 2027-03-29T18:00 Pilates with Ana',
      '2027-03-31T17:00 2027-03-31T18:00 Pilates with Ana',
      '2027-03-31T23:00 2027-04-02T23:00 all-day Course in Porto',
      '2027-04-05T17:00 2027-04-05T18:00 Pilates with Ana',
      '2027-04-07T17:00 2027-04-07T18:00 Pilates with Ana',
      '2027-04-12T17:00 2027-04-12T18:00 Pilates with Ana',
      '2027-04-14T17:00 2027-04-14T18:00 Pilates with Ana',
    ]);
  });

  it("reads Outlook's export: Windows zone names with their VTIMEZONE, free time left out", () => {
    const stretches = shown(expandCalendar(fixture('outlook'), window));
    expect(stretches.filter((line) => line.includes('stand-up'))).toEqual([
      '2027-03-22T08:00 2027-03-22T08:30 Team stand-up',
      '2027-03-23T08:00 2027-03-23T08:30 Team stand-up',
      // 24 March excluded (EXDATE).
      '2027-03-25T08:00 2027-03-25T08:30 Team stand-up',
      '2027-03-26T08:00 2027-03-26T08:30 Team stand-up',
      '2027-03-27T08:00 2027-03-27T08:30 Team stand-up',
      // Central European summer time from 28 March: 09:00 local is 07:00 UTC.
      '2027-03-28T07:00 2027-03-28T07:30 Team stand-up',
      '2027-03-29T07:00 2027-03-29T07:30 Team stand-up',
      '2027-03-30T09:00 2027-03-30T09:30 Team stand-up (late start)',
      '2027-03-31T07:00 2027-03-31T07:30 Team stand-up',
      '2027-04-01T07:00 2027-04-01T07:30 Team stand-up',
      '2027-04-02T07:00 2027-04-02T07:30 Team stand-up',
      '2027-04-03T07:00 2027-04-03T07:30 Team stand-up',
      '2027-04-04T07:00 2027-04-04T07:30 Team stand-up',
    ]);
    expect(stretches.filter((line) => !line.includes('stand-up'))).toEqual([
      '2027-03-25T00:00 2027-03-26T00:00 all-day Out of office',
      '2027-03-26T15:00 2027-03-26T15:30 Call with accountant',
    ]);
  });

  it("reads Apple's export: another zone, floating times in the professional's zone, RDATE, yearly all-day", () => {
    expect(shown(expandCalendar(fixture('apple'), window))).toEqual([
      // New York had moved to summer time on 14 March (UTC−4).
      '2027-03-21T14:00 2027-03-21T15:00 Call with New York office',
      '2027-03-23T14:00 2027-03-23T15:00 Haircut',
      '2027-03-26T12:00 2027-03-26T13:00 Physio',
      "2027-03-27T00:00 2027-03-28T00:00 all-day Mum's birthday",
      '2027-03-30T11:00 2027-03-30T12:00 Physio',
    ]);
    const inSaoPaulo = expandCalendar(fixture('apple'), { ...window, timeZone: 'America/Sao_Paulo' });
    expect(shown(inSaoPaulo)).toContain('2027-03-23T17:00 2027-03-23T18:00 Haircut');
    expect(shown(inSaoPaulo)).toContain("2027-03-27T03:00 2027-03-28T03:00 all-day Mum's birthday");
  });

  it('keeps the local hour through the October change too (Lisbon, 31 October 2027)', () => {
    const weekly = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:autumn@sessionbook.test',
      'DTSTART;TZID=Europe/Lisbon:20271025T090000',
      'DTEND;TZID=Europe/Lisbon:20271025T100000',
      'RRULE:FREQ=WEEKLY;COUNT=2',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:autumn-floating@sessionbook.test',
      'DTSTART:20271030T230000',
      'DTEND:20271031T030000',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const autumn = {
      ...window,
      from: new Date('2027-10-01T00:00:00Z'),
      to: new Date('2027-12-01T00:00:00Z'),
    };
    expect(shown(expandCalendar(weekly, autumn))).toEqual([
      '2027-10-25T08:00 2027-10-25T09:00 null',
      // Floating 23:00 to 03:00 across the change (02:00 happens twice): five hours.
      '2027-10-30T22:00 2027-10-31T03:00 null',
      '2027-11-01T09:00 2027-11-01T10:00 null',
    ]);
  });

  it('keeps no titles unless asked, and only what overlaps the window', () => {
    const stretches = expandCalendar(fixture('google'), {
      ...window,
      keepTitles: false,
      from: new Date('2027-03-29T00:00:00Z'),
      to: new Date('2027-04-06T00:00:00Z'),
    });
    expect(stretches.every((stretch) => stretch.title === null)).toBe(true);
    expect(stretches.map((s) => s.start.toISOString().slice(0, 10))).toEqual([
      '2027-03-29',
      '2027-03-31',
      '2027-03-31',
      '2027-04-05',
    ]);
  });

  it('refuses what is not a calendar', () => {
    expect(() => expandCalendar('<!doctype html><title>Sign in</title>', window)).toThrow(NotCalendarError);
    expect(() => expandCalendar('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n', window)).toThrow(NotCalendarError);
    expect(expandCalendar('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n', window)).toEqual([]);
  });

  it('leaves out an event it cannot read and keeps the rest', () => {
    const broken = fixture('google').replace('DTSTART:20270319T090000Z', "DTSTART:2027-03-19 nine o'clock");
    const lines = shown(expandCalendar(broken, window));
    expect(lines).toHaveLength(9);
    expect(lines.some((line) => line.includes('Dentist'))).toBe(false);
  });

  it('stops a rule that never ends at the window and bounds a runaway rule', () => {
    const minutely = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:runaway',
      'DTSTART:20270101T000000Z',
      'DTEND:20270101T000100Z',
      'RRULE:FREQ=MINUTELY',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const started = performance.now();
    const stretches = expandCalendar(minutely, { ...window, maxOccurrencesPerEvent: 20_000 });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(stretches.length).toBeLessThanOrEqual(20_000);
  });

  it('expands 5,000 events quickly', () => {
    const ics = generatedCalendar(5_000, new Date('2027-03-15T08:00:00Z'));
    const started = performance.now();
    const stretches = expandCalendar(ics, window);
    const ms = performance.now() - started;
    // 5,000 events within the window, 500 of them weekly ×4.
    expect(stretches.length).toBe(6_500);
    expect(ms).toBeLessThan(5_000);
    console.info(`expanded 5,000 events into ${stretches.length} stretches in ${Math.round(ms)} ms`);
  });
});
