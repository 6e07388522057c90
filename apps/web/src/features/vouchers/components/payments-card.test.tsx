import '@testing-library/jest-dom/vitest';
import type { PaymentsStatus } from '@sessionbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stripePage } from '../../../entities/vouchers/packs-on-sale-api.ts';
import { seriousViolations } from '../../../test/axe.ts';
import { setUpScreenTests } from '../../../test/helpers.ts';
import { PaymentsCard } from './payments-card.tsx';

const { api, withMockApi } = await vi.hoisted(() => import('../../../test/mocks.ts'));
vi.mock('../../../lib/api-client.ts', withMockApi);

/** The professional's payments card (decision 0049): connect, waiting for Stripe, ready, or nothing. */
function mount(status: PaymentsStatus) {
  api.get.mockResolvedValue(status);
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PaymentsCard />
    </QueryClientProvider>,
  );
}

describe('the payments card', () => {
  setUpScreenTests();

  it('connects the professional’s own Stripe account', async () => {
    const open = vi.spyOn(stripePage, 'open').mockImplementation(() => undefined);
    api.post.mockResolvedValue({ url: 'https://connect.stripe.test/onboarding/acct_1' });
    const { container } = mount({
      available: true,
      mode: 'connect',
      connected: false,
      charges_enabled: false,
    });
    const section = await screen.findByRole('region', { name: 'Payments online' });
    expect(section).toHaveTextContent('Sessionbook takes no fee');
    expect(await seriousViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Connect Stripe' }));
    expect(api.post).toHaveBeenCalledWith('professional/payments/connect');
    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://connect.stripe.test/onboarding/acct_1'),
    );
  });

  it('says Stripe is still checking, and offers to go on with the setup', async () => {
    mount({ available: true, mode: 'connect', connected: true, charges_enabled: false });
    expect(await screen.findByText(/Stripe is still checking your account/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('button', { name: 'Continue Stripe setup' })).toBeInTheDocument();
  });

  it('says when clients can buy, with nothing left to do', async () => {
    mount({ available: true, mode: 'connect', connected: true, charges_enabled: true });
    expect(await screen.findByText('Connected: clients can buy your packs on sale.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names the studio’s account on a single-studio server', async () => {
    mount({ available: true, mode: 'single', connected: true, charges_enabled: true });
    expect(await screen.findByRole('region', { name: 'Payments online' })).toHaveTextContent(
      "payments go to the studio's Stripe account",
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing without Stripe on the server', async () => {
    const { container } = mount({
      available: false,
      mode: 'connect',
      connected: false,
      charges_enabled: false,
    });
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(api.get).toHaveBeenCalledWith('professional/payments');
  });
});
