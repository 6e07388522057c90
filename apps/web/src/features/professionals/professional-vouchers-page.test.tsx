import '@testing-library/jest-dom/vitest';
import type { VoucherBatch, VoucherLogEntry, VoucherOverview } from '@sessionbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { storeSession, testUser, setUpScreenTests } from '../../test/helpers.ts';
import { ProfessionalVouchersPage } from './professional-vouchers-page.tsx';
import { voucherKinds } from './voucher-kinds.tsx';

const { api, withMockApi } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);

const individual = { id: 1, type: 'individual' };
const group = { id: 3, type: 'group' };

const batch = (overrides: Partial<VoucherBatch>): VoucherBatch => ({
  id: 'b1',
  ids: ['v1'],
  client_id: 'c1',
  type: individual,
  duration: 60,
  count: 10,
  value: 25,
  paid: true,
  createdAt: '2026-04-01T08:00:00Z',
  paid_at: '2026-04-01T08:00:00Z',
  removed_at: null,
  currency: 'EUR',
  expires_at: null,
  expired_count: 0,
  source: 'manual',
  pack: null,
  ...overrides,
});

const logEntry = (overrides: Partial<VoucherLogEntry>): VoucherLogEntry => ({
  id: 'l1',
  kind: 'added',
  batch_id: 'b1',
  type: individual,
  duration: 60,
  count: 10,
  paid: true,
  at: '2026-04-01T08:00:00Z',
  session: null,
  ...overrides,
});

// Individual 60: 10 bought (paid), 5 more unpaid, 16 used: -1. Group 45: 3 bought, 2 used: 1 left.
const overview: VoucherOverview = {
  balances: [
    { type: group, duration: 45, totalCount: 1, running_low: true, expiring: [], expiring_soon: false },
    { type: individual, duration: 60, totalCount: -1, running_low: true, expiring: [], expiring_soon: false },
  ],
  batches: [
    batch({ id: 'b1' }),
    batch({ id: 'b2', count: 5, paid: false, paid_at: null, createdAt: '2026-05-01T08:00:00Z' }),
    batch({ id: 'b3', count: 0, removed_at: '2026-05-02T08:00:00Z', createdAt: '2026-04-20T08:00:00Z' }),
    batch({ id: 'g1', type: group, duration: 45, count: 3 }),
  ],
  log: [
    logEntry({
      id: 'l-used',
      kind: 'used',
      count: -1,
      at: '2026-05-12T05:00:00Z',
      session: { event_id: 'e1', title: 'Morning strength', start_time: '2026-05-12T05:00:00Z' },
    }),
    logEntry({
      id: 'l-returned',
      kind: 'returned',
      count: 1,
      at: '2026-05-11T10:00:00Z',
      session: { event_id: 'e2', title: null, start_time: '2026-05-11T09:00:00Z' },
    }),
    logEntry({ id: 'l-removed', kind: 'removed', batch_id: 'b3', count: -2, at: '2026-05-02T08:00:00Z' }),
    logEntry({ id: 'l-reset', kind: 'reset', count: 3, at: '2026-04-30T08:00:00Z' }),
    logEntry({ id: 'l-paid', kind: 'paid', count: 0, at: '2026-04-02T08:00:00Z' }),
    logEntry({ id: 'l-added', kind: 'added', count: 10 }),
    logEntry({ id: 'l-added-b3', kind: 'added', batch_id: 'b3', count: 2, at: '2026-04-20T08:00:00Z' }),
    logEntry({ id: 'g-added', kind: 'added', type: group, duration: 45, count: 3 }),
  ],
  currency: 'EUR',
};

const professional = {
  id: 'rel-1',
  status: 'confirmed',
  initiated_by: 'professional',
  created_at: '2026-01-01T00:00:00Z',
  confirmed_at: '2026-01-02T00:00:00Z',
  professional: {
    id: 'pro1',
    full_name: 'Pat Lee',
    username: 'pat',
    speciality: null,
    location: null,
    avatar: null,
  },
};

function serve(vouchers: VoucherOverview | Error) {
  api.get.mockImplementation(async (path: string) => {
    if (path === 'professionals') return [professional];
    if (path === 'client/professionals/pro1/vouchers') {
      if (vouchers instanceof Error) throw vouchers;
      return vouchers;
    }
    throw new ApiError(404, 'Not found', 'not_found');
  });
}

function mount() {
  const router = createMemoryRouter(
    [
      {
        path: '/professionals/:id/vouchers',
        element: (
          <SessionProvider>
            <ProfessionalVouchersPage />
          </SessionProvider>
        ),
      },
      { path: '/professionals', element: <p>Professionals list</p> },
    ],
    { initialEntries: ['/professionals/pro1/vouchers'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const card = (name: string) => screen.getByRole('article', { name });

describe('/professionals/:id/vouchers', () => {
  setUpScreenTests(() => {
    // The client lives in São Paulo (UTC-3): times are shown there.
    storeSession({
      theme: 'client',
      signedIn: true,
      user: testUser('client', { timezone: 'America/Sao_Paulo' }),
    });
  });

  it('shows per kind the balance, owed or running low, the purchases and the history', async () => {
    serve(overview);
    mount();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vouchers with Pat Lee' }),
    ).toBeInTheDocument();
    const kinds = screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading', { level: 2 }).textContent);
    expect(kinds).toEqual(['Individual session · 60 min', 'Group class · 45 min']);

    const single = card('Individual session · 60 min');
    expect(single).toHaveTextContent('Balance-1');
    expect(within(single).getByText('You owe 1 session')).toBeInTheDocument();
    const purchases = within(single).getByRole('region', { name: 'Purchases' });
    const rows = within(purchases)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '10 vouchersAdded Apr 1, 2026 · €25.00 eachPaid',
      '5 vouchersAdded May 1, 2026 · €25.00 eachUnpaid',
      '2 vouchersAdded Apr 20, 2026 · €25.00 eachRemoved',
    ]);
    expect(within(purchases).getByText('2 vouchers').closest('s')).not.toBeNull();

    const history = within(single).getByRole('region', { name: 'History' });
    const lines = within(history).getAllByRole('listitem');
    // 02:00 in São Paulo, not 05:00 UTC.
    expect(lines[0]).toHaveTextContent('Used for Morning strength');
    expect(lines[0]).toHaveTextContent(/Session on Tue, May 12, 2026, 2:00\sAM/);
    expect(lines[0]).toHaveTextContent('Change: -1');
    expect(lines[1]).toHaveTextContent('Returned for Session');
    expect(lines[1]).toHaveTextContent('Change: +1');
    expect(lines[2]).toHaveTextContent('Purchase removed');
    expect(lines[3]).toHaveTextContent('Balance reset to 0');
    expect(lines[4]).toHaveTextContent('Marked as paid');
    expect(lines[4]).not.toHaveTextContent('Change');
    expect(lines).toHaveLength(5);
    const more = within(history).getByRole('button', { name: 'Show all 7' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(within(history).getAllByRole('listitem')).toHaveLength(7);
    expect(within(history).getAllByRole('listitem')[5]).toHaveTextContent('Vouchers added');
    expect(within(history).getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const groupCard = card('Group class · 45 min');
    expect(groupCard).toHaveTextContent('Balance1');
    expect(within(groupCard).getByText('Running low')).toBeInTheDocument();
    expect(within(groupCard).queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Your professionals/ })).toHaveAttribute(
      'href',
      '/professionals',
    );
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('says so when there are no vouchers yet', async () => {
    serve({ balances: [], batches: [], log: [], currency: 'EUR' });
    mount();
    expect(await screen.findByRole('heading', { name: 'No vouchers yet' })).toBeInTheDocument();
    expect(screen.getByText(/Pat Lee has not added any vouchers for you yet/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('marks a balance of 0 as none left', async () => {
    serve({
      balances: [
        {
          type: individual,
          duration: 30,
          totalCount: 0,
          running_low: true,
          expiring: [],
          expiring_soon: false,
        },
      ],
      batches: [],
      log: [],
      currency: 'EUR',
    });
    mount();
    const zero = await screen.findByRole('article', { name: 'Individual session · 30 min' });
    expect(within(zero).getByText('None left')).toBeInTheDocument();
    expect(within(zero).getByText('No purchases of this kind.')).toBeInTheDocument();
  });

  it('explains a professional the client is not connected with, and offers a retry on other failures', async () => {
    serve(new ApiError(404, 'Not found', 'error.professional.not_found'));
    mount();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are not connected with this professional',
    );
    cleanup();

    serve(new ApiError(500, 'Server error'));
    mount();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your vouchers could not be loaded.');
    serve(overview);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Individual session · 60 min' })).toBeInTheDocument();
  });
});

describe('voucherKinds', () => {
  it('gathers balances, batches and log lines per type and duration, ordered', () => {
    const kinds = voucherKinds(overview);
    expect(kinds.map((kind) => [kind.key, kind.balance, kind.batches.length, kind.log.length])).toEqual([
      ['1:60', -1, 3, 7],
      ['3:45', 1, 1, 1],
    ]);
    // A kind only in the log (all of it removed) still shows, with a balance of 0.
    const removed = voucherKinds({
      balances: [],
      batches: [],
      log: [logEntry({ kind: 'removed', count: -5 })],
      currency: 'EUR',
    });
    expect(removed.map((kind) => [kind.key, kind.balance])).toEqual([['1:60', 0]]);
  });
});
