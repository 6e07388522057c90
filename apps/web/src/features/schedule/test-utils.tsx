/**
 * Shared by the schedule dialog tests: a signed-in professional in New York (so UTC conversion is
 * visible), the real English catalogs, the provider with a button that opens a dialog, and fixtures.
 * The tests mock `lib/api-client.ts` with test/mocks.ts, which keeps its real `ApiError`.
 */
import '@testing-library/jest-dom/vitest';
import '../../test/jsdom-radix.ts';
import type { ClientBookEntry, GroupEntry, Paginated } from '@sessionbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { SessionProvider } from '../../lib/session.tsx';
import { ToastProvider } from '../../lib/toast.tsx';
import { useSchedule, type ScheduleActions } from '../../lib/schedule-context.ts';
import { setupI18n, storeSession, testUser } from '../../test/helpers.ts';
import { api, resetApiMocks } from '../../test/mocks.ts';
import { ScheduleProvider } from './schedule-provider.tsx';
import {
  loadCancelEventDialog,
  loadCancelSlotDialog,
  loadClassDialog,
  loadSessionDialog,
  loadSlotDialog,
} from './dialog-loaders.ts';

const DIALOG_LOADERS = [
  loadSessionDialog,
  loadClassDialog,
  loadSlotDialog,
  loadCancelEventDialog,
  loadCancelSlotDialog,
];

export const TIME_ZONE = 'America/New_York';

// A dialog's first opening loads its lazy chunk, and typing into jsdom is slow on two shared cores.
vi.setConfig({ testTimeout: 30_000 });

export async function signInProfessional() {
  await setupI18n();
  storeSession({
    theme: 'professional',
    signedIn: true,
    user: testUser('professional', { timezone: TIME_ZONE }),
  });
}

/**
 * The hooks of each dialog test file: the professional signed in, fresh mocks with every change
 * answered by an empty list, then `beforeEachTest`.
 */
export function setUpDialogTests(beforeEachTest: () => void = () => {}) {
  beforeEach(async () => {
    await signInProfessional();
    resetApiMocks();
    api.post.mockResolvedValue([]);
    api.put.mockResolvedValue([]);
    beforeEachTest();
  });
  afterEach(cleanup);
}

function Opener({ open }: { open: (actions: ScheduleActions) => void }) {
  const actions = useSchedule();
  return (
    <button type="button" onClick={() => open(actions)}>
      Open dialog
    </button>
  );
}

/** Renders the provider and opens one dialog; resolves with the dialog once its lazy code is in. */
export async function openDialog(open: (actions: ScheduleActions) => void, name: string | RegExp) {
  // The dialogs' lazy code is loaded before the first render: on a loaded machine its first transform
  // took longer than finding the dialog may, and the tests are about the dialogs, not their loading.
  await Promise.all(DIALOG_LOADERS.map((load) => load()));
  const user = userEvent.setup();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter>
          <SessionProvider>
            <ScheduleProvider>
              <Opener open={open} />
            </ScheduleProvider>
          </SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Open dialog' }));
  const dialog = await screen.findByRole('dialog', { name });
  return { user, dialog, invalidate };
}

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function client(n: number): ClientBookEntry {
  return {
    id: uuid(n),
    type: 'client',
    full_name: `Client ${String(n).padStart(2, '0')}`,
    email: `client${n}@example.test`,
    phone: null,
    comment: null,
    status: 'confirmed',
    initiated_by: 'professional',
    client_id: null,
    username: null,
    avatar: null,
    voucher_balance: null,
    last_session: null,
    created_at: '2027-01-01T10:00:00Z',
    confirmed_at: '2027-01-02T10:00:00Z',
  };
}

export function group(n: number, members: ClientBookEntry[]): GroupEntry {
  return {
    id: uuid(100 + n),
    type: 'group',
    name: `Group ${n}`,
    clients_count: members.length,
    clients: members,
  };
}

export const page = (rows: ClientBookEntry[], current = 1, last = 1): Paginated<ClientBookEntry> => ({
  data: rows,
  current_page: current,
  last_page: last,
  per_page: 20,
  total: rows.length,
});

export { eventEntry, slotEntry } from '@sessionbook/domain/testing';

export const series = {
  series_id: 'x1',
  occurrence: 2,
  recurrence_rule: { frequency: 'weekly' as const, count: 4 },
};
