import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { VoucherPack } from '@sessionbook/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { SessionProvider } from '../../lib/session.tsx';
import '../../test/jsdom-radix.ts';
import { setupI18n, storeSession, testUser, useTestConfig } from '../../test/helpers.ts';
import { seriousViolations } from '../../test/axe.ts';
import { VoucherSettingsPage } from './voucher-settings-page.tsx';

const { api, withMockApi, toast, withMockToast } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);
vi.mock('../../lib/toast.tsx', withMockToast);

const TEN = '30000000-0000-4000-8000-000000000001';
const OLD = '30000000-0000-4000-8000-000000000002';

const pack = (overrides: Partial<VoucherPack> & Pick<VoucherPack, 'id' | 'name'>): VoucherPack => ({
  type: { id: 1, type: 'individual' },
  duration: 60,
  count: 10,
  price: 100,
  currency: 'EUR',
  valid_days: 90,
  on_sale: true,
  archived: false,
  createdAt: '2026-05-01T10:00:00Z',
  ...overrides,
});

const PACKS = [
  pack({ id: OLD, name: 'Old duo pack', type: { id: 2, type: 'duo' }, archived: true, valid_days: null }),
  pack({ id: TEN, name: '10 sessions' }),
];

function mount() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SessionProvider>
            <VoucherSettingsPage />
          </SessionProvider>
        ),
      },
    ],
    { initialEntries: ['/professional/vouchers/edit'] },
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const packsRegion = () => screen.getByRole('region', { name: 'Packs' });

describe('packs on the voucher settings page', () => {
  beforeAll(async () => {
    await setupI18n();
    useTestConfig();
  });
  beforeEach(() => {
    storeSession({ theme: 'professional', signedIn: true, user: testUser('professional') });
    vi.clearAllMocks();
    api.get.mockImplementation(async (path: string) => {
      if (path === 'vouchers-settings') return { voucher_settings: [] };
      if (path === 'professional/voucher-packs') return PACKS;
      if (path === 'professional/payment-settings') return { currency: 'EUR' };
      throw new Error(`unexpected GET ${path}`);
    });
  });
  afterEach(cleanup);

  it('lists packs with what they hold, price and validity, the archived last, without serious axe violations', async () => {
    const { container } = mount();
    const list = await screen.findByRole('list', { name: 'Your packs' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(
        '10 sessions10 × Individual session · 60 min · €100.00 · Valid 90 days · On sale',
      ),
      expect.stringContaining('Old duo pack10 × Duo session · 60 min · €100.00 · No expiry'),
    ]);
    expect(within(rows[1]!).getByText('Archived')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(packsRegion()).getByRole('combobox', { name: 'Currency' })).toHaveTextContent('Euro (EUR)');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('adds a pack, showing the server field error at its field', async () => {
    const user = userEvent.setup();
    api.post.mockRejectedValueOnce(
      new ApiError(422, 'The given data was invalid.', 'validation', { price: ['validation.out_of_range'] }),
    );
    api.post.mockImplementationOnce(async (_path: string, body: object) => ({
      ...pack({ id: '30000000-0000-4000-8000-000000000003', name: '5 duo' }),
      ...body,
    }));
    mount();
    await user.click(await screen.findByRole('button', { name: 'Add a pack' }));
    const dialog = await screen.findByRole('dialog', { name: 'New pack' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '5 duo');
    await user.click(within(dialog).getByRole('radio', { name: 'Duo session' }));
    const count = within(dialog).getByRole('spinbutton', { name: 'Number of vouchers' });
    await user.clear(count);
    await user.type(count, '5');
    const price = within(dialog).getByRole('textbox', { name: 'Price of the pack' });
    expect(price).toHaveAccessibleDescription('In EUR.');
    await user.type(price, '250');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Valid for (days)' }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save pack' }));

    await waitFor(() => expect(price).toHaveAccessibleDescription(/This number is out of range\./));
    expect(api.post).toHaveBeenCalledWith('professional/voucher-packs', {
      name: '5 duo',
      voucher_type_id: 2,
      duration: 60,
      count: 5,
      price: 250,
      valid_days: 30,
      on_sale: true,
    });

    await user.clear(price);
    await user.type(price, '110,50');
    await user.click(within(dialog).getByRole('button', { name: 'Save pack' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('vouchers:toasts.pack_saved'));
    expect(api.post).toHaveBeenLastCalledWith(
      'professional/voucher-packs',
      expect.objectContaining({ price: 110.5, valid_days: 30 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('archives a pack after asking', async () => {
    const user = userEvent.setup();
    api.delete.mockResolvedValue({ ...PACKS[1], archived: true });
    mount();
    await user.click(await screen.findByRole('button', { name: 'Archive 10 sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive 10 sessions?' });
    expect(dialog).toHaveTextContent('Vouchers already sold from it keep its name.');
    expect(api.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith(`professional/voucher-packs/${TEN}`));
    expect(toast.success).toHaveBeenCalledWith('vouchers:toasts.pack_archived');
  });

  it('saves the currency as soon as it is chosen, named in the reader’s language', async () => {
    const user = userEvent.setup();
    api.put.mockResolvedValue({ currency: 'USD' });
    mount();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Packs' })).findByRole('combobox', {
        name: 'Currency',
      }),
    );
    await user.click(await screen.findByRole('option', { name: 'US Dollar (USD)' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('professional/payment-settings', { currency: 'USD' }),
    );
    expect(toast.success).toHaveBeenCalledWith('vouchers:toasts.currency_saved');
  });
});
