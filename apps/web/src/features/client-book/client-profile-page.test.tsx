import '@testing-library/jest-dom/vitest';
import type {
  ClientDetail,
  ClientSessionEntry,
  ClientSessionsReply,
  VoucherBatch,
  VoucherOverview,
} from '@sessionbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session.tsx';
import { ToastProvider } from '../../lib/toast.tsx';
import '../../test/jsdom-radix.ts';
import { setupI18n, storeSession, testUser } from '../../test/helpers.ts';
import { ClientProfilePage } from './client-profile-page.tsx';

vi.mock('../../lib/api-client.ts', () => ({
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() },
  ApiError: class extends Error {},
}));
const { api } = await import('../../lib/api-client.ts');
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const CLIENT_ID = '00000000-0000-4000-8000-000000000001';

const detail: ClientDetail = {
  id: CLIENT_ID,
  type: 'client',
  full_name: 'Rui Alves',
  email: 'rui@example.test',
  phone: null,
  comment: null,
  status: 'confirmed',
  initiated_by: 'professional',
  client_id: 'c-rui',
  username: 'rui',
  avatar: null,
  voucher_balance: null,
  last_session: null,
  created_at: '2026-01-01T10:00:00Z',
  confirmed_at: '2026-01-02T10:00:00Z',
  groups: [],
  upcoming: [],
  history: [],
};

/** One place: a registered 1:1 session on Monday 18 May 2026, 07:00-08:00 in Amsterdam, unless told. */
function entry(n: number, overrides: Partial<ClientSessionEntry> = {}): ClientSessionEntry {
  return {
    registration_id: `r${n}`,
    kind: 'registration',
    event_id: `e${n}`,
    start_time: '2026-05-18T05:00:00Z',
    end_time: '2026-05-18T06:00:00Z',
    title: null,
    voucher_type_id: 1,
    is_group_session: false,
    availability_slot_id: null,
    status: 'registered',
    cancelled_at: null,
    cancelled_reason: null,
    ...overrides,
  };
}

const page = (
  data: ClientSessionEntry[],
  current: number,
  last: number,
  total: number,
): ClientSessionsReply => ({
  data,
  current_page: current,
  last_page: last,
  per_page: 20,
  total,
});

const upcomingFirst = [
  entry(1, { title: 'Morning yoga', is_group_session: true, voucher_type_id: 3 }),
  entry(2, { availability_slot_id: 's1' }),
  entry(3, {
    kind: 'waitlist',
    title: 'Pilates',
    is_group_session: true,
    voucher_type_id: 3,
    status: 'waitlisted',
  }),
  ...Array.from({ length: 17 }, (_, i) => entry(10 + i)),
];
const upcomingSecond = [
  entry(40, {
    title: 'Evening class',
    is_group_session: true,
    voucher_type_id: 3,
    status: 'cancelled',
    cancelled_at: '2026-05-10T10:00:00Z',
    cancelled_reason: 'Sick',
  }),
  entry(41, { status: 'declined', cancelled_at: '2026-05-10T10:00:00Z', cancelled_reason: 'Double booked' }),
];

type Query = { scope?: string; page?: number };

const UNPAID = '10000000-0000-4000-8000-000000000001';
const PAID = '10000000-0000-4000-8000-000000000002';
const voucherBatch = (overrides: Partial<VoucherBatch> & Pick<VoucherBatch, 'id'>): VoucherBatch => ({
  ids: [overrides.id],
  client_id: 'c-rui',
  type: { id: 1, type: 'individual' },
  duration: 60,
  count: 10,
  value: null,
  paid: false,
  createdAt: '2026-05-01T10:00:00Z',
  paid_at: null,
  removed_at: null,
  ...overrides,
});
const overview: VoucherOverview = {
  balances: [
    { type: { id: 1, type: 'individual' }, duration: 60, totalCount: 3, running_low: false },
    { type: { id: 2, type: 'duo' }, duration: 30, totalCount: -1, running_low: true },
  ],
  batches: [
    voucherBatch({ id: UNPAID, value: 25 }),
    voucherBatch({
      id: PAID,
      type: { id: 2, type: 'duo' },
      duration: 30,
      count: 5,
      paid: true,
      paid_at: '2026-04-02T10:00:00Z',
      createdAt: '2026-04-01T10:00:00Z',
    }),
  ],
  log: [
    {
      id: 'l3',
      kind: 'used',
      batch_id: null,
      type: { id: 1, type: 'individual' },
      duration: 60,
      count: -1,
      paid: null,
      at: '2026-05-18T05:00:00Z',
      session: { event_id: 'e1', title: 'Morning yoga', start_time: '2026-05-18T05:00:00Z' },
    },
    {
      id: 'l2',
      kind: 'paid',
      batch_id: PAID,
      type: { id: 2, type: 'duo' },
      duration: 30,
      count: 0,
      paid: true,
      at: '2026-04-02T10:00:00Z',
      session: null,
    },
    {
      id: 'l1',
      kind: 'added',
      batch_id: UNPAID,
      type: { id: 1, type: 'individual' },
      duration: 60,
      count: 10,
      paid: false,
      at: '2026-05-01T10:00:00Z',
      session: null,
    },
  ],
};
const sessionCalls = () =>
  get.mock.calls
    .filter((call) => String(call[0]).endsWith('/sessions'))
    .map((call) => (call[1] as { query?: Query } | undefined)?.query ?? {});

function renderProfile() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/professional/clients/:id',
        element: (
          <SessionProvider>
            <ClientProfilePage />
          </SessionProvider>
        ),
      },
    ],
    { initialEntries: [`/professional/clients/${CLIENT_ID}`] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

async function violations(node: Element) {
  const result = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('ClientProfilePage sessions', () => {
  beforeAll(async () => {
    await setupI18n();
  });

  beforeEach(() => {
    storeSession({ theme: 'professional', signedIn: true, user: testUser('professional') });
    get.mockReset();
    get.mockImplementation(async (path: string, opts?: { query?: Query }) => {
      if (path === `clients/${CLIENT_ID}`) return detail;
      if (path === `clients/${CLIENT_ID}/vouchers`) return overview;
      if (path === `clients/${CLIENT_ID}/sessions`) {
        const { scope, page: n } = opts?.query ?? {};
        if (scope === 'history') return page([], 1, 1, 0);
        return n === 2 ? page(upcomingSecond, 2, 2, 22) : page(upcomingFirst, 1, 2, 22);
      }
      throw new Error(`unexpected GET ${path}`);
    });
  });
  afterEach(cleanup);

  it('lists upcoming sessions in the professional zone with their kind and status, and loads more', async () => {
    const user = userEvent.setup();
    const { container } = renderProfile();
    const panel = await screen.findByRole('tabpanel');
    const yoga = (await within(panel).findByText('Morning yoga')).closest('li')!;
    expect(sessionCalls()[0]).toEqual({ scope: 'upcoming', page: 1 });

    // 05:00 UTC is 07:00 in Amsterdam, the professional's zone (testUser).
    expect(yoga).toHaveTextContent(/Mon, May 18, 2026, 7:00\s?–\s?8:00\sAM/);
    // Its session type says what it is, once ("Group class"), in the words used everywhere else.
    expect(yoga.querySelectorAll('.row__meta')[1]).toHaveTextContent(/^Group class$/);
    expect(yoga).toHaveTextContent('Registered');
    const claim = within(panel).getByText('Booked from an availability slot').closest('li')!;
    expect(claim.querySelector('.session__title')).toHaveTextContent('Individual session');
    expect(within(panel).getByText('Pilates').closest('li')).toHaveTextContent('On the waitlist');
    expect(within(panel).getByRole('status')).toHaveTextContent('20 of 22 shown');
    if (Intl.DateTimeFormat().resolvedOptions().timeZone !== 'Europe/Amsterdam')
      expect(within(panel).getByText('Times in Central European Time (Netherlands)')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    const cancelled = (await within(panel).findByText('Evening class')).closest('li')!;
    expect(sessionCalls().at(-1)).toEqual({ scope: 'upcoming', page: 2 });
    expect(within(cancelled).getByText('Evening class').closest('s')).not.toBeNull();
    expect(cancelled).toHaveTextContent('Cancelled by the client');
    expect(cancelled).toHaveTextContent('Reason: Sick');
    const declined = within(panel).getByText('Reason: Double booked').closest('li')!;
    expect(within(declined).getByText('Individual session').closest('s')).not.toBeNull();
    expect(declined).toHaveTextContent('Declined by you');
    expect(within(panel).getByRole('status')).toHaveTextContent('22 of 22 shown');
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it('switches to History with the keyboard and says when there is none', async () => {
    const user = userEvent.setup();
    renderProfile();
    const upcoming = await screen.findByRole('tab', { name: 'Upcoming' });
    await screen.findByText('Morning yoga');
    upcoming.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No sessions yet')).toBeInTheDocument();
    expect(screen.getByText('Past sessions appear here.')).toBeInTheDocument();
    await waitFor(() => expect(sessionCalls().at(-1)).toEqual({ scope: 'history', page: 1 }));
  });

  it('offers a retry when the sessions cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    get.mockImplementation(async (path: string) => {
      if (path === `clients/${CLIENT_ID}`) return detail;
      if (path === `clients/${CLIENT_ID}/vouchers`) return overview;
      if (fail) throw new Error('offline');
      return page([entry(1, { title: 'Back online' })], 1, 1, 1);
    });
    renderProfile();
    expect(await screen.findByText('The sessions could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back online')).toBeInTheDocument();
  });
});

describe('ClientProfilePage vouchers', () => {
  beforeAll(async () => {
    await setupI18n();
  });

  beforeEach(() => {
    storeSession({ theme: 'professional', signedIn: true, user: testUser('professional') });
    get.mockReset();
    post.mockReset();
    get.mockImplementation(async (path: string) => {
      if (path === `clients/${CLIENT_ID}`) return detail;
      if (path === `clients/${CLIENT_ID}/vouchers`) return overview;
      if (path === `clients/${CLIENT_ID}/sessions`) return page([], 1, 1, 0);
      throw new Error(`unexpected GET ${path}`);
    });
    post.mockImplementation(async (path: string) => {
      if (path === `vouchers/batches/${UNPAID}/paid`)
        return voucherBatch({ id: UNPAID, paid: true, paid_at: '2026-05-20T10:00:00Z' });
      if (path === `clients/${CLIENT_ID}/vouchers/reset`) return overview;
      if (path === `clients/${CLIENT_ID}/vouchers`) return voucherBatch({ id: UNPAID });
      throw new Error(`unexpected POST ${path}`);
    });
  });
  afterEach(cleanup);

  const vouchersCard = () => screen.getByRole('region', { name: 'Vouchers' });

  it('shows balances, batches and the change log in the professional zone', async () => {
    const { container } = renderProfile();
    const balances = await screen.findByRole('list', { name: 'Balances' });
    const [individual, duo] = within(balances).getAllByRole('listitem');
    expect(individual).toHaveTextContent('Individual session · 60 min');
    expect(individual).toHaveTextContent('3 vouchers');
    expect(duo).toHaveTextContent('Duo session · 30 min');
    expect(duo).toHaveTextContent('-1 voucherBelow zero');

    const batches = within(vouchersCard()).getByRole('list', { name: 'Batches' });
    const unpaid = within(batches).getByText('Created May 1, 2026 · 10 vouchers · 25.00 each').closest('li')!;
    expect(unpaid).toHaveTextContent('Unpaid');
    const paid = within(batches).getByText('Created Apr 1, 2026 · 5 vouchers').closest('li')!;
    expect(paid).toHaveTextContent('Paid');
    expect(within(paid).queryByRole('button')).not.toBeInTheDocument();

    const log = within(vouchersCard()).getByRole('list', { name: 'Change log' });
    const lines = within(log).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Used for a session');
    // 05:00 UTC is 07:00 in Amsterdam, the professional's zone.
    expect(lines[0]).toHaveTextContent(/Morning yoga, May 18, 2026, 7:00\sAM/);
    expect(lines[0]).toHaveTextContent('-1 voucher');
    expect(lines[1]).toHaveTextContent('Marked as paid');
    expect(lines[2]).toHaveTextContent('Added (unpaid)');
    expect(lines[2]).toHaveTextContent('+10 vouchers');
    expect(screen.queryByText(/once voucher management is available/)).not.toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it('marks a batch paid and refreshes the overview', async () => {
    const user = userEvent.setup();
    renderProfile();
    await screen.findByRole('list', { name: 'Batches' });
    const before = get.mock.calls.filter(([path]) => path === `clients/${CLIENT_ID}/vouchers`).length;
    await user.click(
      screen.getByRole('button', { name: /^Mark as paid: Rui Alves, .* Created May 1, 2026, / }),
    );
    await waitFor(() => expect(post).toHaveBeenCalledWith(`vouchers/batches/${UNPAID}/paid`));
    await waitFor(() =>
      expect(
        get.mock.calls.filter(([path]) => path === `clients/${CLIENT_ID}/vouchers`).length,
      ).toBeGreaterThan(before),
    );
    expect(await screen.findByText('Marked as paid', { selector: '.toast__text' })).toBeInTheDocument();
  });

  it('resets a voucher type after explaining what happens', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Reset Individual session · 60 min' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Individual session · 60 min?' });
    expect(dialog).toHaveTextContent(
      'The balance of Individual session · 60 min becomes 0 (it is 3 now). The reset is kept in the change log.',
    );
    // Cancel has focus first, so a stray Enter never resets.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Reset to 0' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`clients/${CLIENT_ID}/vouchers/reset`, {
        voucher_type_id: 1,
        duration: 60,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Balance reset to 0', { selector: '.toast__text' })).toBeInTheDocument();
  });

  it('adds vouchers from the profile', async () => {
    const user = userEvent.setup();
    renderProfile();
    await screen.findByRole('list', { name: 'Balances' });
    await user.click(within(vouchersCard()).getByRole('button', { name: 'Add vouchers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add vouchers' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Number of vouchers' })).toHaveValue(5);
    await user.click(within(dialog).getByRole('radio', { name: 'Duo session' }));
    await user.click(within(dialog).getByRole('radio', { name: '45 min' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add vouchers' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`clients/${CLIENT_ID}/vouchers`, {
        voucher_type_id: 2,
        duration: 45,
        count: 5,
        value: null,
        paid: false,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a note instead of the controls for an entry without an account', async () => {
    get.mockImplementation(async (path: string) => {
      if (path === `clients/${CLIENT_ID}`) return { ...detail, client_id: null, status: 'pending' };
      if (path === `clients/${CLIENT_ID}/sessions`) return page([], 1, 1, 0);
      throw new Error(`unexpected GET ${path}`);
    });
    renderProfile();
    expect(
      await screen.findByText('Vouchers can be added once Rui Alves has accepted your invitation.'),
    ).toBeInTheDocument();
    expect(within(vouchersCard()).queryByRole('button')).not.toBeInTheDocument();
    expect(get.mock.calls.some(([path]) => path === `clients/${CLIENT_ID}/vouchers`)).toBe(false);
  });
});
