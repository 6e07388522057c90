/**
 * Clients of the demo professional: Rui running low and expiring soon, Mia below zero with an unpaid
 * batch, and Ana (no longer in the book) not low but with vouchers expiring soon.
 */
import type { PaymentOverviewRow, RunningLowItem, VoucherBalance, VoucherBatch } from '@sessionbook/domain';

export const RUI_ENTRY = '20000000-0000-4000-8000-000000000001';
export const MIA_ENTRY = '20000000-0000-4000-8000-000000000002';
export const RUI_BATCH = '10000000-0000-4000-8000-000000000001';
export const MIA_BATCH = '10000000-0000-4000-8000-000000000002';

export const batch = (
  overrides: Partial<VoucherBatch> & Pick<VoucherBatch, 'id' | 'client_id'>,
): VoucherBatch => ({
  ids: [overrides.id],
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

export const balances: VoucherBalance[] = [
  {
    client_id: 'c-rui',
    entry_id: RUI_ENTRY,
    full_name: 'Rui Alves',
    type: { id: 1, type: 'individual' },
    duration: 60,
    totalCount: 1,
    running_low: true,
    expiring: [],
    expiring_soon: false,
  },
  {
    client_id: 'c-mia',
    entry_id: MIA_ENTRY,
    full_name: 'Mia Costa',
    type: { id: 2, type: 'duo' },
    duration: 30,
    totalCount: -2,
    running_low: true,
    expiring: [],
    expiring_soon: false,
  },
];

export const runningLow: RunningLowItem[] = [
  {
    id: 'low-1',
    client: { id: 'c-rui', entry_id: RUI_ENTRY, full_name: 'Rui Alves' },
    type: { id: 1, type: 'individual' },
    duration: 60,
    totalCount: 1,
    low: true,
    expiring_soon: { expires_at: '2026-05-20T10:00:00Z', count: 1 },
  },
  {
    id: 'low-2',
    client: { id: 'c-mia', entry_id: MIA_ENTRY, full_name: 'Mia Costa' },
    type: { id: 2, type: 'duo' },
    duration: 30,
    totalCount: -2,
    low: true,
    expiring_soon: null,
  },
  {
    id: 'low-3',
    client: { id: 'c-ana', entry_id: null, full_name: 'Ana Reis' },
    type: { id: 3, type: 'group' },
    duration: 60,
    totalCount: 6,
    low: false,
    expiring_soon: { expires_at: '2026-05-22T10:00:00Z', count: 4 },
  },
];

export const payments: PaymentOverviewRow[] = [
  {
    client_id: 'c-mia',
    entry_id: MIA_ENTRY,
    full_name: 'Mia Costa',
    unpaid_count: 8,
    batches: [
      batch({ id: MIA_BATCH, client_id: 'c-mia', type: { id: 2, type: 'duo' }, duration: 30, count: 8 }),
    ],
  },
  {
    client_id: 'c-rui',
    entry_id: RUI_ENTRY,
    full_name: 'Rui Alves',
    unpaid_count: 0,
    batches: [batch({ id: RUI_BATCH, client_id: 'c-rui', paid: true, paid_at: '2026-05-02T10:00:00Z' })],
  },
];
