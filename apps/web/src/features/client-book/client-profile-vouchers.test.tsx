import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test/jsdom-radix.ts';
import { setupI18n, storeSession, testUser } from '../../test/helpers.ts';
import {
  CLIENT_ID,
  detail,
  overview,
  page,
  renderProfile,
  UNPAID,
  voucherBatch,
  violations,
} from './test-utils.tsx';

vi.mock('../../lib/api-client.ts', () => ({
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() },
  ApiError: class extends Error {},
}));
const { api } = await import('../../lib/api-client.ts');
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

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
    const unpaid = within(batches)
      .getByText('Created May 1, 2026 · 10 vouchers · €25.00 each')
      .closest('li')!;
    expect(unpaid).toHaveTextContent('Unpaid');
    const paid = within(batches).getByText('Created Apr 1, 2026 · 5 vouchers · No price').closest('li')!;
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
        pack_id: null,
        valid_days: null,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says what expires when, flags expiring soon, and logs an expiry with its count (decision 0047)', async () => {
    const expiring: typeof overview = {
      ...overview,
      balances: [
        {
          ...overview.balances[0]!,
          expiring: [{ expires_at: '2026-06-05T10:00:00Z', count: 3 }],
          expiring_soon: true,
        },
      ],
      batches: [
        voucherBatch({
          id: UNPAID,
          value: 25,
          expires_at: '2026-05-10T10:00:00Z',
          expired_count: 3,
          pack: { id: '30000000-0000-4000-8000-000000000001', name: '10 sessions' },
        }),
      ],
      log: [
        {
          id: 'l-expired',
          kind: 'expired',
          batch_id: UNPAID,
          type: { id: 1, type: 'individual' },
          duration: 60,
          count: -3,
          paid: null,
          at: '2026-05-10T10:00:00Z',
          session: null,
        },
      ],
    };
    get.mockImplementation(async (path: string) => {
      if (path === `clients/${CLIENT_ID}`) return detail;
      if (path === `clients/${CLIENT_ID}/vouchers`) return expiring;
      if (path === `clients/${CLIENT_ID}/sessions`) return page([], 1, 1, 0);
      throw new Error(`unexpected GET ${path}`);
    });
    const { container } = renderProfile();
    const balances = await screen.findByRole('list', { name: 'Balances' });
    expect(within(balances).getByRole('listitem')).toHaveTextContent('Expiring soon3 expire on Jun 5, 2026');
    const batches = within(vouchersCard()).getByRole('list', { name: 'Batches' });
    expect(batches).toHaveTextContent('€25.00 each · 3 expired on May 10, 2026 · Pack: 10 sessions');
    const log = within(vouchersCard()).getByRole('list', { name: 'Change log' });
    expect(within(log).getByRole('listitem')).toHaveTextContent('3 vouchers expired');
    expect(await violations(container)).toEqual([]);
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
