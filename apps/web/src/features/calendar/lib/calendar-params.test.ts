import { parseLocalDate } from '@sessionbook/domain';
import { describe, expect, it } from 'vitest';
import { readCalendarState, writeCalendarState } from './calendar-params.ts';
import { scrollTarget } from './scroll-target.ts';

const today = parseLocalDate('2026-05-13');

describe('calendar state in the URL', () => {
  it('falls back to the default view, events and today', () => {
    const state = readCalendarState(new URLSearchParams(''), today, 5);
    expect({ ...state, anchor: String(state.anchor) }).toEqual({
      view: 5,
      mode: 'events',
      anchor: '2026-05-13',
    });
    const bad = readCalendarState(new URLSearchParams('view=4&mode=x&date=2026-02-30'), today, 3);
    expect({ ...bad, anchor: String(bad.anchor) }).toEqual({ view: 3, mode: 'events', anchor: '2026-05-13' });
  });

  it('reads and writes view, mode and date, keeping other parameters', () => {
    const state = readCalendarState(new URLSearchParams('view=7&mode=slots&date=2026-06-01'), today, 5);
    expect(state.view).toBe(7);
    expect(state.mode).toBe('slots');
    expect(String(state.anchor)).toBe('2026-06-01');
    const written = writeCalendarState(new URLSearchParams('decline=r1'), { ...state, view: 1 });
    expect(written.toString()).toBe('decline=r1&view=1&mode=slots&date=2026-06-01');
  });
});

describe('scroll target', () => {
  it('is 07:00 without items or when the first item shows from there', () => {
    expect(scrollTarget(undefined, 600)).toBe(420);
    expect(scrollTarget(540, 600)).toBe(420);
  });

  it('moves above an early item, or down to a late one that 07:00 would hide', () => {
    expect(scrollTarget(360, 600)).toBe(330);
    expect(scrollTarget(10, 600)).toBe(0);
    expect(scrollTarget(18 * 60, 480)).toBe(18 * 60 - 30);
  });
});
