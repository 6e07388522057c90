import { parseLocalDate } from '@sessionbook/domain';
import { describe, expect, it } from 'vitest';
import { visibleDays } from './calendar-range.ts';
import { dayColumns } from './day-columns.ts';

describe('day columns', () => {
  it('covers each local day of Amsterdam across the spring-forward Sunday (23 hours)', () => {
    const columns = dayColumns(visibleDays(parseLocalDate('2026-03-28'), 3), 'Europe/Amsterdam');
    expect(columns.map((column) => [column.date, column.start.toISOString(), column.minutes])).toEqual([
      ['2026-03-28', '2026-03-27T23:00:00.000Z', 1440],
      ['2026-03-29', '2026-03-28T23:00:00.000Z', 1380],
      ['2026-03-30', '2026-03-29T22:00:00.000Z', 1440],
    ]);
    // Consecutive: one column ends where the next begins, so no instant falls between days.
    expect(columns[0]!.end).toEqual(columns[1]!.start);
    expect(columns[1]!.end).toEqual(columns[2]!.start);
  });

  it('has 25 hours on the fall-back day, and follows the zone, not UTC (New York)', () => {
    const amsterdam = dayColumns([parseLocalDate('2026-10-25')], 'Europe/Amsterdam')[0]!;
    expect(amsterdam.minutes).toBe(1500);
    const newYork = dayColumns([parseLocalDate('2026-03-08')], 'America/New_York')[0]!;
    expect(newYork.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(newYork.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(newYork.minutes).toBe(1380);
  });

  it('keeps the 30-minute DST of Lord Howe and the +05:30 of Kolkata', () => {
    expect(dayColumns([parseLocalDate('2026-04-05')], 'Australia/Lord_Howe')[0]!.minutes).toBe(1470);
    const kolkata = dayColumns([parseLocalDate('2026-05-13')], 'Asia/Kolkata')[0]!;
    expect(kolkata.start.toISOString()).toBe('2026-05-12T18:30:00.000Z');
    expect(kolkata.minutes).toBe(1440);
  });
});
