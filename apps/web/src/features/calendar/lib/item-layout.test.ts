import { parseLocalDate } from '@sessionbook/domain';
import { describe, expect, it } from 'vitest';
import { visibleDays } from './calendar-range.ts';
import { dayColumns } from './day-columns.ts';
import { assignLanes, placeInDay } from './item-layout.ts';

const zone = 'Europe/Amsterdam';
const item = (id: string, start: string, end: string) => ({ id, start: new Date(start), end: new Date(end) });
const summary = (placed: ReturnType<typeof placeInDay<ReturnType<typeof item>>>) =>
  placed.map((entry) => ({ id: entry.item.id, top: entry.top, bottom: entry.bottom }));

describe('placing items in a day', () => {
  it('places by local wall-clock time: a 07:00 class stays on the 07:00 line across DST', () => {
    const [before, dst, after] = dayColumns(visibleDays(parseLocalDate('2026-03-28'), 3), zone);
    const classes = [
      item('sat', '2026-03-28T06:00:00Z', '2026-03-28T07:00:00Z'), // 07:00 CET
      item('sun', '2026-03-29T05:00:00Z', '2026-03-29T06:00:00Z'), // 07:00 CEST
      item('mon', '2026-03-30T05:00:00Z', '2026-03-30T06:00:00Z'),
    ];
    for (const column of [before!, dst!, after!]) {
      const placed = placeInDay(column, classes, zone);
      expect(placed).toHaveLength(1);
      expect(placed[0]).toMatchObject({ top: 420, bottom: 480 });
    }
  });

  it('draws an item across the skipped hour by its wall-clock ends', () => {
    const [dst] = dayColumns([parseLocalDate('2026-03-29')], zone);
    // 01:30 CET to 03:30 CEST: one real hour, shown from 01:30 to 03:30.
    const placed = placeInDay(dst!, [item('a', '2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z')], zone);
    expect(summary(placed)).toEqual([{ id: 'a', top: 90, bottom: 210 }]);
  });

  it('keeps the real length when the wall clock runs backwards on the fall-back night', () => {
    const [fallBack] = dayColumns([parseLocalDate('2026-10-25')], zone);
    // 02:30 CEST to 02:15 CET is 45 minutes.
    const placed = placeInDay(fallBack!, [item('a', '2026-10-25T00:30:00Z', '2026-10-25T01:15:00Z')], zone);
    expect(summary(placed)).toEqual([{ id: 'a', top: 150, bottom: 195 }]);
  });

  it('splits an item across midnight into both days and marks the continuation', () => {
    const [first, second] = dayColumns(visibleDays(parseLocalDate('2026-05-13'), 3), zone);
    const late = item('late', '2026-05-13T21:00:00Z', '2026-05-13T23:00:00Z'); // 23:00 to 01:00
    expect(placeInDay(first!, [late], zone)[0]).toMatchObject({
      top: 1380,
      bottom: 1440,
      continuesBefore: false,
      continuesAfter: true,
    });
    expect(placeInDay(second!, [late], zone)[0]).toMatchObject({
      top: 0,
      bottom: 60,
      continuesBefore: true,
      continuesAfter: false,
    });
  });

  it('leaves out items of other days, also one ending exactly at midnight', () => {
    const [day] = dayColumns([parseLocalDate('2026-05-14')], zone);
    const before = item('before', '2026-05-13T21:00:00Z', '2026-05-13T22:00:00Z'); // 23:00 to 00:00
    expect(placeInDay(day!, [before], zone)).toEqual([]);
  });
});

describe('lanes for overlapping items', () => {
  const lanes = (segments: { id: string; top: number; bottom: number }[]) =>
    Object.fromEntries(assignLanes(segments).map((entry) => [entry.id, [entry.lane, entry.lanes]]));

  it('puts overlapping items side by side and reuses a lane once it is free', () => {
    expect(
      lanes([
        { id: 'a', top: 540, bottom: 600 },
        { id: 'b', top: 570, bottom: 630 },
        { id: 'c', top: 600, bottom: 660 },
        { id: 'd', top: 720, bottom: 780 },
      ]),
    ).toEqual({ a: [0, 2], b: [1, 2], c: [0, 2], d: [0, 1] });
  });

  it('gives three items at once three lanes, longest first', () => {
    expect(
      lanes([
        { id: 'short', top: 540, bottom: 570 },
        { id: 'long', top: 540, bottom: 660 },
        { id: 'mid', top: 550, bottom: 600 },
      ]),
    ).toEqual({ long: [0, 3], short: [1, 3], mid: [2, 3] });
  });

  it('keeps touching items (one ends as the next starts) in one lane', () => {
    expect(
      lanes([
        { id: 'a', top: 540, bottom: 600 },
        { id: 'b', top: 600, bottom: 660 },
      ]),
    ).toEqual({ a: [0, 1], b: [0, 1] });
  });
});
