import { parseLocalDate } from '@sessionbook/domain';
import { describe, expect, it } from 'vitest';
import { clientEvent, clientSlot } from '../test-utils.tsx';
import { agendaByDay, agendaItems } from './agenda.ts';
import { agendaDays, shiftAnchor } from './agenda-range.ts';

const ids = (days: ReturnType<typeof agendaByDay>) =>
  Object.fromEntries(days.map((day) => [day.date, day.items.map((item) => item.id)]));

describe('the agenda', () => {
  it('shows seven days from the anchor and moves by a week', () => {
    const days = agendaDays(parseLocalDate('2026-12-29')).map(String);
    expect(days).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
    expect(String(shiftAnchor(parseLocalDate('2026-05-13'), -1))).toBe('2026-05-06');
  });

  it('puts each item on its local day in the client zone, by start, and skips cancelled slots', () => {
    const items = agendaItems(
      [
        // 23:30 UTC on the 13th is 01:30 on the 14th in Amsterdam, 19:30 on the 13th in New York.
        clientEvent({ id: 'late', start_time: '2026-05-13T23:30:00Z', end_time: '2026-05-14T00:30:00Z' }),
        clientEvent({ id: 'early', start_time: '2026-05-13T06:00:00Z', end_time: '2026-05-13T07:00:00Z' }),
      ],
      [
        clientSlot({ id: 'open', start_time: '2026-05-13T08:00:00Z', end_time: '2026-05-13T10:00:00Z' }),
        clientSlot({
          id: 'gone',
          start_time: '2026-05-13T08:00:00Z',
          end_time: '2026-05-13T10:00:00Z',
          cancelled_at: '2026-05-12T10:00:00Z',
        }),
      ],
    );
    const days = agendaDays(parseLocalDate('2026-05-13')).slice(0, 2);
    expect(ids(agendaByDay(days, items, 'Europe/Amsterdam'))).toEqual({
      '2026-05-13': ['event:early', 'slot:open'],
      '2026-05-14': ['event:late'],
    });
    expect(ids(agendaByDay(days, items, 'America/New_York'))).toEqual({
      '2026-05-13': ['event:early', 'slot:open', 'event:late'],
      '2026-05-14': [],
    });
  });

  it('lists an item that began the night before the first day on that first day', () => {
    const overnight = clientEvent({ start_time: '2026-05-12T21:00:00Z', end_time: '2026-05-13T01:00:00Z' });
    const [first] = agendaByDay(
      [parseLocalDate('2026-05-13')],
      agendaItems([overnight], []),
      'Europe/Amsterdam',
    );
    expect(first?.items).toHaveLength(1);
  });
});
