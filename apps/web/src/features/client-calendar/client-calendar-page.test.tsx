import '@testing-library/jest-dom/vitest';
import '../../test/jsdom-radix.ts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  clientClass,
  clientSlot,
  professional,
  renderCalendar,
  setUpCalendarTests,
  seriousViolations,
} from './test-utils.tsx';
import { queriesOf, serveCalendar, weekData, type CalendarData, type Query } from './test-week.ts';

const { api, withMockApi } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);

let data: CalendarData;
const queries = (path: string) => queriesOf(api.get, path);
const lastQuery = (path: string) => queries(path).at(-1);

describe('ClientCalendarPage', () => {
  setUpCalendarTests(() => {
    data = weekData();
    serveCalendar(api.get, data);
  });

  it('lists the week of the professional by day, each item with its status, and is axe-clean', async () => {
    const { container } = renderCalendar();
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    const yogaButton = await screen.findByRole('button', { name: /^Yoga/ });
    // One request for the week, whatever the number of professionals.
    expect(queries('client/calendar')).toEqual([{ start_date: '2026-05-13', end_date: '2026-05-19' }]);
    expect(queries('client/events')).toEqual([]);
    expect(queries('client/availability-slots')).toEqual([]);
    expect(screen.getByText('Calendar of Pat Lee')).toBeInTheDocument();
    // With one professional there is nobody to tell apart: no choices, no names on the items.
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(container.querySelector('.cc-item__who')).toBeNull();

    expect(yogaButton).toHaveAccessibleName(/^Yoga, 5:00\s–\s6:00\sPM, Registered, 4 of 10$/);
    expect(within(yogaButton).getByText('4 of 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Spin, .*, Full, 8 of 8$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pilates, .*, Open, 3 of 10$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Core, .*, Waitlist #2, 4 of 4$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Session with Pat Lee, 2:00.*Booked$/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Session with Pat Lee, 10:00.*Awaiting your answer$/ }),
    ).toBeInTheDocument();
    const stretchButton = screen.getByRole('button', { name: /^Stretch, .*, Cancelled/ });
    expect(within(stretchButton).getByText('Stretch').closest('s')).not.toBeNull();
    expect(
      screen.getByRole('button', {
        name: /^Open for booking, 1:00\s–\s4:00\sPM, Individual session or Duo session, Book a time$/,
      }),
    ).toBeInTheDocument();

    // Days in order, today marked, the free Wednesday-to-Tuesday week has no empty day here.
    const wednesday = container.querySelector('[data-date="2026-05-13"]') as HTMLElement;
    expect(within(wednesday).getByRole('heading', { level: 3 })).toHaveTextContent(/^Wednesday, May 13Today/);
    expect(screen.getByRole('button', { name: 'Wed 13, 1 item' })).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: 'Thu 14, 3 items' })).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('moves by a week with previous, next and Today, and keeps the date in the URL', async () => {
    const user = userEvent.setup();
    const { search } = renderCalendar();
    await screen.findByRole('button', { name: /^Yoga/ });
    // A day of the strip takes focus to that day in the list.
    await user.click(screen.getByRole('button', { name: 'Sat 16, 1 item' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Saturday, May 16' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next 7 days' }));
    await waitFor(() =>
      expect(lastQuery('client/calendar')).toMatchObject({
        start_date: '2026-05-20',
        end_date: '2026-05-26',
      }),
    );
    expect(search().get('date')).toBe('2026-05-20');
    expect(await screen.findAllByText('Nothing planned')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    await user.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    await waitFor(() => expect(lastQuery('client/calendar')).toMatchObject({ start_date: '2026-05-06' }));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(search().get('date')).toBe('2026-05-13');
    expect(await screen.findByRole('button', { name: /^Yoga/ })).toBeInTheDocument();
  });

  it('shows all professionals at once, each named in their colour, and one of them on a choice', async () => {
    const user = userEvent.setup();
    data.professionals = [
      professional('pro2', 'Sam Reed'),
      professional('pro1', 'Pat Lee'),
      professional('pro3', 'Ada Pending', 'pending'),
    ];
    data.events = [
      ...data.events,
      clientClass({
        id: 'hiit',
        title: 'HIIT',
        professional_id: 'pro2',
        professional_name: 'Sam Reed',
        start_time: '2026-05-14T06:00:00Z',
        end_time: '2026-05-14T07:00:00Z',
      }),
    ];
    const { container, search } = renderCalendar();
    const hiit = await screen.findByRole('button', { name: /^HIIT, with Sam Reed, 8:00/ });
    const yoga = screen.getByRole('button', { name: /^Yoga, with Pat Lee, 5:00/ });
    expect(within(hiit).getByText('Sam Reed')).toBeInTheDocument();
    expect(within(yoga).getByText('Pat Lee')).toBeInTheDocument();
    // A session's title names its professional already.
    expect(screen.getByRole('button', { name: /^Session with Pat Lee, 2:00/ })).toBeInTheDocument();
    // Each professional in a colour of their own, the same in the legend and on their items.
    const colourOf = (element: HTMLElement) => element.style.getPropertyValue('--cc-pro');
    expect(colourOf(hiit)).toMatch(/^var\(--pro-colour-\d\)$/);
    expect(colourOf(yoga)).toMatch(/^var\(--pro-colour-\d\)$/);
    expect(colourOf(hiit)).not.toBe(colourOf(yoga));

    const choices = screen.getByRole('group', { name: 'Whose calendar to show' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All', 'Pat Lee', 'Sam Reed']);
    expect(within(choices).getByRole('radio', { name: 'All' })).toBeChecked();
    expect(colourOf(within(choices).getByRole('radio', { name: 'Sam Reed' }).closest('label')!)).toBe(
      colourOf(hiit),
    );
    expect(await seriousViolations(container)).toEqual([]);

    await user.click(within(choices).getByRole('radio', { name: 'Sam Reed' }));
    expect(await screen.findByRole('button', { name: /^HIIT/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Yoga/ })).not.toBeInTheDocument();
    expect(search().get('professional')).toBe('pro2');
    // The same reply, filtered: switching asks nothing more.
    expect(queries('client/calendar')).toHaveLength(1);
    await user.click(within(choices).getByRole('radio', { name: 'All' }));
    expect(await screen.findByRole('button', { name: /^Yoga/ })).toBeInTheDocument();
    expect(search().has('professional')).toBe(false);

    cleanup();
    renderCalendar('/calendar?professional=pro2&date=2026-05-13');
    expect(await screen.findByRole('button', { name: /^HIIT/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sam Reed' })).toBeChecked();
    expect(screen.queryByRole('button', { name: /^Yoga/ })).not.toBeInTheDocument();
  });

  it('chooses a professional by keyboard, and marks each day with the colours of whose items it has', async () => {
    const user = userEvent.setup();
    data.professionals = [professional('pro1', 'Pat Lee'), professional('pro2', 'Sam Reed')];
    data.slots = [
      ...data.slots,
      clientSlot({
        id: 'sam-slot',
        professional_id: 'pro2',
        professional_name: 'Sam Reed',
        start_time: '2026-05-14T15:00:00Z',
        end_time: '2026-05-14T16:00:00Z',
      }),
    ];
    const { container } = renderCalendar();
    await screen.findByRole('button', { name: /^Yoga/ });
    const thursday = screen.getByRole('button', { name: 'Thu 14, 4 items' });
    expect(thursday.querySelectorAll('.cc-strip__dot')).toHaveLength(2);
    screen.getByRole('radio', { name: 'All' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Pat Lee' })).toBeChecked();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Sam Reed/ })).not.toBeInTheDocument());
    expect(container.querySelectorAll('[data-date="2026-05-14"] .cc-item')).toHaveLength(3);
  });

  it('points to the professionals page when no professional is confirmed yet', async () => {
    data.professionals = [professional('pro3', 'Ada Pending', 'pending')];
    const { container } = renderCalendar();
    expect(await screen.findByRole('heading', { name: 'No professional yet' })).toBeInTheDocument();
    expect(screen.getByText(/You have an invitation waiting/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to professionals' })).toHaveAttribute(
      'href',
      '/professionals',
    );
    // The combined week is asked for beside the professionals (one round trip less for everyone
    // else); nothing of one professional's is.
    expect(
      api.get.mock.calls.some(
        (call) => String(call[0]).startsWith('client/') && call[0] !== 'client/calendar',
      ),
    ).toBe(false);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('says so when the calendar cannot load, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    const base = api.get.getMockImplementation()!;
    api.get.mockImplementation(async (path: string, options?: { query?: Query }) => {
      if (path === 'client/calendar' && fail) throw new ApiError(500, 'network_errors.500');
      return base(path, options);
    });
    renderCalendar();
    expect(await screen.findByText('The calendar could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Yoga/ })).toBeInTheDocument();
  });

  it('opens the event of a link in another week and of another professional, then drops the link', async () => {
    const later = clientClass({
      id: 'later',
      title: 'Later class',
      professional_id: 'pro2',
      professional_name: 'Sam Reed',
      start_time: '2026-06-10T07:00:00Z',
      end_time: '2026-06-10T08:00:00Z',
    });
    data.professionals = [professional('pro1', 'Pat Lee'), professional('pro2', 'Sam Reed')];
    data.events = [...data.events, later];
    const { search } = renderCalendar('/calendar?event=later');
    const dialog = await screen.findByRole('dialog', { name: 'Later class' });
    expect(dialog).toHaveTextContent('Sam Reed');
    expect(queries('client/events')).toContainEqual({ start_date: '2026-04-13', end_date: '2027-04-13' });
    expect(search().get('date')).toBe('2026-06-10');
    // Shown in the calendar of all professionals, which has it.
    expect(search().has('professional')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(search().has('event')).toBe(false));
    expect(search().get('date')).toBe('2026-06-10');
    expect(screen.getByRole('button', { name: /^Later class, with Sam Reed/ })).toBeInTheDocument();
  });

  it('opens a linked event of the week shown at once, and tells when a link finds nothing', async () => {
    renderCalendar('/calendar?event=pilates');
    expect(await screen.findByRole('dialog', { name: 'Pilates' })).toBeInTheDocument();
    // Found in the week shown: nothing else was asked.
    expect(queries('client/events')).toEqual([]);
    cleanup();

    const { search } = renderCalendar('/calendar?event=gone');
    expect(await screen.findByText('This event could not be found in your calendar.')).toBeInTheDocument();
    await waitFor(() => expect(search().has('event')).toBe(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {});
  });

  it("opens a public professional's class or slot from the profile's link, also without a connection", async () => {
    data.professionals = [professional('pro3', 'Ada Pending', 'pending')];
    const publicClass = clientClass({
      id: 'public-class',
      title: 'Open yoga',
      professional_id: 'pub1',
      professional_name: 'Sam Reed',
      start_time: '2026-05-14T07:00:00Z',
      end_time: '2026-05-14T08:00:00Z',
    });
    const publicSlot = clientSlot({
      id: 'public-slot',
      professional_id: 'pub1',
      professional_name: 'Sam Reed',
      start_time: '2026-06-03T08:00:00Z',
      end_time: '2026-06-03T10:00:00Z',
    });
    data.events = [publicClass];
    data.slots = [publicSlot];
    renderCalendar('/calendar?professional=pub1&event=public-class');
    const dialog = await screen.findByRole('dialog', { name: 'Open yoga' });
    expect(within(dialog).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByText('Calendar of Sam Reed')).toBeInTheDocument();
    expect(screen.queryByText('No professional yet')).not.toBeInTheDocument();
    cleanup();

    const { search } = renderCalendar('/calendar?professional=pub1&slot=public-slot');
    expect(await screen.findByRole('dialog', { name: 'Open for booking' })).toHaveAccessibleDescription(
      /Wednesday, June 3, 2026/,
    );
    expect(queries('client/availability-slots')).toContainEqual({
      start_date: '2026-04-13',
      end_date: '2027-04-13',
      professional_id: 'pub1',
    });
    expect(search().get('date')).toBe('2026-06-03');
  });

  it('says when the calendar of a professional in the link is not available, and goes back to yours', async () => {
    const user = userEvent.setup();
    const { search } = renderCalendar('/calendar?professional=unknown');
    expect(
      await screen.findByText(/This professional's calendar is not available to you/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show my calendar' }));
    expect(await screen.findByRole('button', { name: /^Yoga/ })).toBeInTheDocument();
    expect(search().has('professional')).toBe(false);
  });
});
