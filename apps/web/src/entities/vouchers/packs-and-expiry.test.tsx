import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { VoucherBatch, VoucherPack } from '@sessionbook/domain';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setLanguage } from '../../i18n.ts';
import { SessionProvider } from '../../lib/session.tsx';
import '../../test/jsdom-radix.ts';
import { setupI18n, storeSession, testUser, useTestConfig } from '../../test/helpers.ts';
import { seriousViolations } from '../../test/axe.ts';
import { AddVouchersModal } from './add-vouchers-modal.tsx';
import { BatchLine } from './batch-line.tsx';
import { ExpiringNote } from './expiry.tsx';
import { formatMoney, pricePerVoucher } from './format.ts';

const { api, withMockApi, withMockToast } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);
vi.mock('../../lib/toast.tsx', withMockToast);

const PACK_ID = '30000000-0000-4000-8000-000000000001';
const PACKS: VoucherPack[] = [
  {
    id: PACK_ID,
    name: '3 duo',
    type: { id: 2, type: 'duo' },
    duration: 45,
    count: 3,
    price: 100,
    currency: 'USD',
    valid_days: 30,
    on_sale: true,
    archived: false,
    createdAt: '2026-05-01T10:00:00Z',
  },
  {
    id: '30000000-0000-4000-8000-000000000002',
    name: 'Gone',
    type: { id: 1, type: 'individual' },
    duration: 60,
    count: 10,
    price: 300,
    currency: 'USD',
    valid_days: null,
    on_sale: true,
    archived: true,
    createdAt: '2026-05-01T10:00:00Z',
  },
];

const batch = (overrides: Partial<VoucherBatch> = {}): VoucherBatch => ({
  id: '10000000-0000-4000-8000-000000000001',
  ids: ['v1'],
  client_id: 'c1',
  type: { id: 1, type: 'individual' },
  duration: 60,
  count: 10,
  value: 12.5,
  paid: true,
  createdAt: '2026-05-01T10:00:00Z',
  paid_at: '2026-05-01T10:00:00Z',
  removed_at: null,
  currency: 'EUR',
  expires_at: null,
  expired_count: 0,
  source: 'manual',
  pack: null,
  ...overrides,
});

function mount(children: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: <SessionProvider>{children}</SessionProvider> }]);
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Intl separates a currency sign with a no-break space; tests write a plain one. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

describe('money', () => {
  it('formats a price in the currency and the reader’s language, and rounds a pack’s price per voucher', () => {
    expect(formatMoney(12.5, 'EUR', 'en')).toBe('€12.50');
    expect(plain(formatMoney(12.5, 'EUR', 'nl'))).toBe('€ 12,50');
    expect(plain(formatMoney(1234.5, 'EUR', 'es'))).toBe('1234,50 €');
    expect(plain(formatMoney(12.5, 'USD', 'pt-BR'))).toBe('US$ 12,50');
    expect(formatMoney(null, 'EUR', 'en')).toBeNull();
    // Before the currency is known: the number, never a wrong sign.
    expect(formatMoney(12.5, undefined, 'es')).toBe('12,50');
    expect(pricePerVoucher(100, 3)).toBe(33.33);
    expect(pricePerVoucher(110.5, 10)).toBe(11.05);
  });
});

describe('packs and expiry on voucher screens', () => {
  beforeAll(async () => {
    await setupI18n();
    useTestConfig();
  });
  beforeEach(() => {
    storeSession({ theme: 'professional', signedIn: true, user: testUser('professional') });
    vi.clearAllMocks();
    api.get.mockImplementation(async (path: string) => {
      if (path === 'professional/voucher-packs') return PACKS;
      if (path === 'professional/payment-settings') return { currency: 'USD' };
      throw new Error(`unexpected GET ${path}`);
    });
  });
  afterEach(async () => {
    cleanup();
    await i18next.changeLanguage('en');
  });

  it('sells a pack from the add-vouchers dialog: it fills kind, count, price per voucher and validity', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { baseElement } = mount(
      <AddVouchersModal open onOpenChange={() => undefined} onSubmit={onSubmit} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add vouchers' });
    const choice = await within(dialog).findByRole('combobox', { name: 'Pack' });
    expect(choice).toHaveTextContent('No pack (free-form)');
    await user.click(choice);
    // Archived packs are not for sale.
    expect(screen.queryByRole('option', { name: /Gone/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: '3 duo: 3 × Duo session · 45 min, $100.00' }));

    expect(within(dialog).getByRole('radio', { name: 'Duo session' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '45 min' })).toBeChecked();
    expect(within(dialog).getByRole('spinbutton', { name: 'Number of vouchers' })).toHaveValue(3);
    const value = within(dialog).getByRole('textbox', { name: 'Value per voucher' });
    expect(value).toHaveValue('33.33');
    expect(value).toHaveAccessibleDescription(/^\$33\.33 per voucher\./);
    expect(within(dialog).getByRole('spinbutton', { name: 'Valid for (days)' })).toHaveValue(30);
    expect(await seriousViolations(baseElement)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Add vouchers' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        voucher_type_id: 2,
        duration: 45,
        count: 3,
        value: 33.33,
        paid: false,
        pack_id: PACK_ID,
        valid_days: 30,
      }),
    );
  });

  it('keeps a free-form batch free-form: another kind leaves the pack, an empty validity is no expiry', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    mount(<AddVouchersModal open onOpenChange={() => undefined} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add vouchers' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'Pack' }));
    await user.click(await screen.findByRole('option', { name: /^3 duo/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Individual session' }));
    expect(within(dialog).getByRole('combobox', { name: 'Pack' })).toHaveTextContent('No pack (free-form)');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Valid for (days)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add vouchers' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ voucher_type_id: 1, pack_id: null, valid_days: null }),
      ),
    );
  });

  it('says what expires when, flags expiring soon, and a batch’s expiry, pack and source', async () => {
    const { container } = mount(
      <>
        <ExpiringNote
          soon
          expiring={[
            { expires_at: '2026-12-05T10:00:00Z', count: 3 },
            { expires_at: '2027-03-05T10:00:00Z', count: 1 },
          ]}
        />
        <ul>
          <BatchLine
            name="Rui"
            batch={batch({ expires_at: '2027-03-05T10:00:00Z', pack: { id: PACK_ID, name: '10 sessions' } })}
          />
          <BatchLine
            name="Rui"
            batch={batch({
              id: '10000000-0000-4000-8000-000000000002',
              value: null,
              expires_at: '2026-03-05T10:00:00Z',
              expired_count: 3,
              source: 'import',
            })}
          />
          <BatchLine
            name="Rui"
            batch={batch({ id: '10000000-0000-4000-8000-000000000003', source: 'purchase' })}
          />
        </ul>
      </>,
    );
    expect(await screen.findByText('Expiring soon')).toBeInTheDocument();
    expect(screen.getByText('3 expire on Dec 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('1 expires on Mar 5, 2027')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Created May 1, 2026 · 10 vouchers · €12.50 each · Expires Mar 5, 2027 · Pack: 10 sessions',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Created May 1, 2026 · 10 vouchers · No price · 3 expired on Mar 5, 2026 · Imported'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Created May 1, 2026 · 10 vouchers · €12.50 each · Bought online'),
    ).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('says the same in Dutch, with the price as Dutch writes it', async () => {
    await setLanguage('nl');
    mount(
      <>
        <ExpiringNote soon={false} expiring={[{ expires_at: '2026-12-05T10:00:00Z', count: 2 }]} />
        <ul>
          <BatchLine name="Rui" batch={batch({ expires_at: '2027-03-05T10:00:00Z' })} />
        </ul>
      </>,
    );
    await waitFor(() => expect(plain(document.body.textContent)).toContain('2 verlopen op 5 dec 2026'));
    expect(screen.queryByText('Verloopt binnenkort')).not.toBeInTheDocument();
    expect(plain(document.body.textContent)).toContain('€ 12,50 per strip · Verloopt op 5 mrt 2027');
  });
});
