/**
 * The edit-vouchers screen's unsaved changes (docs/product/rules.md#editing-vouchers: "voucher edits stay
 * unsaved until
 * confirmed, with undo and discard"). The screen keeps a list of operations; everything it shows (the
 * batches as they will be, the balances they lead to, the number of unsaved changes) and the one
 * `POST vouchers/changes` it sends are derived from the server's batches plus that list. Undo drops
 * the last operation, Discard all of them.
 */
import type { VoucherBatch, VoucherChange } from '@sessionbook/domain';

/** A batch the professional added on this screen, not saved yet. */
export interface NewBatch {
  ref: string;
  entry_id: string;
  client_id: string;
  type: { id: number; type: string };
  duration: number;
  count: number;
  value: number | null;
  paid: boolean;
  /** The pack sold, and how many days the vouchers stay valid (null: no expiry), sent as they are. */
  pack_id: string | null;
  valid_days: number | null;
}

export type StagedOp =
  | { kind: 'add'; batch: NewBatch }
  | { kind: 'count'; ref: string; count: number }
  | { kind: 'remove'; ref: string }
  | { kind: 'paid'; ref: string };

/** A batch as it will be once the changes are saved. */
export interface StagedBatch {
  ref: string;
  isNew: boolean;
  client_id: string;
  entry_id: string | null;
  type: { id: number; type: string };
  duration: number;
  createdAt: string | null;
  value: number | null;
  count: number;
  originalCount: number;
  paid: boolean;
  originalPaid: boolean;
  removed: boolean;
  pack_id: string | null;
  valid_days: number | null;
  /** When its vouchers expire; an ended batch can no longer be changed or removed (decision 0047). */
  expires_at: string | null;
}

export interface ServerBatch extends VoucherBatch {
  entry_id: string | null;
}

/** Adds an operation; a count change right after one on the same batch replaces it, so Undo undoes the whole stepper run. */
export function pushOp(ops: readonly StagedOp[], op: StagedOp): StagedOp[] {
  const last = ops.at(-1);
  if (op.kind === 'count' && last?.kind === 'count' && last.ref === op.ref) return [...ops.slice(0, -1), op];
  return [...ops, op];
}

/** The batches (live ones of the server, then the new ones) after the operations. */
export function applyOps(server: readonly ServerBatch[], ops: readonly StagedOp[]): StagedBatch[] {
  const batches = new Map<string, StagedBatch>();
  for (const batch of server) {
    if (batch.removed_at) continue;
    batches.set(batch.id, {
      ref: batch.id,
      isNew: false,
      client_id: batch.client_id,
      entry_id: batch.entry_id,
      type: batch.type,
      duration: batch.duration,
      createdAt: batch.createdAt,
      value: batch.value,
      count: batch.count,
      originalCount: batch.count,
      paid: batch.paid,
      originalPaid: batch.paid,
      removed: false,
      pack_id: batch.pack?.id ?? null,
      valid_days: null,
      expires_at: batch.expires_at,
    });
  }
  for (const op of ops) {
    if (op.kind === 'add') {
      const { batch } = op;
      batches.set(batch.ref, {
        ...batch,
        isNew: true,
        createdAt: null,
        originalCount: 0,
        originalPaid: false,
        removed: false,
        expires_at: null,
      });
      continue;
    }
    // A batch that disappeared from the server meanwhile: its operations no longer apply.
    const batch = batches.get(op.ref);
    if (!batch) continue;
    if (op.kind === 'count') batch.count = op.count;
    else if (op.kind === 'remove') batch.removed = true;
    else batch.paid = true;
  }
  return [...batches.values()];
}

const isChanged = (batch: StagedBatch) =>
  batch.isNew
    ? !batch.removed
    : batch.removed || batch.count !== batch.originalCount || batch.paid !== batch.originalPaid;

/** The body of `POST vouchers/changes`: one change per batch at most, additions first. */
export function toChanges(batches: readonly StagedBatch[]): VoucherChange[] {
  const changes: VoucherChange[] = [];
  for (const batch of batches.filter(isChanged)) {
    if (batch.isNew) {
      if (batch.entry_id === null) continue;
      changes.push({
        action: 'add',
        entry_id: batch.entry_id,
        voucher_type_id: batch.type.id,
        duration: batch.duration,
        count: batch.count,
        value: batch.value,
        paid: batch.paid,
        pack_id: batch.pack_id,
        valid_days: batch.valid_days,
      });
    } else if (batch.removed) {
      changes.push({ action: 'remove', batch_id: batch.ref });
    } else if (batch.count !== batch.originalCount) {
      changes.push({
        action: 'edit',
        batch_id: batch.ref,
        count: batch.count,
        ...(batch.paid !== batch.originalPaid ? { paid: true } : {}),
      });
    } else {
      changes.push({ action: 'mark_paid', batch_id: batch.ref });
    }
  }
  return changes.sort((a, b) => order(a) - order(b));
}

const order = (change: VoucherChange) => (change.action === 'add' ? 0 : 1);

/** Key of a balance: client, voucher type, duration. */
export const balanceKey = (clientId: string, typeId: number, duration: number) =>
  `${clientId}|${typeId}|${duration}`;

/** How each balance moves once the changes are saved (a removed batch takes its vouchers with it). */
export function balanceDeltas(batches: readonly StagedBatch[]): Map<string, number> {
  const deltas = new Map<string, number>();
  for (const batch of batches) {
    const after = batch.removed ? 0 : batch.count;
    const delta = after - batch.originalCount;
    if (delta === 0) continue;
    const key = balanceKey(batch.client_id, batch.type.id, batch.duration);
    deltas.set(key, (deltas.get(key) ?? 0) + delta);
  }
  return deltas;
}

/** The number of batches with an unsaved change. */
export const countChanges = (batches: readonly StagedBatch[]) => batches.filter(isChanged).length;
