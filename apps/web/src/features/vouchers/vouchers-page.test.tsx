import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { SessionProvider } from '../../lib/session.tsx';
import '../../test/jsdom-radix.ts';
import { setupI18n, storeSession, testUser, useTestConfig } from '../../test/helpers.ts';
import {
  balances,
  batch,
  MIA_BATCH,
  MIA_ENTRY,
  payments,
  RUI_BATCH,
  RUI_ENTRY,
  runningLow,
} from './test-fixtures.ts';
import { VouchersPage } from './vouchers-page.tsx';
import { seriousViolations } from '../../test/axe.ts';

const { api, withMockApi, toast, withMockToast } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);
vi.mock('../../lib/toast.tsx', withMockToast);

function mount() {
  const router = createMemoryRouter(
    [
      {
        path: '/professional/vouchers',
        element: (
          <SessionProvider>
            <VouchersPage />
          </SessionProvider>
        ),
      },
      { path: '/professional/clients/:id', element: <h1>Client profile</h1> },
    ],
    { initialEntries: ['/professional/vouchers'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

const section = (name: string) => screen.getByRole('region', { name });
const unsavedStatus = () =>
  within(screen.getByRole('region', { name: 'Unsaved changes' })).getByRole('status');
const getCalls = (path: string) => api.get.mock.calls.filter(([called]) => called === path).length;

describe('vouchers page', () => {
  beforeAll(async () => {
    await setupI18n();
    useTestConfig();
  });
  beforeEach(() => {
    storeSession({ theme: 'professional', signedIn: true, user: testUser('professional') });
    vi.clearAllMocks();
    api.get.mockImplementation(async (path: string) => {
      if (path === 'vouchers') return balances;
      if (path === 'running-low') return runningLow;
      if (path === 'vouchers/payment-overview') return payments;
      if (/^clients\/[^/]+\/vouchers$/.test(path))
        return { balances: [], batches: [], log: [], currency: 'EUR' };
      throw new Error(`unexpected GET ${path}`);
    });
    api.post.mockImplementation(async (path: string, body: { count?: number }) => {
      if (path === 'vouchers/changes') return { batches: [] };
      if (path === `clients/${RUI_ENTRY}/vouchers`)
        return batch({
          id: '10000000-0000-4000-8000-000000000009',
          client_id: 'c-rui',
          count: body.count ?? 5,
        });
      if (path === `vouchers/batches/${MIA_BATCH}/paid`)
        return batch({ id: MIA_BATCH, client_id: 'c-mia', paid: true, paid_at: '2026-05-03T10:00:00Z' });
      throw new Error(`unexpected POST ${path}`);
    });
  });
  afterEach(cleanup);

  it('lists who runs low, the payment log per client and every balance, without serious axe violations', async () => {
    const { container } = mount();
    const low = await screen.findByRole('region', { name: 'Running low' });
    const rui = (await within(low).findByRole('link', { name: 'Rui Alves' })).closest('li')!;
    expect(rui).toHaveAttribute('class', expect.stringContaining('voucher-row'));
    expect(within(low).getByRole('link', { name: 'Rui Alves' })).toHaveAttribute(
      'href',
      `/professional/clients/${RUI_ENTRY}`,
    );
    expect(rui).toHaveTextContent('Individual session · 60 min');
    expect(rui).toHaveTextContent('1 voucherRunning low');
    // Running low and expiring soon both say so (decision 0047).
    expect(rui).toHaveTextContent('Expiring soon1 expires on May 20, 2026');
    const ana = within(low).getByText('Ana Reis').closest('li')!;
    expect(ana).toHaveTextContent('6 vouchers');
    expect(ana).not.toHaveTextContent('Running low');
    expect(ana).toHaveTextContent('Expiring soon4 expire on May 22, 2026');
    const mia = within(low).getByRole('link', { name: 'Mia Costa' }).closest('li')!;
    expect(mia).toHaveTextContent('Duo session · 30 min');
    expect(mia).toHaveTextContent('-2 vouchersBelow zero');

    const log = section('Payment log');
    const groups = await within(log).findAllByRole('heading', { level: 3 });
    expect(groups.map((heading) => heading.textContent)).toEqual(['Mia Costa', 'Rui Alves']);
    expect(within(log).getByText('8 unpaid vouchers')).toBeInTheDocument();
    expect(
      within(log).getByText('Created May 1, 2026 · 8 vouchers · No price').closest('li'),
    ).toHaveTextContent('Unpaid');
    expect(
      within(log).getByText('Created May 1, 2026 · 10 vouchers · No price').closest('li'),
    ).toHaveTextContent('Paid');
    expect(within(log).getAllByRole('button', { name: /as paid/ })).toHaveLength(1);

    expect(screen.getByRole('link', { name: 'Voucher settings' })).toHaveAttribute(
      'href',
      '/professional/vouchers/edit',
    );
    await screen.findAllByRole('group', { name: /Number of vouchers in/ });
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('tops up 5 of the running-low kind in the add modal, prefilled', async () => {
    const user = userEvent.setup();
    mount();
    await user.click(await screen.findByRole('button', { name: 'Top up 5 vouchers for Rui Alves' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add vouchers' });
    expect(dialog).toHaveTextContent('For Rui Alves');
    expect(within(dialog).getByRole('spinbutton', { name: 'Number of vouchers' })).toHaveValue(5);
    expect(within(dialog).getByRole('radio', { name: 'Individual session' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '60 min' })).toBeChecked();
    await user.click(within(dialog).getByRole('switch', { name: 'Paid' }));
    const runningLowCalls = getCalls('running-low');
    await user.click(within(dialog).getByRole('button', { name: 'Add vouchers' }));

    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(`clients/${RUI_ENTRY}/vouchers`, {
        voucher_type_id: 1,
        duration: 60,
        count: 5,
        value: null,
        paid: true,
        pack_id: null,
        valid_days: null,
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('vouchers:toasts.added');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Every voucher query refetches after a change.
    await waitFor(() => expect(getCalls('running-low')).toBeGreaterThan(runningLowCalls));
  });

  it("offers the client's last price for the kind, follows the kind, and keeps a typed price (issue 25)", async () => {
    const older = batch({ id: RUI_BATCH, client_id: 'c-rui', value: 40, createdAt: '2026-03-01T10:00:00Z' });
    const last = batch({ id: MIA_BATCH, client_id: 'c-rui', value: 45, createdAt: '2026-04-01T10:00:00Z' });
    const longer = batch({
      id: '10000000-0000-4000-8000-000000000003',
      client_id: 'c-rui',
      duration: 90,
      value: 65,
    });
    api.get.mockImplementation(async (path: string) => {
      if (path === 'vouchers') return balances;
      if (path === 'running-low') return runningLow;
      if (path === 'vouchers/payment-overview') return payments;
      if (path === `clients/${RUI_ENTRY}/vouchers`)
        return { balances: [], batches: [last, older, longer], log: [], currency: 'EUR' };
      throw new Error(`unexpected GET ${path}`);
    });
    const user = userEvent.setup();
    mount();
    await user.click(await screen.findByRole('button', { name: 'Top up 5 vouchers for Rui Alves' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add vouchers' });
    const value = within(dialog).getByRole('textbox', { name: 'Value per voucher' });
    await waitFor(() => expect(value).toHaveValue('45'));
    expect(dialog).toHaveTextContent("Filled in with this client's last price for this kind.");

    await user.click(within(dialog).getByRole('radio', { name: '90 min' }));
    await waitFor(() => expect(value).toHaveValue('65'));
    await user.click(within(dialog).getByRole('radio', { name: '30 min' }));
    await waitFor(() => expect(value).toHaveValue(''));
    await user.click(within(dialog).getByRole('radio', { name: '60 min' }));
    await waitFor(() => expect(value).toHaveValue('45'));

    await user.clear(value);
    await user.type(value, '50');
    await user.click(within(dialog).getByRole('radio', { name: '90 min' }));
    await user.click(within(dialog).getByRole('radio', { name: '60 min' }));
    expect(value).toHaveValue('50');
    await user.click(within(dialog).getByRole('button', { name: 'Add vouchers' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(`clients/${RUI_ENTRY}/vouchers`, {
        voucher_type_id: 1,
        duration: 60,
        count: 5,
        value: 50,
        paid: false,
        pack_id: null,
        valid_days: null,
      }),
    );
  });

  it('refuses a fraction in the add modal with the server message', async () => {
    const user = userEvent.setup();
    mount();
    await user.click(await screen.findByRole('button', { name: 'Top up 5 vouchers for Mia Costa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add vouchers' });
    const count = within(dialog).getByRole('spinbutton', { name: 'Number of vouchers' });
    await user.clear(count);
    await user.type(count, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add vouchers' }));
    expect(await within(dialog).findByText('Please enter a whole number.')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('marks an unpaid batch of the payment log as paid at once', async () => {
    const user = userEvent.setup();
    mount();
    const log = await screen.findByRole('region', { name: 'Payment log' });
    const calls = getCalls('vouchers/payment-overview');
    await user.click(
      await within(log).findByRole('button', {
        name: /^Mark as paid: Mia Costa, .* Created May 1, 2026, /,
      }),
    );
    await waitFor(() => expect(api.post).toHaveBeenCalledWith(`vouchers/batches/${MIA_BATCH}/paid`));
    expect(toast.success).toHaveBeenCalledWith('vouchers:toasts.marked_paid');
    await waitFor(() => expect(getCalls('vouchers/payment-overview')).toBeGreaterThan(calls));
  });

  it('stages edits with a preview, undoes the last, discards all, and saves them in one call', async () => {
    const user = userEvent.setup();
    mount();
    const edit = await screen.findByRole('region', { name: 'Edit vouchers' });
    const ruiCount = await within(edit).findByRole('group', {
      name: 'Number of vouchers in Individual session · 60 min created May 1, 2026',
    });
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();

    await user.click(within(ruiCount).getByRole('button', { name: 'One voucher more' }));
    await user.click(within(ruiCount).getByRole('button', { name: 'One voucher more' }));
    expect(ruiCount).toHaveTextContent('12 vouchers');
    expect(unsavedStatus()).toHaveTextContent('1 unsaved change');
    const ruiBalances = within(edit).getByRole('list', { name: 'Balances of Rui Alves' });
    expect(ruiBalances).toHaveTextContent('now 1, 3 after saving');

    await user.click(
      within(edit).getByRole('button', { name: 'Remove Duo session · 30 min created May 1, 2026' }),
    );
    expect(unsavedStatus()).toHaveTextContent('2 unsaved changes');
    expect(within(edit).getByText('8 vouchers, removed when you save')).toBeInTheDocument();
    expect(within(edit).getByRole('list', { name: 'Balances of Mia Costa' })).toHaveTextContent(
      'now -2, -10 after saving',
    );

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(unsavedStatus()).toHaveTextContent('1 unsaved change');
    expect(within(edit).queryByText('8 vouchers, removed when you save')).not.toBeInTheDocument();
    // Undo takes back the whole stepper run at once.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
    expect(ruiCount).toHaveTextContent('10 vouchers');

    await user.click(within(ruiCount).getByRole('button', { name: 'One voucher fewer' }));
    await user.click(
      within(edit).getByRole('button', { name: 'Mark as paid: Duo session · 30 min created May 1, 2026' }),
    );
    expect(unsavedStatus()).toHaveTextContent('2 unsaved changes');
    await user.click(screen.getByRole('button', { name: 'Discard all' }));
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
    expect(ruiCount).toHaveTextContent('10 vouchers');

    // Stage three changes and save them.
    await user.click(within(ruiCount).getByRole('button', { name: 'One voucher fewer' }));
    await user.click(
      within(edit).getByRole('button', { name: 'Mark as paid: Duo session · 30 min created May 1, 2026' }),
    );
    await user.click(within(edit).getByRole('button', { name: 'Add vouchers for Mia Costa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add vouchers' });
    await user.click(within(dialog).getByRole('radio', { name: 'Group class' }));
    await user.click(within(dialog).getByRole('radio', { name: '90 min' }));
    const count = within(dialog).getByRole('spinbutton', { name: 'Number of vouchers' });
    await user.clear(count);
    await user.type(count, '3');
    await user.type(within(dialog).getByRole('textbox', { name: 'Value per voucher' }), '12,50');
    await user.click(within(dialog).getByRole('button', { name: 'Add to unsaved changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.post).not.toHaveBeenCalled();
    expect(unsavedStatus()).toHaveTextContent('3 unsaved changes');
    expect(within(edit).getByRole('list', { name: 'Balances of Mia Costa' })).toHaveTextContent(
      'Group class · 90 min',
    );
    expect(within(edit).getByText('New, not saved yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Save 3 changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('vouchers/changes', {
        changes: [
          {
            action: 'add',
            entry_id: MIA_ENTRY,
            voucher_type_id: 3,
            duration: 90,
            count: 3,
            value: 12.5,
            paid: false,
            pack_id: null,
            valid_days: null,
          },
          { action: 'mark_paid', batch_id: MIA_BATCH },
          { action: 'edit', batch_id: RUI_BATCH, count: 9 },
        ],
      }),
    );
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('vouchers:toasts.saved');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument(),
    );
  });

  it('keeps the staged changes and says so when the server cannot update the vouchers (409)', async () => {
    const user = userEvent.setup();
    api.post.mockRejectedValue(new ApiError(409, 'x', 'error.vouchers.unable_to_update'));
    mount();
    const edit = await screen.findByRole('region', { name: 'Edit vouchers' });
    await user.click(
      await within(edit).findByRole('button', {
        name: 'Remove Individual session · 60 min created May 1, 2026',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Save 1 change?' });
    await user.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to update vouchers. Please try again.',
    );
    expect(api.post).toHaveBeenCalledWith('vouchers/changes', {
      changes: [{ action: 'remove', batch_id: RUI_BATCH }],
    });
    expect(unsavedStatus()).toHaveTextContent('1 unsaved change');
    expect(within(edit).getByText('10 vouchers, removed when you save')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { router } = mount();
    const edit = await screen.findByRole('region', { name: 'Edit vouchers' });
    await user.click(
      await within(edit).findByRole('button', {
        name: 'Remove Individual session · 60 min created May 1, 2026',
      }),
    );

    await user.click(within(section('Running low')).getByRole('link', { name: 'Rui Alves' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/professional/vouchers');
    expect(unsavedStatus()).toHaveTextContent('1 unsaved change');

    await user.click(within(section('Running low')).getByRole('link', { name: 'Rui Alves' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Client profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/professional/clients/${RUI_ENTRY}`);
  });
});
