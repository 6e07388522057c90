/**
 * Fixtures and a mounted calendar for the client calendar's tests. Times: Wednesday 13 May 2026,
 * 10:00 in Amsterdam (UTC+2), the client's zone; the week shown runs from 13 to 19 May.
 */
import {
  VOUCHER_DURATIONS,
  type ClientEventEntry,
  type ClientSlotEntry,
  type ProfessionalEntry,
} from '@sessionbook/domain';
import { eventEntry, slotEntry } from '@sessionbook/domain/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { SessionProvider } from '../../lib/session.tsx';
import { ToastProvider } from '../../lib/toast.tsx';
import { setUpScreenTests, storeSession, testUser } from '../../test/helpers.ts';
import { ClientCalendarPage } from './client-calendar-page.tsx';
export { seriousViolations } from '../../test/axe.ts';

export const NOW = new Date('2026-05-13T08:00:00Z');

export function professional(id: string, name: string, status: 'confirmed' | 'pending' = 'confirmed') {
  return {
    id: `rel-${id}`,
    status,
    initiated_by: 'professional',
    created_at: '2026-01-01T00:00:00Z',
    confirmed_at: status === 'confirmed' ? '2026-01-02T00:00:00Z' : null,
    professional: { id, full_name: name, username: id, speciality: null, location: null, avatar: null },
  } satisfies ProfessionalEntry;
}

export function ownEntry(
  overrides: Partial<NonNullable<ClientEventEntry['registration']>> = {},
): NonNullable<ClientEventEntry['registration']> {
  return {
    id: 'own-1',
    kind: 'registration' as const,
    voucher_type_id: 3,
    created_at: '2026-05-01T10:00:00Z',
    cancelled_at: null,
    cancelled_reason: null,
    ended_by: null,
    attendance: null,
    own: true,
    full_name: 'Ana Silva',
    ...overrides,
  };
}

/** An event of professional `pro1` as the client sees it: a session unless told otherwise. */
export function clientEvent(overrides: Partial<ClientEventEntry> = {}): ClientEventEntry {
  const {
    waitlist: _waitlist,
    invitations: _invitations,
    voucher_warnings: _voucherWarnings,
    ...base
  } = eventEntry({
    professional_id: 'pro1',
    is_private: false,
  });
  return {
    ...base,
    availability_slot_id: null,
    professional_name: 'Pat Lee',
    registration: null,
    waitlist_position: null,
    offered_until: null,
    held_places: 0,
    invitation: null,
    registration_deadline_hours: 0,
    cancellation_deadline_hours: 24,
    late_cancel: 'refuse',
    no_show: 'use_voucher',
    ...overrides,
  };
}

/** A group class of `pro1`. */
export function clientClass(overrides: Partial<ClientEventEntry> = {}): ClientEventEntry {
  return clientEvent({
    is_group_session: true,
    voucher_type_id: 3,
    max_event_regs: 10,
    ...overrides,
  });
}

export const going = (...names: string[]) =>
  names.map((full_name, index) => ({
    id: `g${index}`,
    client_id: null,
    full_name,
    created_at: '2026-05-01T10:00:00Z',
    cancelled_at: null,
    ended_by: null,
    attendance: null,
  }));

export function clientSlot(overrides: Partial<ClientSlotEntry> = {}): ClientSlotEntry {
  const { claims: _claims, ...base } = slotEntry({ professional_id: 'pro1' });
  return {
    ...base,
    professional_name: 'Pat Lee',
    registration_deadline_hours: 0,
    cancellation_deadlines: base.voucher_types.map((id) => ({
      voucher_type_id: id,
      hours: 24,
      late_cancel: 'refuse' as const,
      no_show: 'use_voucher' as const,
    })),
    durations: [...VOUCHER_DURATIONS],
    ...overrides,
  };
}

export function renderCalendar(path = '/calendar') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/calendar',
        element: (
          <SessionProvider>
            <ClientCalendarPage />
          </SessionProvider>
        ),
      },
      { path: '/professionals', element: <p>Professionals page</p> },
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
  return { ...view, router, search };
}

/**
 * The hooks of each calendar test file: those of every screen, then a client signed in at NOW (only
 * Date is faked, so the queries' timers still run), with the API answered by `serve`.
 */
export function setUpCalendarTests(serve: () => void) {
  setUpScreenTests(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    storeSession({ theme: 'client', signedIn: true, user: testUser('client') });
    serve();
  });
  afterEach(() => vi.useRealTimers());
}
