import '@testing-library/jest-dom/vitest';
import '../../test/jsdom-radix.ts';
import type { ProfessionalEventEntry } from '@sessionbook/domain';
import { eventEntry, registrationEntry, slotEntry } from '@sessionbook/domain/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session.tsx';
import { ToastProvider } from '../../lib/toast.tsx';
import { setupI18n, storeSession, testUser } from '../../test/helpers.ts';
import { ScheduleContext, type ScheduleActions } from '../../lib/schedule-context.ts';
import { ProfessionalCalendarPage } from './professional-calendar-page.tsx';
import { seriousViolations } from '../../test/axe.ts';

vi.mock('../../lib/api-client.ts', () => ({
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() },
  ApiError: class ApiError extends Error {
    status: number;
    fieldErrors = {};
    constructor(status: number, message: string) {
      super(message);
      this.status = status;
    }
  },
}));
const { api, ApiError } = await import('../../lib/api-client.ts');
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

// Wednesday 13 May 2026, 10:00 in Amsterdam (UTC+2), the professional's zone.
const NOW = new Date('2026-05-13T08:00:00Z');

const person = (id: string, full_name: string, cancelled = false) =>
  registrationEntry({ id, full_name, cancelled_at: cancelled ? '2026-05-02T10:00:00Z' : null });

/** A public session today at 09:00-10:00 unless told otherwise. */
const event = (overrides: Partial<ProfessionalEventEntry>) =>
  eventEntry({
    start_time: '2026-05-13T07:00:00Z',
    end_time: '2026-05-13T08:00:00Z',
    is_private: false,
    voucher_warnings: [],
    ...overrides,
  });

const yoga = event({
  id: 'yoga',
  title: 'Yoga',
  is_group_session: true,
  voucher_type_id: 3,
  max_event_regs: 10,
  waitlist_allowed: true,
  series_id: 's1',
  occurrence: 2,
  recurrence_rule: { frequency: 'weekly', count: 4 },
  location: 'Studio 2',
  registrations: [
    person('r1', 'Ana Silva'),
    person('r2', 'Ben Costa', true),
    person('r3', 'Cleo Mendes'),
    person('r4', 'Dan Reis'),
  ],
  registrations_count: 3,
  waitlist: [person('w1', 'Eva Lima')],
  waitlist_count: 1,
});
const session = event({
  id: 'session',
  start_time: '2026-05-13T07:30:00Z',
  end_time: '2026-05-13T08:30:00Z',
  registrations: [person('r5', 'Rui Alves')],
  registrations_count: 1,
});
const pilates = event({
  id: 'pilates',
  title: 'Pilates',
  is_group_session: true,
  voucher_type_id: 3,
  max_event_regs: 8,
  start_time: '2026-05-14T09:00:00Z',
  end_time: '2026-05-14T10:00:00Z',
  cancelled_at: '2026-05-10T10:00:00Z',
  cancelled_reason: 'Teacher ill',
});
const claimed = event({
  id: 'claimed',
  start_time: '2026-05-15T13:00:00Z',
  end_time: '2026-05-15T14:00:00Z',
  availability_slot_id: 'slot1',
  registrations: [person('c1', 'Rui Alves')],
  registrations_count: 1,
});
const slot = slotEntry({
  id: 'slot1',
  start_time: '2026-05-15T12:00:00Z',
  end_time: '2026-05-15T15:00:00Z',
  blocked: [{ start_time: '2026-05-15T13:00:00Z', end_time: '2026-05-15T14:00:00Z' }],
  claims: [
    {
      event_id: 'claimed',
      registration_id: 'c1',
      client_id: 'client-c1',
      full_name: 'Rui Alves',
      start_time: '2026-05-15T13:00:00Z',
      end_time: '2026-05-15T14:00:00Z',
      voucher_type_id: 1,
      created_at: '2026-05-10T10:00:00Z',
    },
  ],
});

type Window = { start_date?: string; end_date?: string };
const windowsOf = (path: string) =>
  get.mock.calls
    .filter((call) => call[0] === path)
    .map((call) => (call[1] as { query?: Window } | undefined)?.query ?? {});
const lastWindow = (path: string) => windowsOf(path).at(-1);

function renderCalendar(path = '/professional/calendar') {
  const schedule: ScheduleActions = {
    preloadCreateDialogs: vi.fn(),
    openCreate: vi.fn(),
    openEditEvent: vi.fn(),
    openEditSlot: vi.fn(),
    openCancelEvent: vi.fn(),
    openCancelSlot: vi.fn(),
    watchCreated: vi.fn(() => () => undefined),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/professional/calendar',
        element: (
          <SessionProvider>
            <ScheduleContext.Provider value={schedule}>
              <ProfessionalCalendarPage />
            </ScheduleContext.Provider>
          </SessionProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...view, router, schedule, search };
}

describe('ProfessionalCalendarPage', () => {
  beforeAll(async () => {
    await setupI18n();
  });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    storeSession({ theme: 'professional', signedIn: true, user: testUser('professional') });
    get.mockReset();
    post.mockReset();
    get.mockImplementation(async (path: string) => {
      if (path === 'events') return [yoga, session, pilates, claimed];
      if (path === 'availability-slots') return [slot];
      throw new ApiError(404, 'Not found');
    });
    post.mockResolvedValue({});
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
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

  it('strikes through a session whose client cancelled, on the grid and in its details, in words too', async () => {
    const user = userEvent.setup();
    const cancelledSession = event({
      id: 'left',
      start_time: '2026-05-14T12:00:00Z',
      end_time: '2026-05-14T13:00:00Z',
      registrations: [person('r9', 'Lia Rocha', true)],
      registrations_count: 0,
    });
    get.mockImplementation(async (path: string) => {
      if (path === 'events') return [cancelledSession];
      if (path === 'availability-slots') return [];
      throw new ApiError(404, 'Not found');
    });
    renderCalendar();
    const item = await screen.findByRole('button', { name: /^Lia Rocha/ });
    expect(item).toHaveAccessibleName(/Registration cancelled/);
    expect(within(item).getByText('Lia Rocha').closest('s')).not.toBeNull();
    expect(within(item).getByText('Registration cancelled')).toBeInTheDocument();
    expect(item).not.toHaveClass('cal-item--cancelled');

    await user.click(item);
    const dialog = await screen.findByRole('dialog', { name: 'Lia Rocha' });
    const row = within(dialog).getByText('Lia Rocha', { selector: 's' }).closest('li')!;
    expect(row).toHaveTextContent('Cancelled');
    expect(within(dialog).queryByRole('button', { name: /Decline Lia Rocha/ })).not.toBeInTheDocument();
    expect(await seriousViolations(dialog)).toEqual([]);
  });

  it('says Declined for a place the professional ended, and lists an invited client who accepted once (issue 25)', async () => {
    const user = userEvent.setup();
    const invitation = (client_id: string, full_name: string, declined = false) => ({
      professional_client_id: `book-${client_id}`,
      full_name,
      email: null,
      phone: null,
      client_id,
      declined,
    });
    const session = event({
      id: 'duo',
      voucher_type_id: 2,
      max_event_regs: 2,
      start_time: '2026-05-14T12:00:00Z',
      end_time: '2026-05-14T13:00:00Z',
      registrations: [
        registrationEntry({ id: 'r1', client_id: 'c1', full_name: 'Ana Silva' }),
        registrationEntry({
          id: 'r2',
          client_id: 'c2',
          full_name: 'Ben Costa',
          cancelled_at: '2026-05-02T10:00:00Z',
          ended_by: 'professional',
        }),
      ],
      registrations_count: 1,
      invitations: [
        invitation('c1', 'Ana Silva'),
        invitation('c2', 'Ben Costa'),
        invitation('c3', 'Cleo Mendes', true),
      ],
    });
    get.mockImplementation(async (path: string) => {
      if (path === 'events') return [session];
      if (path === 'availability-slots') return [];
      throw new ApiError(404, 'Not found');
    });
    renderCalendar();
    await user.click(await screen.findByRole('button', { name: /^Ana Silva/ }));
    const dialog = await screen.findByRole('dialog');
    const rows = within(dialog)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows.filter((text) => text?.includes('Ana Silva'))).toEqual(['Ana SilvaRegisteredDecline']);
    expect(rows.filter((text) => text?.includes('Ben Costa'))).toEqual(['Ben CostaDeclined']);
    expect(rows.filter((text) => text?.includes('Cleo Mendes'))).toEqual(['Cleo MendesDeclined the session']);
    expect(await seriousViolations(dialog)).toEqual([]);
  });

  it('declines a registration from the event details, with a reason, and refetches', async () => {
    const user = userEvent.setup();
    const { schedule } = renderCalendar();
    await user.click(await screen.findByRole('button', { name: /^Yoga/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Yoga' });
    expect(within(dialog).getByText(/Occurrence 2 of 4/)).toBeInTheDocument();
    expect(within(dialog).getByText('Studio 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Ben Costa').closest('s')).not.toBeNull();
    expect(within(dialog).getByText('Ben Costa').closest('li')).toHaveTextContent('Cancelled');
    expect(within(dialog).queryByRole('button', { name: 'Decline Ben Costa' })).not.toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Remove Eva Lima from the waitlist' }),
    ).toBeInTheDocument();
    expect(await seriousViolations(dialog)).toEqual([]);

    const eventsBefore = windowsOf('events').length;
    await user.click(within(dialog).getByRole('button', { name: 'Decline Ana Silva' }));
    const confirm = await screen.findByRole('dialog', { name: 'Decline the registration of Ana Silva?' });
    expect(await seriousViolations(confirm)).toEqual([]);
    await user.type(within(confirm).getByRole('textbox', { name: 'Reason (optional)' }), 'Class moved');
    await user.click(within(confirm).getByRole('button', { name: 'Decline' }));
    expect(post).toHaveBeenCalledWith('event-registrations/r1/decline', { reason: 'Class moved' });
    expect(await screen.findByText('Registration declined.')).toBeInTheDocument();
    await waitFor(() => expect(windowsOf('events').length).toBeGreaterThan(eventsBefore));

    // Edit goes to the schedule dialogs.
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Yoga' })).getByRole('button', { name: 'Edit' }),
    );
    expect(schedule.openEditEvent).toHaveBeenCalledWith(expect.objectContaining({ id: 'yoga' }));
  });

  it('marks the registrations whose client has no voucher of the kind, in words, and still offers decline', async () => {
    // r2 (Ben Costa) cancelled: a warning on an ended registration is not shown.
    const warned = { ...yoga, voucher_warnings: ['r1', 'r2'] };
    get.mockImplementation(async (path: string) => {
      if (path === 'events') return [warned, session, pilates, claimed];
      if (path === 'availability-slots') return [slot];
      throw new ApiError(404, 'Not found');
    });
    const user = userEvent.setup();
    renderCalendar();
    await user.click(await screen.findByRole('button', { name: /^Yoga/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Yoga' });
    const registrations = within(dialog).getByRole('region', { name: 'Registrations' });
    const row = (name: string) => within(registrations).getByText(name).closest('li')!;
    expect(row('Ana Silva')).toHaveTextContent('No voucher: No voucher left of this session type and length');
    expect(row('Cleo Mendes')).not.toHaveTextContent('No voucher');
    expect(row('Ben Costa')).not.toHaveTextContent('No voucher');
    expect(within(registrations).getAllByText('No voucher')).toHaveLength(1);
    expect(registrations).toHaveTextContent('They stay booked; you may decline.');
    expect(within(dialog).getByRole('button', { name: 'Decline Ana Silva' })).toBeEnabled();
    expect(await seriousViolations(dialog)).toEqual([]);
  });

  it('shows no voucher note when every client has a voucher', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await user.click(await screen.findByRole('button', { name: /^Yoga/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Yoga' });
    expect(within(dialog).queryByText('No voucher')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/They stay booked/)).not.toBeInTheDocument();
  });

  it('opens the decline question for ?decline= on the day of its event', async () => {
    const user = userEvent.setup();
    const later = {
      ...yoga,
      id: 'yoga-next',
      start_time: '2026-05-20T07:00:00Z',
      end_time: '2026-05-20T08:00:00Z',
    };
    get.mockImplementation(async (path: string) => {
      if (path === 'event-registrations/r7')
        return {
          registration: {
            ...person('r7', 'Eva Lima'),
            kind: 'registration',
            event_id: later.id,
            voucher_type_id: 3,
            declined_at: null,
            cancelled_reason: null,
          },
          event: later,
        };
      if (path === 'events') return [later];
      return [];
    });
    const { search } = renderCalendar('/professional/calendar?decline=r7');
    const confirm = await screen.findByRole('dialog', { name: 'Decline the registration of Eva Lima?' });
    expect(confirm).toHaveTextContent(/Yoga, Wednesday, May 20, 2026/);
    expect(search().get('date')).toBe('2026-05-20');
    expect(lastWindow('events')).toEqual({ start_date: '2026-05-20', end_date: '2026-05-24' });

    await user.click(within(confirm).getByRole('button', { name: 'Decline' }));
    expect(post).toHaveBeenCalledWith('event-registrations/r7/decline', {});
    await waitFor(() => expect(search().has('decline')).toBe(false));
    expect(search().get('date')).toBe('2026-05-20');
  });

  it('asks to remove a waitlist entry from a decline link', async () => {
    get.mockImplementation(async (path: string) => {
      if (path === 'event-registrations/w1')
        return {
          registration: {
            ...person('w1', 'Eva Lima'),
            kind: 'waitlist',
            event_id: yoga.id,
            voucher_type_id: 3,
            declined_at: null,
            cancelled_reason: null,
          },
          event: yoga,
        };
      return path === 'events' ? [yoga] : [];
    });
    const { search } = renderCalendar('/professional/calendar?decline=w1&view=1');
    expect(
      await screen.findByRole('dialog', { name: 'Remove Eva Lima from the waitlist?' }),
    ).toBeInTheDocument();
    // Today already shows the event's day: the calendar stays where it is.
    expect(search().get('date')).toBeNull();
    expect(lastWindow('events')).toEqual({ start_date: '2026-05-13', end_date: '2026-05-13' });
  });

  it('keeps ?decline= after a network failure, so a reload retries', async () => {
    get.mockImplementation(async (path: string) => {
      if (path.startsWith('event-registrations/')) throw new ApiError(0, 'network_errors.cors');
      return [];
    });
    const { search } = renderCalendar('/professional/calendar?decline=r7');
    expect(await screen.findByText(/could not reach the server/)).toBeInTheDocument();
    expect(search().get('decline')).toBe('r7');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  /** The API's answer for `events`: only those starting in the asked window (UTC dates suffice here). */
  const answerEventsIn = (list: ProfessionalEventEntry[]) =>
    get.mockImplementation(async (path: string, options?: unknown) => {
      if (path !== 'events') return [];
      const query = (options as { query?: Window } | undefined)?.query ?? {};
      return list.filter((entry) => {
        const day = entry.start_time.slice(0, 10);
        return day >= (query.start_date ?? '') && day <= (query.end_date ?? '9999');
      });
    });
  const nextWeek = {
    ...yoga,
    id: 'yoga-next',
    start_time: '2026-05-20T07:00:00Z',
    end_time: '2026-05-20T08:00:00Z',
  };

  it('opens the event of a mail or feed link on its day, without searching further', async () => {
    answerEventsIn([yoga, nextWeek]);
    const { search } = renderCalendar('/professional/calendar?event=yoga-next&date=2026-05-20');
    const dialog = await screen.findByRole('dialog', { name: /Yoga/ });
    expect(dialog).toHaveTextContent(/May 20/);
    expect(windowsOf('events')).toEqual([{ start_date: '2026-05-20', end_date: '2026-05-24' }]);
    expect(search().get('event')).toBe('yoga-next');

    // Closed, the link is spent: a reload shows the calendar, not the dialog again.
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(search().has('event')).toBe(false));
    expect(search().get('date')).toBe('2026-05-20');
  });

  it('finds an event that moved since its link was written, and opens it on its new day', async () => {
    answerEventsIn([nextWeek]);
    const { search } = renderCalendar('/professional/calendar?event=yoga-next&date=2026-05-13&mode=slots');
    expect(await screen.findByRole('dialog', { name: /Yoga/ })).toBeInTheDocument();
    expect(search().get('date')).toBe('2026-05-20');
    expect(search().get('mode')).toBe('events');
  });

  it('says so when a linked event is nowhere to be found, and drops the link', async () => {
    answerEventsIn([yoga]);
    const { search } = renderCalendar('/professional/calendar?event=gone&date=2026-05-13');
    expect(await screen.findByText('This event could not be found in your calendar.')).toBeInTheDocument();
    await waitFor(() => expect(search().has('event')).toBe(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('drops an unknown ?decline= with an error toast', async () => {
    const { search } = renderCalendar('/professional/calendar?decline=gone');
    expect(await screen.findByText('That registration no longer exists.')).toBeInTheDocument();
    await waitFor(() => expect(search().has('decline')).toBe(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {});
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
