import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { weeklyOccurrences } from './recurrence.ts';
import { instantFromWallTime, wallTimeIn } from './zoned.ts';

const ZONES = [
  'Europe/Amsterdam',
  'America/New_York',
  'America/Sao_Paulo',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'UTC',
] as const;

const iso = (value: string) => new Date(value);
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The zone's UTC offset at an instant, in milliseconds. */
const offsetMs = (instant: Date, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(zone).offsetNanoseconds /
  1_000_000;

/** Whether the wall time exists in the zone, once or twice (a skipped one resolves to another wall time). */
function exists(date: string, time: string, zone: string): boolean {
  const wall = Temporal.PlainDateTime.from(`${date}T${time}`);
  return wall.toZonedDateTime(zone, { disambiguation: 'earlier' }).toPlainDateTime().equals(wall);
}

/**
 * Where the series should put the local wall time `date` `time`, computed without 'compatible':
 * an existing time is its earliest instant; a skipped one is read with the offset in force before the
 * jump, i.e. the wall time moved forward by the gap.
 */
function expectedInstant(date: string, time: string, zone: string): Date {
  const wall = Temporal.PlainDateTime.from(`${date}T${time}`);
  if (exists(date, time, zone))
    return new Date(wall.toZonedDateTime(zone, { disambiguation: 'earlier' }).epochMilliseconds);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const offsetBefore = offsetMs(new Date(asUtc - DAY_MS), zone);
  return new Date(asUtc - offsetBefore);
}

const addDays = (date: string, days: number) => Temporal.PlainDate.from(date).add({ days }).toString();

/** A local first-occurrence date: anywhere in 2016-2031, or 0-3 weeks before a DST transition of the zone. */
const seriesStart = fc
  .record({
    zone: fc.constantFrom(...ZONES),
    seed: fc.date({
      min: iso('2016-01-01T00:00:00Z'),
      max: iso('2031-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    nearTransition: fc.boolean(),
    weeksBefore: fc.integer({ min: 0, max: 3 }),
    dayShift: fc.integer({ min: -1, max: 1 }),
    // Quarter hours of the day, biased to 00:00-04:00 where the jumps happen (Chatham's at 02:45).
    quarter: fc.oneof(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 0, max: 16 })),
    quarters: fc.integer({ min: 1, max: 16 }),
    count: fc.integer({ min: 1, max: 20 }),
  })
  .map(({ zone, seed, nearTransition, weeksBefore, dayShift, quarter, quarters, count }) => {
    let date = wallTimeIn(seed, zone).date;
    if (nearTransition) {
      const transition = Temporal.Instant.fromEpochMilliseconds(seed.getTime())
        .toZonedDateTimeISO(zone)
        .getTimeZoneTransition('next');
      if (transition) date = addDays(transition.toPlainDate().toString(), dayShift - 7 * weeksBefore);
    }
    const time = `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;
    const start = instantFromWallTime(date, time, zone);
    return { zone, start, end: new Date(start.getTime() + quarters * 15 * MINUTE_MS), count };
  });

describe('weeklyOccurrences, properties', () => {
  it('keeps the local start and end time weekly, moving only skipped times forward by the gap', () => {
    fc.assert(
      fc.property(seriesStart, ({ zone, start, end, count }) => {
        const series = weeklyOccurrences({ start, end, timeZone: zone, count });
        expect(series).toHaveLength(count);
        expect(series[0]).toEqual({ start, end });
        const first = { start: wallTimeIn(start, zone), end: wallTimeIn(end, zone) };
        const endDays = Temporal.PlainDate.from(first.start.date).until(first.end.date).days;

        series.forEach((occurrence, k) => {
          const date = addDays(first.start.date, 7 * k);
          const endDate = addDays(date, endDays);
          if (k > 0) {
            expect(occurrence.start).toEqual(expectedInstant(date, first.start.time, zone));
            const wallEnd = expectedInstant(endDate, first.end.time, zone);
            expect(occurrence.end).toEqual(
              wallEnd > occurrence.start
                ? wallEnd
                : new Date(occurrence.start.getTime() + end.getTime() - start.getTime()),
            );
          }
          const wall = wallTimeIn(occurrence.start, zone);
          if (exists(date, first.start.time, zone)) expect(wall).toEqual({ date, time: first.start.time });
          else {
            // Skipped: the wall clock shows the time plus the gap (1 h, or 30 min at Lord Howe).
            const gap =
              offsetMs(new Date(occurrence.start.getTime() + DAY_MS), zone) -
              offsetMs(new Date(occurrence.start.getTime() - DAY_MS), zone);
            expect(gap).toBeGreaterThan(0);
            const shifted = Temporal.PlainDateTime.from(`${date}T${first.start.time}`).add({
              milliseconds: gap,
            });
            expect(wall).toEqual({
              date: shifted.toPlainDate().toString(),
              time: shifted.toPlainTime().toString({ smallestUnit: 'minute' }),
            });
          }
          expect(occurrence.end.getTime()).toBeGreaterThan(occurrence.start.getTime());
          expect(occurrence.start.getUTCMinutes() % 15).toBe(0);
          expect(occurrence.end.getUTCMinutes() % 15).toBe(0);
          if (k > 0) {
            const previous = series[k - 1]!;
            expect(occurrence.start.getTime()).toBeGreaterThan(previous.start.getTime());
            expect(Temporal.PlainDate.from(wallTimeIn(previous.start, zone).date).until(wall.date).days).toBe(
              7,
            );
          }
        });
      }),
      // Half of the runs start within 3 weeks of a transition; fast-check draws a new seed every run, so
      // CI covers more over time. RECURRENCE_RUNS=2000 for a long look.
      { numRuns: Number(process.env.RECURRENCE_RUNS ?? 100) },
    );
  });

  it('is exactly 7 × 24 h apart in UTC', () => {
    fc.assert(
      fc.property(seriesStart, ({ start, end, count }) => {
        const series = weeklyOccurrences({ start, end, timeZone: 'UTC', count });
        series.forEach((occurrence, k) => {
          expect(occurrence.start.getTime() - start.getTime()).toBe(k * 7 * DAY_MS);
          expect(occurrence.end.getTime() - end.getTime()).toBe(k * 7 * DAY_MS);
        });
      }),
    );
  });
});

describe('weeklyOccurrences, every DST transition 2016-2031', () => {
  /** All transitions of a zone in the range, as instants. */
  function transitions(zone: string): Temporal.ZonedDateTime[] {
    const found: Temporal.ZonedDateTime[] = [];
    let cursor: Temporal.ZonedDateTime | null = Temporal.ZonedDateTime.from(`2016-01-01T00:00[${zone}]`);
    while ((cursor = cursor.getTimeZoneTransition('next')) && cursor.year < 2031) found.push(cursor);
    return found;
  }

  it.each(ZONES.filter((zone) => zone !== 'UTC' && zone !== 'Asia/Kolkata'))(
    '%s: a series reaching a skipped time lands on the jump, a repeated time on its first instant',
    (zone) => {
      const list = transitions(zone);
      expect(list.length).toBeGreaterThan(0);
      for (const transition of list) {
        const before = transition.subtract({ nanoseconds: 1 });
        const gapMs = (transition.offsetNanoseconds - before.offsetNanoseconds) / 1_000_000;
        // Spring forward: the wall clock jumps from `old` to `old + gap`; fall back: `new` repeats.
        const wall = new Date(
          transition.epochMilliseconds + (gapMs > 0 ? before : transition).offsetNanoseconds / 1e6,
        );
        const date = wall.toISOString().slice(0, 10);
        const time = wall.toISOString().slice(11, 16);
        const weekBefore = addDays(date, -7);
        const start = instantFromWallTime(weekBefore, time, zone);
        expect(wallTimeIn(start, zone)).toEqual({ date: weekBefore, time });
        const [, reached] = weeklyOccurrences({
          start,
          end: new Date(start.getTime() + 2 * 60 * MINUTE_MS),
          timeZone: zone,
          count: 2,
        });
        expect(reached!.start.getTime()).toBe(
          gapMs > 0 ? transition.epochMilliseconds : transition.epochMilliseconds + gapMs,
        );
      }
    },
  );
});

describe('weeklyOccurrences, examples', () => {
  const amsterdam = 'Europe/Amsterdam';

  it('keeps a 07:00 Amsterdam class at 07:00 across the last Sunday of March', () => {
    const series = weeklyOccurrences({
      start: iso('2027-03-21T06:00:00Z'),
      end: iso('2027-03-21T07:00:00Z'),
      timeZone: amsterdam,
      count: 3,
    });
    expect(series).toEqual([
      { start: iso('2027-03-21T06:00:00Z'), end: iso('2027-03-21T07:00:00Z') },
      { start: iso('2027-03-28T05:00:00Z'), end: iso('2027-03-28T06:00:00Z') },
      { start: iso('2027-04-04T05:00:00Z'), end: iso('2027-04-04T06:00:00Z') },
    ]);
    for (const occurrence of series) expect(wallTimeIn(occurrence.start, amsterdam).time).toBe('07:00');
  });

  it('keeps a 07:00 Amsterdam class at 07:00 across the last Sunday of October', () => {
    const series = weeklyOccurrences({
      start: iso('2027-10-24T05:00:00Z'),
      end: iso('2027-10-24T06:00:00Z'),
      timeZone: amsterdam,
      count: 2,
    });
    expect(series.map((occurrence) => occurrence.start)).toEqual([
      iso('2027-10-24T05:00:00Z'),
      iso('2027-10-31T06:00:00Z'),
    ]);
  });

  it('moves a 02:30 Amsterdam occurrence on the spring-forward day to 03:30', () => {
    const [, skipped] = weeklyOccurrences({
      start: instantFromWallTime('2027-03-21', '02:30', amsterdam),
      end: instantFromWallTime('2027-03-21', '04:00', amsterdam),
      timeZone: amsterdam,
      count: 2,
    });
    expect(wallTimeIn(skipped!.start, amsterdam)).toEqual({ date: '2027-03-28', time: '03:30' });
    expect(wallTimeIn(skipped!.end, amsterdam)).toEqual({ date: '2027-03-28', time: '04:00' });
  });

  it('never leaves an occurrence empty when its start is pushed onto its end', () => {
    // 02:30-03:30 on the spring-forward day: start becomes 03:30, so the end keeps the 1-hour length.
    const [, skipped] = weeklyOccurrences({
      start: instantFromWallTime('2027-03-21', '02:30', amsterdam),
      end: instantFromWallTime('2027-03-21', '03:30', amsterdam),
      timeZone: amsterdam,
      count: 2,
    });
    expect(skipped).toEqual({ start: iso('2027-03-28T01:30:00Z'), end: iso('2027-03-28T02:30:00Z') });
  });

  it('takes the first 02:30 on the fall-back day', () => {
    const [, repeated] = weeklyOccurrences({
      start: instantFromWallTime('2027-10-24', '02:30', amsterdam),
      end: instantFromWallTime('2027-10-24', '03:30', amsterdam),
      timeZone: amsterdam,
      count: 2,
    });
    // 02:30 CEST (+02:00) to 03:30 CET (+01:00): two hours that day.
    expect(repeated).toEqual({ start: iso('2027-10-31T00:30:00Z'), end: iso('2027-10-31T02:30:00Z') });
  });

  it('shows a client in another zone the converted instants', () => {
    const series = weeklyOccurrences({
      start: iso('2027-03-07T06:00:00Z'),
      end: iso('2027-03-07T07:00:00Z'),
      timeZone: amsterdam,
      count: 4,
    });
    // New York springs forward at 07:00Z on 14 March, Amsterdam on 28 March: while the professional
    // keeps 07:00, the New York client sees 01:00 (EST), 01:00 (still EST), 02:00 (EDT), 01:00.
    expect(series.map((occurrence) => wallTimeIn(occurrence.start, 'America/New_York'))).toEqual([
      { date: '2027-03-07', time: '01:00' },
      { date: '2027-03-14', time: '01:00' },
      { date: '2027-03-21', time: '02:00' },
      { date: '2027-03-28', time: '01:00' },
    ]);
    expect(series.map((occurrence) => wallTimeIn(occurrence.start, 'Asia/Kolkata').time)).toEqual([
      '11:30',
      '11:30',
      '11:30',
      '10:30',
    ]);
  });

  it('follows Lord Howe (30-minute DST) and Chatham (+12:45/+13:45)', () => {
    const lordHowe = weeklyOccurrences({
      start: instantFromWallTime('2027-09-26', '02:15', 'Australia/Lord_Howe'),
      end: instantFromWallTime('2027-09-26', '03:00', 'Australia/Lord_Howe'),
      timeZone: 'Australia/Lord_Howe',
      count: 2,
    });
    expect(lordHowe.map((occurrence) => wallTimeIn(occurrence.start, 'Australia/Lord_Howe').time)).toEqual([
      '02:15',
      '02:45',
    ]);
    const chatham = weeklyOccurrences({
      start: instantFromWallTime('2027-09-19', '09:00', 'Pacific/Chatham'),
      end: instantFromWallTime('2027-09-19', '10:00', 'Pacific/Chatham'),
      timeZone: 'Pacific/Chatham',
      count: 2,
    });
    expect(chatham.map((occurrence) => occurrence.start)).toEqual([
      iso('2027-09-18T20:15:00Z'),
      iso('2027-09-25T19:15:00Z'),
    ]);
  });

  it.each([0, 21, 1.5, Number.NaN])('rejects count %s', (count) => {
    expect(() =>
      weeklyOccurrences({
        start: iso('2027-03-21T06:00:00Z'),
        end: iso('2027-03-21T07:00:00Z'),
        timeZone: 'UTC',
        count,
      }),
    ).toThrow(RangeError);
  });

  it('rejects an end not after the start and an unknown zone', () => {
    const start = iso('2027-03-21T06:00:00Z');
    expect(() => weeklyOccurrences({ start, end: start, timeZone: 'UTC', count: 2 })).toThrow(RangeError);
    expect(() =>
      weeklyOccurrences({ start, end: iso('2027-03-21T07:00:00Z'), timeZone: 'Nowhere/Land', count: 2 }),
    ).toThrow(RangeError);
  });
});
