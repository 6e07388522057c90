/**
 * Busy time from the professional's other calendars on the grid (issue 29, decision 0054): greyed
 * behind the items, read as "Busy" with its time (and title only when kept), all-day busy in a strip
 * under the headings, never a button, fetched for the instants the visible days cover.
 */
import '@testing-library/jest-dom/vitest';
import '../../test/jsdom-radix.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { seriousViolations } from '../../test/axe.ts';
import { claimed, pilates, renderCalendar, session, setUpCalendarTests, slot, yoga } from './test-utils.tsx';

const { api, withMockApi } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);

const busy = [
  // Today 14:00-15:30 in Amsterdam, titles not kept.
  {
    calendar_id: 'c1',
    start_time: '2026-05-13T12:00:00Z',
    end_time: '2026-05-13T13:30:00Z',
    all_day: false,
    title: null,
  },
  // Today 09:00-09:30, under the Yoga class.
  {
    calendar_id: 'c1',
    start_time: '2026-05-13T07:00:00Z',
    end_time: '2026-05-13T07:30:00Z',
    all_day: false,
    title: null,
  },
  // Tomorrow 08:00-09:00, from a calendar whose titles are kept.
  {
    calendar_id: 'c2',
    start_time: '2026-05-14T06:00:00Z',
    end_time: '2026-05-14T07:00:00Z',
    all_day: false,
    title: 'Dentist',
  },
  // Friday, all day in Amsterdam.
  {
    calendar_id: 'c1',
    start_time: '2026-05-14T22:00:00Z',
    end_time: '2026-05-15T22:00:00Z',
    all_day: true,
    title: null,
  },
];

const serve = (busyReply: () => unknown) =>
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === 'events') return [yoga, session, pilates, claimed];
    if (path === 'availability-slots') return [slot];
    if (path === 'professional/busy-times') return busyReply();
    throw new ApiError(404, 'Not found');
  });

/** The busy entries of a day's list. */
const busyOf = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>('li.cal-busy')];

const busyQueries = () =>
  vi
    .mocked(api.get)
    .mock.calls.filter((call) => call[0] === 'professional/busy-times')
    .map((call) => (call[1] as { query: { start: string; end: string } }).query);

describe('busy time on the professional calendar', () => {
  setUpCalendarTests(() => serve(() => busy));

  it('greys busy time behind the items, read as "Busy" and its time, all-day busy in a strip', async () => {
    const { container } = renderCalendar('/professional/calendar?view=5&mode=events&date=2026-05-13');
    await screen.findByRole('button', { name: /^Yoga/ });
    // The five local days of Amsterdam, midnight to midnight.
    expect(busyQueries().at(-1)).toEqual({
      start: '2026-05-12T22:00:00.000Z',
      end: '2026-05-17T22:00:00.000Z',
    });

    const today = container.querySelector<HTMLElement>('.cal-day[data-date="2026-05-13"]')!;
    const todayList = within(today).getByRole('list', { name: 'Wednesday, May 13' });
    await waitFor(() => expect(busyOf(todayList)).toHaveLength(2));
    const [underYoga, untitled] = busyOf(todayList);
    // Under a class its label would be hidden: no visible label, still read out.
    expect(underYoga).toHaveTextContent(/^Busy, 9:00\s*–\s*9:30\sAM$/);
    expect(underYoga!.querySelector('.cal-busy__text')).toBeNull();
    expect(untitled!.querySelector('.cal-busy__text')).toHaveTextContent('Busy');
    expect(untitled).toHaveTextContent(/Busy, 2:00\s*–\s*3:30\sPM/);
    // Placed by wall clock: 14:00 is 14/24 of the day down, 90 minutes tall.
    expect(untitled!.style.getPropertyValue('--top')).toBe(`${(14 / 24) * 100}%`);
    expect(untitled!.style.getPropertyValue('--height')).toBe(`${(90 / 1440) * 100}%`);
    // Behind the items: the first entries of the day's list (the items are drawn over them), and
    // no button of their own.
    const entries = within(todayList).getAllByRole('listitem');
    expect(entries.slice(0, 2)).toEqual([underYoga, untitled]);
    expect(within(entries[2]!).getByRole('button', { name: /^Yoga/ })).toBeInTheDocument();
    expect(within(underYoga!).queryByRole('button')).toBeNull();
    expect(within(untitled!).queryByRole('button')).toBeNull();

    const tomorrow = within(container.querySelector<HTMLElement>('.cal-day[data-date="2026-05-14"]')!);
    const [titled] = busyOf(tomorrow.getByRole('list'));
    expect(titled).toHaveTextContent(/Busy, Dentist, 8:00\s*–\s*9:00\sAM/);
    // The strip: Friday's all-day busy, and no timed block for it in Friday's column.
    const strip = container.querySelectorAll('.cal-allday');
    expect(strip).toHaveLength(5);
    expect(strip[2]).toHaveTextContent('Busy all day');
    expect(strip[1]).toBeEmptyDOMElement();
    const friday = container.querySelector<HTMLElement>('.cal-day[data-date="2026-05-15"]')!;
    expect(busyOf(within(friday).getByRole('list'))).toHaveLength(0);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('shows busy time on the availability view too, and no strip without all-day busy', async () => {
    serve(() => busy.slice(0, 2));
    const { container } = renderCalendar('/professional/calendar?view=5&mode=slots&date=2026-05-13');
    const today = container.querySelector<HTMLElement>('.cal-day[data-date="2026-05-13"]')!;
    await waitFor(() => expect(busyOf(within(today).getByRole('list'))).toHaveLength(2));
    expect(container.querySelector('.cal-allday')).toBeNull();
  });

  it('keeps the calendar when busy time cannot be read', async () => {
    serve(() => {
      throw new ApiError(500, 'error.server');
    });
    const { container } = renderCalendar('/professional/calendar?view=5&mode=events&date=2026-05-13');
    await screen.findByRole('button', { name: /^Yoga/ });
    await waitFor(() => expect(busyQueries().length).toBeGreaterThan(0));
    expect(container.querySelector('.calendar-error')).toBeNull();
    expect(container.querySelector('.cal-busy')).toBeNull();
  });
});
