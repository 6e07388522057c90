import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarWindow,
  instantFromWallTime,
  isLocalDate,
  isQuarterHourInstant,
  localDaysBetween,
  MAX_WINDOW_DAYS,
  parseLocalDate,
  wallTimeIn,
} from './zoned.ts';

const ZONES = [
  'Europe/Amsterdam',
  'America/New_York',
  'America/Sao_Paulo',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'UTC',
] as const;

const iso = (value: string) => new Date(value);

describe('wallTimeIn', () => {
  it('shows an instant on the wall clock of each zone', () => {
    const instant = iso('2027-03-18T06:00:00Z');
    expect(wallTimeIn(instant, 'Europe/Amsterdam')).toEqual({ date: '2027-03-18', time: '07:00' });
    expect(wallTimeIn(instant, 'America/New_York')).toEqual({ date: '2027-03-18', time: '02:00' });
    expect(wallTimeIn(instant, 'Asia/Kolkata')).toEqual({ date: '2027-03-18', time: '11:30' });
    expect(wallTimeIn(instant, 'Pacific/Chatham')).toEqual({ date: '2027-03-18', time: '19:45' });
    expect(wallTimeIn(instant, 'UTC')).toEqual({ date: '2027-03-18', time: '06:00' });
    expect(wallTimeIn(iso('2027-03-18T23:59:59.999Z'), 'UTC')).toEqual({ date: '2027-03-18', time: '23:59' });
  });

  it('throws for an unknown zone or an invalid date', () => {
    expect(() => wallTimeIn(iso('2027-03-18T06:00:00Z'), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => wallTimeIn(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});

describe('instantFromWallTime', () => {
  it('converts a plain local time', () => {
    expect(instantFromWallTime('2027-03-18', '07:00', 'Europe/Amsterdam')).toEqual(
      iso('2027-03-18T06:00:00Z'),
    );
    expect(instantFromWallTime('2027-07-01', '07:00', 'Europe/Amsterdam')).toEqual(
      iso('2027-07-01T05:00:00Z'),
    );
    expect(instantFromWallTime('2027-01-10', '09:15', 'Pacific/Chatham')).toEqual(
      iso('2027-01-09T19:30:00Z'),
    );
  });

  it('moves a skipped local time forward by the gap', () => {
    // Amsterdam, last Sunday of March 2027: 02:00 CET jumps to 03:00 CEST.
    const skipped = instantFromWallTime('2027-03-28', '02:30', 'Europe/Amsterdam');
    expect(skipped).toEqual(iso('2027-03-28T01:30:00Z'));
    expect(wallTimeIn(skipped, 'Europe/Amsterdam').time).toBe('03:30');
    // Lord Howe, first Sunday of October 2027: 02:00 +10:30 jumps 30 minutes to 02:30 +11:00.
    const lordHowe = instantFromWallTime('2027-10-03', '02:15', 'Australia/Lord_Howe');
    expect(wallTimeIn(lordHowe, 'Australia/Lord_Howe').time).toBe('02:45');
  });

  it('takes the first of a repeated local time', () => {
    // Amsterdam, last Sunday of October 2027: 03:00 CEST falls back to 02:00 CET.
    expect(instantFromWallTime('2027-10-31', '02:30', 'Europe/Amsterdam')).toEqual(
      iso('2027-10-31T00:30:00Z'),
    );
    // New York, first Sunday of November 2027: 01:30 EDT comes before 01:30 EST.
    expect(instantFromWallTime('2027-11-07', '01:30', 'America/New_York')).toEqual(
      iso('2027-11-07T05:30:00Z'),
    );
  });

  it.each([
    ['2027-3-18', '07:00'],
    ['2027-02-30', '07:00'],
    ['2027-03-18', '7:00'],
    ['2027-03-18', '24:00'],
    ['2027-03-18', '07:00:00'],
    ['2027-03-18T00:00', '07:00'],
  ])('rejects %s %s', (date, time) => {
    expect(() => instantFromWallTime(date, time, 'UTC')).toThrow(RangeError);
  });

  it('round-trips with wallTimeIn for every existing local time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.date({ min: iso('2016-01-01T00:00:00Z'), max: iso('2035-12-31T00:00:00Z'), noInvalidDate: true }),
        (zone, date) => {
          const wall = wallTimeIn(date, zone);
          const back = instantFromWallTime(wall.date, wall.time, zone);
          // Same wall minute; in a repeated hour the first instant is chosen, so never later.
          expect(wallTimeIn(back, zone)).toEqual(wall);
          expect(back.getTime()).toBeLessThanOrEqual(date.getTime());
        },
      ),
    );
  });
});

describe('isQuarterHourInstant', () => {
  it.each([
    '2027-03-18T06:00:00Z',
    '2027-03-18T06:15:00Z',
    '2027-03-18T06:30:00.000Z',
    '2027-03-18T23:45:00Z',
  ])('accepts %s', (value) => expect(isQuarterHourInstant(iso(value))).toBe(true));
  it.each([
    '2027-03-18T06:10:00Z',
    '2027-03-18T06:15:01Z',
    '2027-03-18T06:15:00.001Z',
    '2027-03-18T06:59:00Z',
  ])('rejects %s', (value) => expect(isQuarterHourInstant(iso(value))).toBe(false));
  it('rejects an invalid date', () => expect(isQuarterHourInstant(new Date(Number.NaN))).toBe(false));

  it('agrees with the local wall clock in every zone, including +05:30, +05:45 and +12:45', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.date({ min: iso('1990-01-01T00:00:00Z'), max: iso('2040-01-01T00:00:00Z'), noInvalidDate: true }),
        (zone, date) => {
          const localMinute = Number(wallTimeIn(date, zone).time.slice(3));
          const wholeMinute = date.getUTCSeconds() === 0 && date.getUTCMilliseconds() === 0;
          expect(isQuarterHourInstant(date)).toBe(wholeMinute && localMinute % 15 === 0);
        },
      ),
    );
  });
});

describe('calendarWindow', () => {
  const now = iso('2027-03-18T12:00:00Z');

  it('defaults to one week before to one week after today in the zone', () => {
    expect(calendarWindow(undefined, undefined, 'Europe/Amsterdam', now)).toEqual({
      from: iso('2027-03-10T23:00:00Z'),
      to: iso('2027-03-25T23:00:00Z'),
    });
    // Already the 19th in Chatham (+13:45).
    expect(calendarWindow(undefined, undefined, 'Pacific/Chatham', iso('2027-03-18T11:00:00Z'))).toEqual({
      from: iso('2027-03-11T10:15:00Z'),
      to: iso('2027-03-26T10:15:00Z'),
    });
  });

  it('covers whole local days, including a 23-hour DST day', () => {
    const { from, to } = calendarWindow('2027-03-28', '2027-03-28', 'Europe/Amsterdam', now);
    expect(from).toEqual(iso('2027-03-27T23:00:00Z'));
    expect(to).toEqual(iso('2027-03-28T22:00:00Z'));
  });

  it('starts a day whose midnight was skipped at its first instant', () => {
    // São Paulo, 2018-11-04: 00:00 jumped to 01:00.
    expect(calendarWindow('2018-11-04', '2018-11-04', 'America/Sao_Paulo', now).from).toEqual(
      iso('2018-11-04T03:00:00Z'),
    );
  });

  it('keeps the default width when only one date is given', () => {
    expect(calendarWindow('2027-01-01', undefined, 'UTC', now)).toEqual({
      from: iso('2027-01-01T00:00:00Z'),
      to: iso('2027-01-16T00:00:00Z'),
    });
    expect(calendarWindow(undefined, '2027-01-15', 'UTC', now)).toEqual({
      from: iso('2027-01-01T00:00:00Z'),
      to: iso('2027-01-16T00:00:00Z'),
    });
  });

  it('rejects an end before the start, bad dates and over-wide windows', () => {
    expect(() => calendarWindow('2027-03-18', '2027-03-17', 'UTC', now)).toThrow(RangeError);
    expect(() => calendarWindow('18-03-2027', undefined, 'UTC', now)).toThrow(RangeError);
    expect(() => calendarWindow('2027-01-01', '2028-12-31', 'UTC', now)).toThrow(RangeError);
    expect(() => calendarWindow('2027-01-01', '2027-12-31', 'UTC', now)).not.toThrow();
    expect(MAX_WINDOW_DAYS).toBe(366);
  });

  it('is a non-empty range of whole local days, for any dates and zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.date({ min: iso('2016-01-01T00:00:00Z'), max: iso('2035-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 60 }),
        (zone, date, span) => {
          const start = wallTimeIn(date, zone).date;
          const end = wallTimeIn(new Date(date.getTime() + span * 86_400_000), zone).date;
          const { from, to } = calendarWindow(start, end, zone, now);
          expect(from.getTime()).toBeLessThan(to.getTime());
          expect(wallTimeIn(from, zone).date).toBe(start);
          expect(wallTimeIn(new Date(to.getTime() - 1), zone).date).toBe(end);
          expect(wallTimeIn(new Date(from.getTime() - 1), zone).date < start).toBe(true);
        },
      ),
    );
  });
});

describe('isLocalDate', () => {
  it('accepts only existing YYYY-MM-DD dates', () => {
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2027-02-29')).toBe(false);
    expect(isLocalDate('2027-13-01')).toBe(false);
    expect(isLocalDate('')).toBe(false);
  });

  const twoDigits = (n: number) => String(n).padStart(2, '0');
  const dateText = fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(([year, month, day]) => `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`);
  const temporalAccepts = (date: string) => {
    try {
      parseLocalDate(date);
      return true;
    } catch {
      return false;
    }
  };

  it('agrees with Temporal on every date text, leap years and impossible days included', () => {
    fc.assert(
      fc.property(dateText, (date) => isLocalDate(date) === temporalAccepts(date)),
      { numRuns: 5000 },
    );
    for (const date of ['0000-02-29', '1900-02-29', '2000-02-29', '2100-02-29', '9999-12-31', '2027-04-31'])
      expect(isLocalDate(date), date).toBe(temporalAccepts(date));
  });

  it('counts the days between two dates as Temporal does (localDaysBetween)', () => {
    const valid = dateText.filter(temporalAccepts);
    fc.assert(
      fc.property(
        valid,
        valid,
        (from, to) => localDaysBetween(from, to) === parseLocalDate(from).until(parseLocalDate(to)).days,
      ),
      { numRuns: 2000 },
    );
  });
});
