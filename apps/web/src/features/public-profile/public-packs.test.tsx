import '@testing-library/jest-dom/vitest';
import type { PackOnSale } from '@sessionbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session.tsx';
import { seriousViolations } from '../../test/axe.ts';
import { setUpScreenTests, storeSession, testUser } from '../../test/helpers.ts';
import { PublicPacks } from './public-packs.tsx';

const { api, withMockApi } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);

/** Packs on sale on a public profile (decision 0049): sign in first, then buy on the voucher page. */
const pack: PackOnSale = {
  id: 'pack1',
  name: 'Ten classes',
  type: { id: 3, type: 'group' },
  duration: 60,
  count: 10,
  price: 100,
  currency: 'EUR',
  valid_days: null,
};

function mount(packs: PackOnSale[], isOwn = false) {
  api.get.mockResolvedValue(packs);
  const router = createMemoryRouter(
    [
      {
        path: '/@alex',
        element: (
          <SessionProvider>
            <PublicPacks professionalId="pro1" username="alex" isOwn={isOwn} />
          </SessionProvider>
        ),
      },
    ],
    { initialEntries: ['/@alex'] },
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('packs on a public profile', () => {
  describe('signed out', () => {
    setUpScreenTests(() => storeSession({ theme: 'client', signedIn: false }));

    it('asks to sign in first, and comes back to buy on the voucher page', async () => {
      const { container } = mount([pack]);
      const link = await screen.findByRole('link', { name: 'Sign in to buy Ten classes for €100.00' });
      expect(link).toHaveAttribute('href', '/auth/signin?redirect=%2Fprofessionals%2Fpro1%2Fvouchers');
      expect(screen.getByText('10 vouchers · No expiry')).toBeInTheDocument();
      expect(api.get).toHaveBeenCalledWith('guest/professionals/alex/voucher-packs');
      expect(await seriousViolations(container)).toEqual([]);
    });

    it('shows nothing when nothing is on sale', async () => {
      const { container } = mount([]);
      await vi.waitFor(() => expect(api.get).toHaveBeenCalled());
      expect(container.querySelector('.packs-on-sale')).toBeNull();
    });
  });

  describe('signed in as a client', () => {
    setUpScreenTests(() => storeSession({ theme: 'client', signedIn: true, user: testUser('client') }));

    it('goes to buy on the voucher page', async () => {
      mount([pack]);
      const link = await screen.findByRole('link', { name: 'Buy Ten classes for €100.00' });
      expect(link).toHaveAttribute('href', '/professionals/pro1/vouchers');
    });
  });
});
