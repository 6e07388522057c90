/** Fixtures and a mounted client profile for the client profile's tests (sessions, vouchers). */
import type {
  ClientDetail,
  ClientSessionEntry,
  ClientSessionsReply,
  VoucherBatch,
  VoucherOverview,
} from '@sessionbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionProvider } from '../../lib/session.tsx';
import { ToastProvider } from '../../lib/toast.tsx';
import { ClientProfilePage } from './client-profile-page.tsx';

export const CLIENT_ID = '00000000-0000-4000-8000-000000000001';

export const detail: ClientDetail = {
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
export function entry(n: number, overrides: Partial<ClientSessionEntry> = {}): ClientSessionEntry {
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
    attendance: null,
    ...overrides,
  };
}

export const page = (
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

export const UNPAID = '10000000-0000-4000-8000-000000000001';
export const PAID = '10000000-0000-4000-8000-000000000002';
export const voucherBatch = (overrides: Partial<VoucherBatch> & Pick<VoucherBatch, 'id'>): VoucherBatch => ({
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
  currency: 'EUR',
  expires_at: null,
  expired_count: 0,
  source: 'manual',
  pack: null,
  ...overrides,
});
export const overview: VoucherOverview = {
  balances: [
    {
      type: { id: 1, type: 'individual' },
      duration: 60,
      totalCount: 3,
      running_low: false,
      expiring: [],
      expiring_soon: false,
    },
    {
      type: { id: 2, type: 'duo' },
      duration: 30,
      totalCount: -1,
      running_low: true,
      expiring: [],
      expiring_soon: false,
    },
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
  currency: 'EUR',
};

export function renderProfile() {
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

/** The axe violations in `node`, colour contrast and landmark regions aside. */
export async function violations(node: Element) {
  const result = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}
