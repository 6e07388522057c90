import { parseLocalDate } from '@sessionbook/domain';
import { describe, expect, it } from 'vitest';
import { readCalendarUrl, writeCalendarUrl } from './calendar-url.ts';

const today = parseLocalDate('2026-05-13');

describe('the calendar state in the URL', () => {
  it('falls back to today, no professional and no link', () => {
    const state = readCalendarUrl(new URLSearchParams('date=2026-02-30'), today);
    expect({ ...state, anchor: String(state.anchor) }).toEqual({
      anchor: '2026-05-13',
      professionalId: null,
      link: null,
    });
  });

  it('reads the date, the professional and an event or slot link (an event first)', () => {
    const state = readCalendarUrl(new URLSearchParams('date=2026-06-01&professional=p1&slot=s1'), today);
    expect(String(state.anchor)).toBe('2026-06-01');
    expect(state.professionalId).toBe('p1');
    expect(state.link).toEqual({ kind: 'slot', id: 's1' });
    expect(readCalendarUrl(new URLSearchParams('event=e1&slot=s1'), today).link).toEqual({
      kind: 'event',
      id: 'e1',
    });
  });

  it('writes changes and keeps what it was not told about; dropping the link drops both kinds', () => {
    const params = new URLSearchParams('professional=p1&event=e1&slot=s1&x=1');
    expect(writeCalendarUrl(params, { anchor: parseLocalDate('2026-06-01') }).toString()).toBe(
      'professional=p1&event=e1&slot=s1&x=1&date=2026-06-01',
    );
    expect(writeCalendarUrl(params, { professionalId: null, link: null }).toString()).toBe('x=1');
  });
});
