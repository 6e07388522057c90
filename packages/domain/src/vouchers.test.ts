import { describe, expect, it } from 'vitest';
import { lastVoucherPrice, type PricedBatch } from './vouchers.ts';

const batch = (overrides: Partial<PricedBatch> & { type_id?: number } = {}): PricedBatch => ({
  type: { id: overrides.type_id ?? 1 },
  duration: overrides.duration ?? 60,
  value: overrides.value === undefined ? 40 : overrides.value,
  createdAt: overrides.createdAt ?? '2027-01-01T10:00:00Z',
  removed_at: overrides.removed_at ?? null,
});

describe('lastVoucherPrice (issue 25)', () => {
  const kind = { voucher_type_id: 1, duration: 60 };

  it("offers the newest price of the client's batches of that kind, in any order", () => {
    const batches = [
      batch({ value: 45, createdAt: '2027-03-01T10:00:00Z' }),
      batch({ value: 40, createdAt: '2027-01-01T10:00:00Z' }),
    ];
    expect(lastVoucherPrice(batches, kind)).toBe(45);
    expect(lastVoucherPrice([...batches].reverse(), kind)).toBe(45);
  });

  it('looks only at the same session type and length', () => {
    const batches = [
      batch({ value: 40 }),
      batch({ value: 70, duration: 90, createdAt: '2027-05-01T10:00:00Z' }),
      batch({ value: 25, type_id: 3, createdAt: '2027-05-01T10:00:00Z' }),
    ];
    expect(lastVoucherPrice(batches, kind)).toBe(40);
    expect(lastVoucherPrice(batches, { voucher_type_id: 1, duration: 90 })).toBe(70);
    expect(lastVoucherPrice(batches, { voucher_type_id: 2, duration: 60 })).toBeNull();
  });

  it('skips removed batches and batches kept without a price', () => {
    const batches = [
      batch({ value: 40, createdAt: '2027-01-01T10:00:00Z' }),
      batch({ value: 99, createdAt: '2027-02-01T10:00:00Z', removed_at: '2027-02-01T11:00:00Z' }),
      batch({ value: null, createdAt: '2027-03-01T10:00:00Z' }),
    ];
    expect(lastVoucherPrice(batches, kind)).toBe(40);
    expect(lastVoucherPrice([], kind)).toBeNull();
  });
});
