import { parseLocalDate } from '@sessionbook/domain';
import { describe, expect, it } from 'vitest';
import { shiftAnchor, visibleDays } from './calendar-range.ts';

const dates = (days: { toString(): string }[]) => days.map(String);

describe('visible days', () => {
  it('shows the view length from the anchor for 1, 3 and 5 days', () => {
    const wednesday = parseLocalDate('2026-05-13');
    expect(dates(visibleDays(wednesday, 1))).toEqual(['2026-05-13']);
    expect(dates(visibleDays(wednesday, 5))).toEqual([
      '2026-05-13',
      '2026-05-14',
      '2026-05-15',
      '2026-05-16',
      '2026-05-17',
    ]);
  });

  it('shows the 7-day view as a week from Monday, also across a month and year end', () => {
    expect(dates(visibleDays(parseLocalDate('2026-05-13'), 7))[0]).toBe('2026-05-11');
    expect(dates(visibleDays(parseLocalDate('2026-05-11'), 7))[0]).toBe('2026-05-11');
    expect(dates(visibleDays(parseLocalDate('2026-05-17'), 7))).toEqual([
      '2026-05-11',
      '2026-05-12',
      '2026-05-13',
      '2026-05-14',
      '2026-05-15',
      '2026-05-16',
      '2026-05-17',
    ]);
    expect(dates(visibleDays(parseLocalDate('2027-01-01'), 7))[0]).toBe('2026-12-28');
  });

  it('moves by the view length; the week view by a week from Monday', () => {
    const wednesday = parseLocalDate('2026-05-13');
    expect(String(shiftAnchor(wednesday, 3, 1))).toBe('2026-05-16');
    expect(String(shiftAnchor(wednesday, 5, -1))).toBe('2026-05-08');
    expect(String(shiftAnchor(wednesday, 1, -1))).toBe('2026-05-12');
    expect(String(shiftAnchor(wednesday, 7, 1))).toBe('2026-05-18');
    expect(String(shiftAnchor(wednesday, 7, -1))).toBe('2026-05-04');
  });
});
