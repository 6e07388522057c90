/** The edit-vouchers screen's unsaved operations and everything derived from them (lib/staged-changes.ts). */
import type { PaymentOverviewRow } from '@sessionbook/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  applyOps,
  balanceDeltas,
  pushOp,
  toChanges,
  type NewBatch,
  type ServerBatch,
  type StagedOp,
} from './lib/staged-changes.ts';

export function useStagedEdits(rows: PaymentOverviewRow[] | undefined) {
  const [ops, setOps] = useState<StagedOp[]>([]);
  const nextRef = useRef(1);
  const server = useMemo<ServerBatch[]>(
    () => (rows ?? []).flatMap((row) => row.batches.map((batch) => ({ ...batch, entry_id: row.entry_id }))),
    [rows],
  );
  const batches = useMemo(() => applyOps(server, ops), [server, ops]);
  const changes = useMemo(() => toChanges(batches), [batches]);
  const deltas = useMemo(() => balanceDeltas(batches), [batches]);

  const push = useCallback((op: StagedOp) => setOps((list) => pushOp(list, op)), []);
  const add = useCallback(
    (batch: Omit<NewBatch, 'ref'>) =>
      push({ kind: 'add', batch: { ...batch, ref: `new-${nextRef.current++}` } }),
    [push],
  );
  const undo = useCallback(() => setOps((list) => list.slice(0, -1)), []);
  const discard = useCallback(() => setOps([]), []);

  return { ops, batches, changes, deltas, push, add, undo, discard, dirty: ops.length > 0 };
}

export type StagedEdits = ReturnType<typeof useStagedEdits>;
