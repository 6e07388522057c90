import {
  toCents,
  validUntil,
  VALIDATION_MESSAGES,
  type AddVouchersInput,
  type EditBatchInput,
  type VoucherBatch,
  type VoucherChangeInput,
} from '@sessionbook/domain';
import { AppError, isAppError } from '../../../core/errors.ts';
import { findClientRow } from '../../clients/queries.ts';
import type { Db } from '../../../db/types.ts';
import { enqueue } from '../../../jobs/queue.ts';
import { appendBatchEntry, appendReset, balancesOf, kindKey, newBatchId } from '../ledger.ts';
import { voucherNoticeJob } from '../voucher-notice-job.ts';
import { foldWithContext, lockBatch } from '../queries.ts';
import { currencyOf } from '../batch-context.ts';
import { findPack, professionalZone } from '../packs.ts';
import { recordWebhookEvent } from '../../webhooks/record-event.ts';
import { creditChange, voucherWebhook } from '../webhook-data.ts';

const unableToUpdate = () => new AppError('error.vouchers.unable_to_update');
const batchNotFound = () => new AppError('error.vouchers.batch_not_found');

/**
 * The client account behind a live book entry of the professional. Another professional's entry is
 * unknown (404); an invitation not yet accepted has no account to hold vouchers (409,
 * docs/product/errors.md#booking-and-scheduling-errors:
 * "unable to update vouchers").
 */
export async function accountOfEntry(db: Db, professionalId: string, entryId: string): Promise<string> {
  const entry = await findClientRow(db, professionalId, entryId);
  if (!entry) throw new AppError('error.client.not_found');
  if (!entry.clientId) throw unableToUpdate();
  return entry.clientId;
}

/**
 * A new batch, free-form or sold from a pack (docs/decisions/0047-packs-and-expiry.md): a pack must hold
 * the batch's type and duration, and gives its validity unless `valid_days` says otherwise. A batch
 * with an end expires by a job at that end (appendBatchEntry schedules it).
 */
export async function addBatch(
  db: Db,
  professionalId: string,
  entryId: string,
  input: AddVouchersInput,
  now: Date,
): Promise<VoucherBatch> {
  const clientId = await accountOfEntry(db, professionalId, entryId);
  const pack = input.pack_id ? await packForBatch(db, professionalId, input.pack_id, input) : null;
  const validDays = input.valid_days === undefined ? (pack?.validDays ?? null) : input.valid_days;
  const credit = await appendBatchEntry(
    db,
    {
      kind: 'credit',
      batchId: newBatchId(),
      professionalId,
      clientId,
      voucherTypeId: input.voucher_type_id,
      duration: input.duration,
      countDelta: input.count,
      paid: input.paid,
      valueCents: input.value === null ? null : toCents(input.value),
      expiresAt:
        validDays === null ? null : validUntil(now, validDays, await professionalZone(db, professionalId)),
      createdAt: now,
    },
    { packId: pack?.id ?? null, currency: await currencyOf(db, professionalId) },
  );
  // The client hears of it (issue 24), once the batch commits.
  await enqueue(db, voucherNoticeJob('added', credit.id));
  await recordWebhookEvent(db, {
    professionalId,
    at: now,
    ...voucherWebhook(db, 'voucher.credited', creditChange(credit, 'added')),
  });
  const [batch] = await foldWithContext(db, professionalId, [[credit]]);
  return batch!;
}

/** The pack a batch is sold from: the professional's, on the forms (not archived), of the same kind. */
async function packForBatch(
  db: Db,
  professionalId: string,
  packId: string,
  input: { voucher_type_id: number; duration: number },
) {
  const pack = await findPack(db, professionalId, packId);
  if (pack.archivedAt) throw new AppError('error.vouchers.pack_not_found');
  if (pack.voucherTypeId !== input.voucher_type_id || pack.duration !== input.duration)
    throw new AppError('validation', {
      fields: { pack_id: [VALIDATION_MESSAGES.packMismatch] },
      status: 422,
    });
  return pack;
}

/**
 * A batch that can still change: the professional's own, not removed, and (but for being paid) not
 * ended: what expired is in the ledger for good (docs/product/rules.md#expiry).
 */
async function changeableBatch(
  db: Db,
  professionalId: string,
  batchId: string,
  now: Date,
  change: 'edit' | 'pay' = 'edit',
) {
  const found = await lockBatch(db, professionalId, batchId);
  if (!found) throw batchNotFound();
  if (found.batch.removed_at) throw unableToUpdate();
  const ended = found.batch.expires_at !== null && Date.parse(found.batch.expires_at) <= now.getTime();
  if (ended && change === 'edit') throw unableToUpdate();
  return found;
}

/** Records what the batch holds now; a change that changes nothing records nothing. */
export async function editBatch(
  db: Db,
  professionalId: string,
  batchId: string,
  input: EditBatchInput,
  now: Date,
): Promise<VoucherBatch> {
  const { batch, credit } = await changeableBatch(db, professionalId, batchId, now);
  const count = input.count ?? batch.count;
  const paid = input.paid ?? batch.paid;
  const value = input.value === undefined ? batch.value : input.value;
  if (count === batch.count && paid === batch.paid && value === batch.value) return batch;
  await appendBatchEntry(db, {
    ...kindOf(credit),
    kind: 'edit',
    batchId,
    countDelta: count - batch.count,
    paid,
    valueCents: value === null ? null : toCents(value),
    expiresAt: credit.expiresAt,
    createdAt: now,
  });
  return (await lockBatch(db, professionalId, batchId))!.batch;
}

export async function markBatchPaid(
  db: Db,
  professionalId: string,
  batchId: string,
  now: Date,
): Promise<VoucherBatch> {
  const { batch, credit } = await changeableBatch(db, professionalId, batchId, now, 'pay');
  if (batch.paid) return batch;
  await appendBatchEntry(db, {
    ...kindOf(credit),
    kind: 'payment',
    batchId,
    countDelta: 0,
    paid: true,
    valueCents: batch.value === null ? null : toCents(batch.value),
    expiresAt: credit.expiresAt,
    createdAt: now,
  });
  return (await lockBatch(db, professionalId, batchId))!.batch;
}

export async function removeBatch(
  db: Db,
  professionalId: string,
  batchId: string,
  now: Date,
): Promise<VoucherBatch> {
  const { batch, credit } = await changeableBatch(db, professionalId, batchId, now);
  await appendBatchEntry(db, {
    ...kindOf(credit),
    kind: 'removal',
    batchId,
    countDelta: -batch.count,
    paid: batch.paid,
    valueCents: batch.value === null ? null : toCents(batch.value),
    expiresAt: credit.expiresAt,
    createdAt: now,
  });
  return (await lockBatch(db, professionalId, batchId))!.batch;
}

/** The reset-voucher-type modal: the client's balance of this kind becomes 0, recorded as an entry. */
export async function resetVoucherType(
  db: Db,
  professionalId: string,
  entryId: string,
  kind: { voucher_type_id: number; duration: number },
  now: Date,
): Promise<string> {
  const clientId = await accountOfEntry(db, professionalId, entryId);
  const target = { professionalId, clientId, voucherTypeId: kind.voucher_type_id, duration: kind.duration };
  const balance = (await balancesOf(db, professionalId, [clientId])).get(kindKey(target)) ?? 0;
  if (balance !== 0) await appendReset(db, target, balance, now);
  return clientId;
}

/**
 * The edit-vouchers screen's confirmed changes, in order, all or nothing (the caller's transaction).
 * A change's field errors come back under `changes.{index}.`.
 */
export async function applyChanges(
  db: Db,
  professionalId: string,
  changes: readonly VoucherChangeInput[],
  now: Date,
): Promise<VoucherBatch[]> {
  const batches: VoucherBatch[] = [];
  for (const [index, change] of changes.entries()) {
    try {
      batches.push(await applyChange(db, professionalId, change, now));
    } catch (error) {
      if (isAppError(error) && error.fields) {
        const fields = Object.fromEntries(
          Object.entries(error.fields).map(([field, messages]) => [`changes.${index}.${field}`, messages]),
        );
        throw new AppError(error.code, { fields, ...(error.status ? { status: error.status } : {}) });
      }
      throw error;
    }
  }
  return batches;
}

function applyChange(
  db: Db,
  professionalId: string,
  change: VoucherChangeInput,
  now: Date,
): Promise<VoucherBatch> {
  switch (change.action) {
    case 'add':
      return addBatch(db, professionalId, change.entry_id, change, now);
    case 'edit':
      return editBatch(db, professionalId, change.batch_id, change, now);
    case 'remove':
      return removeBatch(db, professionalId, change.batch_id, now);
    case 'mark_paid':
      return markBatchPaid(db, professionalId, change.batch_id, now);
  }
}

const kindOf = (credit: {
  professionalId: string;
  clientId: string;
  voucherTypeId: number;
  duration: number;
}) => ({
  professionalId: credit.professionalId,
  clientId: credit.clientId,
  voucherTypeId: credit.voucherTypeId,
  duration: credit.duration,
});
