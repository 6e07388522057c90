import '@testing-library/jest-dom/vitest';
import '../../test/jsdom-radix.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../test/axe.ts';
import { claimed, lastWindow, NOW, renderCalendar, setUpCalendarTests } from './test-utils.tsx';

const { api, withMockApi } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);
const post = api.post;

describe('ProfessionalCalendarPage', () => {
  setUpCalendarTests(() => {
    // The one change here refuses the slot claim: the server answers with its event, cancelled.
    post.mockResolvedValue({
      ...claimed,
      cancelled_at: NOW.toISOString(),
      cancelled_reason: 'claim_declined',
    });
  });

  it('shows 5 days from today by default, with a skeleton first and no serious axe violations', async () => {
    const { container } = renderCalendar();
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    expect(container.querySelector('.cal-grid [role="status"]')).toHaveTextContent('Loading the calendar');
    expect(container.querySelectorAll('.cal-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: /^Yoga/ })).toBeInTheDocument();
    expect(lastWindow('events')).toEqual({ start_date: '2026-05-13', end_date: '2026-05-17' });
    expect(container.querySelectorAll('.cal-day')).toHaveLength(5);
    expect(container.querySelector('[aria-current="date"]')).toHaveTextContent('13');
    expect(container.querySelectorAll('.cal-skeleton')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Days shown' })).toHaveTextContent('5 days');
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveTextContent('Client events');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('starts with 3 days on a phone', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query === '(max-width: 599px)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const { container } = renderCalendar();
      await screen.findByRole('button', { name: /^Yoga/ });
      expect(lastWindow('events')).toEqual({ start_date: '2026-05-13', end_date: '2026-05-15' });
      expect(container.querySelectorAll('.cal-day')).toHaveLength(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts with 1 day on a phone whose text is large for its screen', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const { container } = renderCalendar();
      await waitFor(() =>
        expect(lastWindow('events')).toEqual({ start_date: '2026-05-13', end_date: '2026-05-13' }),
      );
      expect(container.querySelectorAll('.cal-day')).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('renders items with count of max, overlaps side by side, and cancelled ones struck through', async () => {
    const user = userEvent.setup();
    const { container } = renderCalendar();
    const yogaButton = await screen.findByRole('button', { name: /^Yoga/ });
    expect(yogaButton).toHaveAccessibleName(/^Yoga, 9:00.*10:00\sAM, 1 on the waitlist, 3 of 10$/);
    expect(within(yogaButton).getByText('3 of 10')).toBeInTheDocument();

    // A 1:1 session without a title is named after its client and overlaps the class.
    const sessionButton = screen.getByRole('button', { name: /^Rui Alves, 9:30/ });
    const lanes = [yogaButton, sessionButton].map((button) => button.closest('li')!.style);
    expect(lanes.map((style) => style.getPropertyValue('--lanes'))).toEqual(['2', '2']);
    expect(lanes.map((style) => style.getPropertyValue('--lane')).sort()).toEqual(['0', '1']);

    const pilatesButton = screen.getByRole('button', { name: /^Pilates/ });
    expect(pilatesButton).toHaveAccessibleName(/Cancelled/);
    expect(within(pilatesButton).getByText('Pilates').closest('s')).not.toBeNull();

    const wednesday = container.querySelector('[data-date="2026-05-13"]')!;
    expect(within(wednesday as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(wednesday.querySelector('.cal-now')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: /Booked from a slot/ }));
    const claimDialog = await screen.findByRole('dialog', { name: 'Rui Alves' });
    expect(within(claimDialog).getByText('Booked from an availability slot')).toBeInTheDocument();
    expect(
      within(claimDialog).getByRole('button', { name: /^Refuse the booking of Rui Alves, 3:00/ }),
    ).toBeInTheDocument();
  });

  it('moves by the view length with previous, next and Today, and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const { search } = renderCalendar();
    await screen.findByRole('button', { name: /^Yoga/ });

    await user.click(screen.getByRole('button', { name: 'Next 5 days' }));
    await waitFor(() =>
      expect(lastWindow('events')).toEqual({ start_date: '2026-05-18', end_date: '2026-05-22' }),
    );
    expect(search().get('date')).toBe('2026-05-18');

    await user.click(screen.getByRole('button', { name: 'Previous 5 days' }));
    await user.click(screen.getByRole('button', { name: 'Previous 5 days' }));
    await waitFor(() =>
      expect(lastWindow('events')).toEqual({ start_date: '2026-05-08', end_date: '2026-05-12' }),
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/May 8\s.\s12, 2026/);

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(search().get('date')).toBe('2026-05-13');
    expect(await screen.findByRole('button', { name: /^Yoga/ })).toBeInTheDocument();
  });

  it('swipes to the next or previous days; a vertical drag does not move', async () => {
    const { container, search } = renderCalendar();
    await screen.findByRole('button', { name: /^Yoga/ });
    const grid = container.querySelector('.cal-swipe')!;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(grid, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(grid, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 400], [120, 420]);
    await waitFor(() => expect(search().get('date')).toBe('2026-05-18'));
    swipe([200, 100], [220, 500]);
    swipe([100, 400], [300, 380]);
    await waitFor(() => expect(search().get('date')).toBe('2026-05-13'));
  });

  it('switching the view and the mode changes the fetched window and list', async () => {
    const user = userEvent.setup();
    const { search, container } = renderCalendar();
    await screen.findByRole('button', { name: /^Yoga/ });

    await user.click(screen.getByRole('combobox', { name: 'Days shown' }));
    await user.click(screen.getByRole('option', { name: 'Week' }));
    // The week starts on Monday.
    await waitFor(() =>
      expect(lastWindow('events')).toEqual({ start_date: '2026-05-11', end_date: '2026-05-17' }),
    );
    expect(search().get('view')).toBe('7');
    expect(container.querySelectorAll('.cal-day')).toHaveLength(7);

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(lastWindow('events')).toEqual({ start_date: '2026-05-18', end_date: '2026-05-24' }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(screen.getByRole('option', { name: 'Availability slots' }));
    await waitFor(() =>
      expect(lastWindow('availability-slots')).toEqual({ start_date: '2026-05-18', end_date: '2026-05-24' }),
    );
    expect(search().get('mode')).toBe('slots');

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    const slotButton = await screen.findByRole('button', { name: /^Available, 2:00.*5:00\sPM, 1 booked$/ });
    await user.click(slotButton);
    const dialog = await screen.findByRole('dialog', { name: 'Available' });
    expect(within(dialog).getByText('Individual session and Duo session')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Refuse the booking of Rui Alves/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Refuse the booking of Rui Alves?' });
    await user.click(within(confirm).getByRole('button', { name: 'Refuse' }));
    expect(post).toHaveBeenCalledWith('event-registrations/c1/decline', {});
    expect(await screen.findByText('Booking refused; the time is free again.')).toBeInTheDocument();
  });

  it('opens the create dialog for an empty quarter hour and for a day heading', async () => {
    const user = userEvent.setup();
    const { container, schedule } = renderCalendar();
    await screen.findByRole('button', { name: /^Yoga/ });

    await user.click(screen.getByRole('button', { name: 'New on Thursday, May 14' }));
    expect(schedule.openCreate).toHaveBeenCalledWith('session', { date: '2026-05-14' });

    const friday = container.querySelector<HTMLElement>('[data-date="2026-05-15"]')!;
    friday.getBoundingClientRect = () => ({
      top: 0,
      height: 1440,
      bottom: 1440,
      left: 0,
      right: 100,
      width: 100,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.click(friday, { clientY: 10 * 60 + 40 });
    expect(schedule.openCreate).toHaveBeenLastCalledWith('session', { date: '2026-05-15', start: '10:30' });
  });

  it('shows what was just created: its kind and its day, as a step back can undo (issue 25)', async () => {
    const { schedule, search, router } = renderCalendar(
      '/professional/calendar?mode=slots&view=5&date=2026-05-13',
    );
    await screen.findByRole('heading', { level: 2, name: /May 13/ });
    const watch = vi.mocked(schedule.watchCreated);
    await waitFor(() => expect(watch).toHaveBeenCalled());
    const created = watch.mock.calls.at(-1)![0];

    // A session on a day in view: the events are shown, the days stay.
    act(() => created({ kind: 'event', date: '2026-05-15' }));
    await waitFor(() => expect(search().get('mode')).toBe('events'));
    expect(search().get('date')).toBe('2026-05-13');

    // A slot next month: the slots of that day are shown.
    act(() => created({ kind: 'slot', date: '2026-06-10' }));
    await waitFor(() => expect(search().get('mode')).toBe('slots'));
    expect(search().get('date')).toBe('2026-06-10');

    // Already in view: nothing moves.
    const entries = router.state.location.key;
    act(() => created({ kind: 'slot', date: '2026-06-11' }));
    expect(router.state.location.key).toBe(entries);

    // Back returns to the view the calendar left.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(search().get('mode')).toBe('events'));
  });
});
