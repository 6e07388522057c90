import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { busyTimesQuery, calendarUrlHint, fetchableCalendarUrl } from './busy-times.ts';

describe('calendarUrlHint', () => {
  it('hides the secret part of the addresses Google, Apple and Outlook give', () => {
    expect(
      calendarUrlHint(
        'https://calendar.google.com/calendar/ical/jane%40gmail.com/private-0123456789abcdef0123456789abcdef/basic.ics',
      ),
    ).toBe('calendar.google.com/…/basic.ics');
    expect(
      calendarUrlHint('webcal://p52-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEyMzQ1Njc4OTAxMjM0NTY3ODkw'),
    ).toBe('p52-caldav.icloud.com/…/…MjM0NTY3ODkw');
    expect(
      calendarUrlHint(
        'https://outlook.office365.com/owa/calendar/abc@contoso.com/reachcalendar.ics?secret=s3cr3t',
      ),
    ).toBe('outlook.office365.com/…/reachcalendar.ics');
    expect(calendarUrlHint('https://user:pass@example.com/cal.ics')).toBe('example.com/cal.ics');
  });

  it('never shows more than the last twelve characters of a long last segment', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{25,80}$/), (secret) => {
        const hint = calendarUrlHint(`https://cal.example.org/feeds/${secret}`);
        expect(hint).toBe(`cal.example.org/…/…${secret.slice(-12)}`);
        expect(hint).not.toContain(secret.slice(0, 13));
      }),
    );
  });
});

describe('fetchableCalendarUrl', () => {
  it('fetches webcal over https and leaves http(s) alone', () => {
    expect(fetchableCalendarUrl(' webcal://example.com/a.ics')).toBe('https://example.com/a.ics');
    expect(fetchableCalendarUrl('WEBCALS://example.com/a.ics')).toBe('https://example.com/a.ics');
    expect(fetchableCalendarUrl('http://example.com/a.ics')).toBe('http://example.com/a.ics');
  });
});

describe('busyTimesQuery', () => {
  it('takes a window up to 62 days and refuses a reversed or wider one on end', () => {
    expect(
      busyTimesQuery.safeParse({ start: '2027-03-01T00:00:00Z', end: '2027-05-02T00:00:00Z' }).success,
    ).toBe(true);
    const wide = busyTimesQuery.safeParse({ start: '2027-03-01T00:00:00Z', end: '2027-05-03T00:00:00Z' });
    expect(wide.success ? [] : wide.error.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['end'], 'validation.out_of_range'],
    ]);
    const reversed = busyTimesQuery.safeParse({ start: '2027-03-02T00:00:00Z', end: '2027-03-01T00:00:00Z' });
    expect(reversed.success ? [] : reversed.error.issues.map((issue) => issue.message)).toEqual([
      'validation.end_after_start',
    ]);
  });

  it('says only what is wrong with a field that is not an instant', () => {
    const bad = busyTimesQuery.safeParse({ start: '2027-03-01T00:00:00Z', end: 'tomorrow' });
    expect(bad.success ? [] : bad.error.issues.map((issue) => issue.path)).toEqual([['end']]);
  });
});
