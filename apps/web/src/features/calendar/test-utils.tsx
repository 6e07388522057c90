/**
 * Fixtures, hooks and a mounted calendar for the professional calendar's tests. Each test file mocks
 * lib/api-client.ts with test/mocks.ts, so `api` here is that mock.
 */
import type { ProfessionalEventEntry } from '@sessionbook/domain';
import { eventEntry, registrationEntry, slotEntry } from '@sessionbook/domain/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { api, ApiError } from '../../lib/api-client.ts';
import { ScheduleContext } from '../../lib/schedule-context.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { ToastProvider } from '../../lib/toast.tsx';
import { setupI18n, storeSession, testUser } from '../../test/helpers.ts';
import { resetApiMocks, scheduleActions } from '../../test/mocks.ts';
import { ProfessionalCalendarPage } from './professional-calendar-page.tsx';

// Wednesday 13 May 2026, 10:00 in Amsterdam (UTC+2), the professional's zone.
export const NOW = new Date('2026-05-13T08:00:00Z');

export const person = (id: string, full_name: string, cancelled = false) =>
  registrationEntry({ id, full_name, cancelled_at: cancelled ? '2026-05-02T10:00:00Z' : null });

/** A public session today at 09:00-10:00 unless told otherwise. */
export const event = (overrides: Partial<ProfessionalEventEntry>) =>
  eventEntry({
    start_time: '2026-05-13T07:00:00Z',
    end_time: '2026-05-13T08:00:00Z',
    is_private: false,
    voucher_warnings: [],
    ...overrides,
  });

export const yoga = event({
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
export const session = event({
  id: 'session',
  start_time: '2026-05-13T07:30:00Z',
  end_time: '2026-05-13T08:30:00Z',
  registrations: [person('r5', 'Rui Alves')],
  registrations_count: 1,
});
export const pilates = event({
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
export const claimed = event({
  id: 'claimed',
  start_time: '2026-05-15T13:00:00Z',
  end_time: '2026-05-15T14:00:00Z',
  availability_slot_id: 'slot1',
  registrations: [person('c1', 'Rui Alves')],
  registrations_count: 1,
});
export const slot = slotEntry({
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

/** A fetched range of days. */
export type Window = { start_date?: string; end_date?: string };
/** The ranges fetched for `path`, in order (from the mocked lib/api-client.ts of the test file). */
export const windowsOf = (path: string) =>
  vi
    .mocked(api.get)
    .mock.calls.filter((call) => call[0] === path)
    .map((call) => (call[1] as { query?: Window } | undefined)?.query ?? {});
export const lastWindow = (path: string) => windowsOf(path).at(-1);

export function renderCalendar(path = '/professional/calendar') {
  const schedule = scheduleActions();
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

/**
 * The hooks of each calendar test file: English, the professional signed in at NOW (only Date is
 * faked, so the queries' timers still run) and the week served, then `beforeEachTest`.
 */
export function setUpCalendarTests(beforeEachTest: () => void) {
  beforeAll(setupI18n);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    storeSession({ theme: 'professional', signedIn: true, user: testUser('professional') });
    resetApiMocks();
    vi.mocked(api.get).mockImplementation(async (path: string) => {
      if (path === 'events') return [yoga, session, pilates, claimed];
      if (path === 'availability-slots') return [slot];
      throw new ApiError(404, 'Not found');
    });
    beforeEachTest();
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}
