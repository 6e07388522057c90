import '@testing-library/jest-dom/vitest';
import type { VoucherOverview } from '@sessionbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { seriousViolations } from '../../test/axe.ts';
import { storeSession, testUser, setUpScreenTests } from '../../test/helpers.ts';
import { VouchersOverviewPage } from './vouchers-overview-page.tsx';

const { api, withMockApi } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);

const entry = (id: string, name: string, status: 'confirmed' | 'pending' = 'confirmed') => ({
  id: `rel-${id}`,
  status,
  initiated_by: 'professional',
  created_at: '2026-01-01T00:00:00Z',
  confirmed_at: status === 'confirmed' ? '2026-01-02T00:00:00Z' : null,
  professional: { id, full_name: name, username: id, speciality: null, location: null, avatar: null },
});

const balances = (...list: VoucherOverview['balances']): VoucherOverview => ({
  balances: list,
  batches: [],
  log: [],
  currency: 'EUR',
});

const individual = { id: 1, type: 'individual' };
const group = { id: 3, type: 'group' };

function serve(entries: unknown[], vouchers: Record<string, VoucherOverview | Error>) {
  api.get.mockImplementation(async (path: string) => {
    if (path === 'professionals') return entries;
    const id = /^client\/professionals\/(\w+)\/vouchers$/.exec(path)?.[1];
    const reply = id ? vouchers[id] : undefined;
    if (reply instanceof Error) throw reply;
    if (reply) return reply;
    throw new ApiError(404, 'Not found', 'not_found');
  });
}

function mount() {
  const router = createMemoryRouter(
    [
      {
        path: '/vouchers',
        element: (
          <SessionProvider>
            <VouchersOverviewPage />
          </SessionProvider>
        ),
      },
      { path: '/professionals/:id/vouchers', element: <p>Vouchers with one professional</p> },
      { path: '/professionals', element: <p>Professionals list</p> },
    ],
    { initialEntries: ['/vouchers'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('/vouchers, the client’s vouchers with every professional', () => {
  setUpScreenTests(() => {
    storeSession({ theme: 'client', signedIn: true, user: testUser('client') });
  });

  it('shows each connected professional with a balance per kind, and leads to the history', async () => {
    serve([entry('pro1', 'Pat Lee'), entry('pro2', 'Kim Vos'), entry('pro3', 'Not Yet', 'pending')], {
      pro1: balances(
        {
          type: individual,
          duration: 60,
          totalCount: 4,
          running_low: false,
          expiring: [],
          expiring_soon: false,
        },
        { type: group, duration: 45, totalCount: -1, running_low: true, expiring: [], expiring_soon: false },
      ),
      pro2: balances(),
    });
    const router = mount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your vouchers' })).toBeInTheDocument();
    const pat = await screen.findByRole('article', { name: 'Pat Lee' });
    const kinds = await within(pat).findByRole('list', { name: 'Your vouchers by session type' });
    const rows = within(kinds).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Individual session · 60 minBalance4');
    expect(rows[1]).toHaveTextContent('Group class · 45 minBalance-1You owe 1 session');
    const kim = screen.getByRole('article', { name: 'Kim Vos' });
    expect(
      await within(kim).findByText(/Kim Vos has not added any vouchers for you yet/),
    ).toBeInTheDocument();
    // A pending invitation has no vouchers to show yet.
    expect(screen.queryByRole('article', { name: 'Not Yet' })).not.toBeInTheDocument();
    expect(await seriousViolations(document.body)).toEqual([]);

    await userEvent.click(within(pat).getByRole('link', { name: 'Purchases and history with Pat Lee' }));
    expect(router.state.location.pathname).toBe('/professionals/pro1/vouchers');
  });

  it('says where vouchers come from when the client has no professional yet', async () => {
    serve([entry('pro3', 'Not Yet', 'pending')], {});
    mount();
    expect(await screen.findByRole('heading', { name: 'No professional yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your professionals' })).toHaveAttribute(
      'href',
      '/professionals',
    );
  });

  it('offers a retry for one professional whose vouchers could not be loaded', async () => {
    serve([entry('pro1', 'Pat Lee')], { pro1: new ApiError(500, 'Server error', 'internal') });
    mount();
    const pat = await screen.findByRole('article', { name: 'Pat Lee' });
    expect(await within(pat).findByRole('alert')).toHaveTextContent('Your vouchers could not be loaded.');
    expect(within(pat).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
