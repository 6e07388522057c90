/**
 * The ledger's side of packs bought online (docs/decisions/0049-paid-online.md): modules/payments
 * calls these in the transaction that handles Stripe's event, so the credit, its notice and the
 * event's record commit together or not at all.
 */
import { validUntil } from '@sessionbook/domain';
import { and, eq } from 'drizzle-orm';
import { voucherEntries } from '../../db/schema/vouchers.ts';
import type { Db } from '../../db/types.ts';
import { enqueue } from '../../jobs/queue.ts';
import { appendBatchEntry, newBatchId } from './ledger.ts';
import { professionalZone } from './packs.ts';
import { lockBatch } from './queries.ts';
import { voucherNoticeJob } from './voucher-notice-job.ts';
import { recordWebhookEvent } from '../webhooks/record-event.ts';
import { creditChange, voucherWebhook } from './webhook-data.ts';

/** What was bought: a copy of the pack as it was sold, and the payment that paid for it. */
export interface PaidPurchase {
  professionalId: string;
  clientId: string;
  packId: string | null;
  voucherTypeId: number;
  duration: number;
  count: number;
  amountCents: number;
  currency: string;
  validDays: number | null;
  /** The PaymentIntent's id: the batch's payment reference, unique per professional among credits. */
  paymentRef: string;
}

/** The price of one voucher of a purchase, to the cent. */
export const unitCents = (purchase: { amountCents: number; count: number }): number =>
  Math.round(purchase.amountCents / purchase.count);

/** Credits a paid purchase as a new batch, paid, with its reference; its id (the batch id). */
export async function creditPurchase(db: Db, purchase: PaidPurchase, now: Date): Promise<string> {
  const expiresAt =
    purchase.validDays === null
      ? null
      : validUntil(now, purchase.validDays, await professionalZone(db, purchase.professionalId));
  const credit = await appendBatchEntry(
    db,
    {
      kind: 'credit',
      batchId: newBatchId(),
      professionalId: purchase.professionalId,
      clientId: purchase.clientId,
      voucherTypeId: purchase.voucherTypeId,
      duration: purchase.duration,
      countDelta: purchase.count,
      paid: true,
      valueCents: unitCents(purchase),
      expiresAt,
      createdAt: now,
    },
    {
      packId: purchase.packId,
      currency: purchase.currency,
      source: 'purchase',
      paymentRef: purchase.paymentRef,
    },
  );
  // As for a batch the professional adds: the client hears of it once the credit commits.
  await enqueue(db, voucherNoticeJob('added', credit.id));
  await recordWebhookEvent(db, {
    professionalId: purchase.professionalId,
    at: now,
    ...voucherWebhook(db, 'voucher.credited', creditChange(credit, 'purchase')),
  });
  return credit.id;
}

/**
 * Takes refunded vouchers out of a bought batch: the whole batch (a `removal`) when as many as it
 * holds or more go, else an `edit` taking that many. Returns how many were taken (0: the batch was
 * already removed, or none to take).
 */
export async function refundPurchase(
  db: Db,
  batchId: string,
  vouchersToRemove: number,
  now: Date,
): Promise<number> {
  if (vouchersToRemove <= 0) return 0;
  const [credit] = await db
    .select({ professionalId: voucherEntries.professionalId })
    .from(voucherEntries)
    .where(and(eq(voucherEntries.id, batchId), eq(voucherEntries.kind, 'credit')));
  if (!credit) return 0;
  const found = await lockBatch(db, credit.professionalId, batchId);
  if (!found || found.batch.removed_at || found.batch.count <= 0) return 0;
  const { batch, credit: row } = found;
  const whole = vouchersToRemove >= batch.count;
  const taken = whole ? batch.count : vouchersToRemove;
  await appendBatchEntry(db, {
    professionalId: row.professionalId,
    clientId: row.clientId,
    voucherTypeId: row.voucherTypeId,
    duration: row.duration,
    kind: whole ? 'removal' : 'edit',
    batchId,
    countDelta: -taken,
    paid: batch.paid,
    valueCents: row.valueCents,
    expiresAt: row.expiresAt,
    createdAt: now,
  });
  return taken;
}
