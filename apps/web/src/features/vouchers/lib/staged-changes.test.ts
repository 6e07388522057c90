import type { VoucherBatch } from '@sessionbook/domain';
import { describe, expect, it } from 'vitest';
import {
  applyOps,
  balanceDeltas,
  balanceKey,
  countChanges,
  pushOp,
  toChanges,
  type ServerBatch,
  type StagedOp,
} from './staged-changes.ts';

const B1 = '10000000-0000-4000-8000-000000000001';
const B2 = '10000000-0000-4000-8000-000000000002';
const ENTRY = '20000000-0000-4000-8000-000000000001';

const batch = (id: string, overrides: Partial<VoucherBatch> = {}): ServerBatch => ({
  id,
  ids: [id],
  client_id: 'c1',
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
  entry_id: ENTRY,
  ...overrides,
});

const server = [
  batch(B1),
  batch(B2, { paid: true, count: 5 }),
  batch('gone', { removed_at: '2026-05-02T10:00:00Z', count: 0 }),
];

describe('staged voucher changes', () => {
  it('sends nothing and moves no balance without operations, and leaves removed batches out', () => {
    const batches = applyOps(server, []);
    expect(batches.map((b) => b.ref)).toEqual([B1, B2]);
    expect(toChanges(batches)).toEqual([]);
    expect(balanceDeltas(batches).size).toBe(0);
  });

  it('turns operations into one change per batch, additions first', () => {
    const ops: StagedOp[] = [
      { kind: 'count', ref: B1, count: 12 },
      { kind: 'paid', ref: B1 },
      { kind: 'remove', ref: B2 },
      {
        kind: 'add',
        batch: {
          ref: 'new-1',
          entry_id: ENTRY,
          client_id: 'c1',
          type: { id: 2, type: 'duo' },
          duration: 30,
          count: 5,
          value: 12.5,
          paid: true,
          pack_id: '30000000-0000-4000-8000-000000000001',
          valid_days: 90,
        },
      },
    ];
    const batches = applyOps(server, ops);
    expect(toChanges(batches)).toEqual([
      {
        action: 'add',
        entry_id: ENTRY,
        voucher_type_id: 2,
        duration: 30,
        count: 5,
        value: 12.5,
        paid: true,
        pack_id: '30000000-0000-4000-8000-000000000001',
        valid_days: 90,
      },
      { action: 'edit', batch_id: B1, count: 12, paid: true },
      { action: 'remove', batch_id: B2 },
    ]);
    expect(countChanges(batches)).toBe(3);
    const deltas = balanceDeltas(batches);
    expect(deltas.get(balanceKey('c1', 1, 60))).toBe(2 - 5);
    expect(deltas.get(balanceKey('c1', 2, 30))).toBe(5);
  });

  it('marks paid without an edit, and a count set back to its value is no change', () => {
    let ops = pushOp([], { kind: 'paid', ref: B1 });
    ops = pushOp(ops, { kind: 'count', ref: B2, count: 6 });
    ops = pushOp(ops, { kind: 'count', ref: B2, count: 5 });
    // A stepper run on one batch is one operation, so Undo undoes it whole.
    expect(ops).toHaveLength(2);
    expect(toChanges(applyOps(server, ops))).toEqual([{ action: 'mark_paid', batch_id: B1 }]);
  });

  it('drops a new batch removed again, and operations on batches the server no longer has', () => {
    const ops: StagedOp[] = [
      {
        kind: 'add',
        batch: {
          ref: 'new-1',
          entry_id: ENTRY,
          client_id: 'c1',
          type: { id: 1, type: 'individual' },
          duration: 60,
          count: 5,
          value: null,
          paid: false,
          pack_id: null,
          valid_days: null,
        },
      },
      { kind: 'remove', ref: 'new-1' },
      { kind: 'count', ref: 'unknown', count: 3 },
    ];
    const batches = applyOps(server, ops);
    expect(toChanges(batches)).toEqual([]);
    expect(balanceDeltas(batches).size).toBe(0);
  });
});
