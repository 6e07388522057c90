import '@testing-library/jest-dom/vitest';
import type { PackOnSale, VoucherBatch, VoucherOverview } from '@sessionbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stripePage } from '../../entities/vouchers/packs-on-sale-api.ts';
import { ApiError } from '../../lib/api-client.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { seriousViolations } from '../../test/axe.ts';
import { setUpScreenTests, storeSession, testUser } from '../../test/helpers.ts';
import { ProfessionalVouchersPage } from './professional-vouchers-page.tsx';

const { api, withMockApi } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);

/**
 * Buying vouchers online on the client's voucher page (decision 0049): the packs on sale with their
 * price in the reader's language, "Buy" opening Stripe's checkout, and the word on coming back.
 */
const pack: PackOnSale = {
  id: 'pack1',
  name: 'Ten classes',
  type: { id: 3, type: 'group' },
  duration: 60,
  count: 10,
  price: 100,
  currency: 'EUR',
  valid_days: 90,
};

const bought: VoucherBatch = {
  id: 'b1',
  ids: ['b1'],
  client_id: 'c1',
  type: { id: 3, type: 'group' },
  duration: 60,
  count: 10,
  value: 10,
  paid: true,
  createdAt: new Date().toISOString(),
  paid_at: new Date().toISOString(),
  removed_at: null,
  currency: 'EUR',
  expires_at: null,
  expired_count: 0,
  source: 'purchase',
  pack: { id: 'pack1', name: 'Ten classes' },
};

const empty: VoucherOverview = { balances: [], batches: [], log: [], currency: 'EUR' };
const withPurchase: VoucherOverview = {
  balances: [
    {
      type: { id: 3, type: 'group' },
      duration: 60,
      totalCount: 10,
      running_low: false,
      expiring: [],
      expiring_soon: false,
    },
  ],
  batches: [bought],
  log: [],
  currency: 'EUR',
};

function serve({ packs, overview }: { packs: PackOnSale[]; overview: () => VoucherOverview }) {
  api.get.mockImplementation(async (path: string) => {
    if (path === 'professionals') return [];
    if (path === 'client/professionals/pro1/vouchers') return overview();
    if (path === 'client/professionals/pro1/voucher-packs') return packs;
    throw new ApiError(404, 'Not found', 'not_found');
  });
}

function mount(entry = '/professionals/pro1/vouchers') {
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
    ],
    { initialEntries: [entry] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

describe('buying vouchers online', () => {
  setUpScreenTests(() => {
    storeSession({ theme: 'client', signedIn: true, user: testUser('client') });
  });

  it('lists the packs on sale with their price, and "Buy" opens the checkout', async () => {
    serve({ packs: [pack], overview: () => empty });
    const open = vi.spyOn(stripePage, 'open').mockImplementation(() => undefined);
    api.post.mockResolvedValue({ url: 'https://checkout.stripe.test/pay/cs_1' });
    const { container } = mount();
    const section = await screen.findByRole('region', { name: 'Buy vouchers online' });
    expect(within(section).getByText('Ten classes')).toBeInTheDocument();
    expect(within(section).getByText('10 vouchers · Valid 90 days')).toBeInTheDocument();
    expect(within(section).getByText('€100.00')).toBeInTheDocument();
    const buy = within(section).getByRole('button', { name: 'Buy Ten classes for €100.00' });
    expect(await seriousViolations(container)).toEqual([]);
    // Keyboard: the button takes focus and Enter buys.
    buy.focus();
    await userEvent.keyboard('{Enter}');
    expect(api.post).toHaveBeenCalledWith('client/professionals/pro1/voucher-packs/pack1/checkout');
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('https://checkout.stripe.test/pay/cs_1'));
  });

  it('says when the checkout could not open', async () => {
    serve({ packs: [pack], overview: () => empty });
    api.post.mockRejectedValue(new ApiError(404, 'Not found', 'error.vouchers.pack_not_found'));
    mount();
    await userEvent.click(await screen.findByRole('button', { name: /^Buy Ten classes/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment page could not open');
  });

  it('shows nothing to buy without payments', async () => {
    serve({ packs: [], overview: () => empty });
    mount();
    await screen.findByRole('heading', { level: 2 });
    await vi.waitFor(() => expect(api.get).toHaveBeenCalledWith('client/professionals/pro1/voucher-packs'));
    expect(screen.queryByRole('region', { name: 'Buy vouchers online' })).not.toBeInTheDocument();
  });

  it('says the payment is in, back from the checkout, until the bought vouchers show', async () => {
    let overview = empty;
    serve({ packs: [pack], overview: () => overview });
    const { queryClient } = mount('/professionals/pro1/vouchers?purchase=p1');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Payment received: your vouchers show here in a moment.',
    );
    // Stripe's event credited the vouchers; the live update refreshes the overview.
    overview = withPurchase;
    await queryClient.invalidateQueries({ queryKey: ['client-vouchers', 'pro1'] });
    await vi.waitFor(() => expect(screen.queryByText(/Payment received/)).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: /Group class/ })).toBeInTheDocument();
  });
});
