/**
 * The webhook events of vouchers (docs/webhooks.md#vouchers): voucher.credited (a batch added, bought
 * online, or an imported opening balance), voucher.used (a use written by consumption at a session's
 * start) and voucher.expired (what a batch still held at its end). The data is read only when an
 * endpoint wants the event.
 */
import type { WebhookEventType } from '@sessionbook/domain';
import { eq } from 'drizzle-orm';
import { voucherTypes } from '../../db/schema/platform.ts';
import type { Db } from '../../db/types.ts';
import { webhookClient } from '../webhooks/people.ts';
import type { WebhookEventInput } from '../webhooks/record-event.ts';

export interface VoucherChange {
  professionalId: string;
  clientId: string;
  voucherTypeId: number;
  /** The voucher's length in minutes. */
  duration: number;
  /** How many vouchers: credited, used (1) or expired. */
  count: number;
  batchId: string | null;
  expiresAt?: Date | null;
  /** How a credit came: added by the professional, bought online, or an imported opening balance. */
  source?: 'added' | 'purchase' | 'opening_balance';
  /** The session and booking a use is for. */
  eventId?: string | null;
  registrationId?: string | null;
}

export function voucherWebhook(db: Db, type: WebhookEventType, change: VoucherChange): WebhookEventInput {
  return { type, data: () => voucherData(db, change) };
}

async function voucherData(db: Db, change: VoucherChange): Promise<Record<string, unknown>> {
  const [voucherType] = await db
    .select({ type: voucherTypes.type })
    .from(voucherTypes)
    .where(eq(voucherTypes.id, change.voucherTypeId));
  return {
    batch_id: change.batchId,
    client: await webhookClient(db, change.professionalId, change.clientId),
    voucher_type: voucherType?.type ?? null,
    duration: change.duration,
    count: change.count,
    ...(change.expiresAt !== undefined ? { expires_at: change.expiresAt?.toISOString() ?? null } : {}),
    ...(change.source ? { source: change.source } : {}),
    ...(change.eventId !== undefined
      ? { session_id: change.eventId, booking_id: change.registrationId ?? null }
      : {}),
  };
}

/** A credit entry of the ledger as voucher.credited names it. */
export const creditChange = (
  credit: {
    id: string;
    batchId: string | null;
    professionalId: string;
    clientId: string;
    voucherTypeId: number;
    duration: number;
    countDelta: number;
    expiresAt: Date | null;
  },
  source: NonNullable<VoucherChange['source']>,
): VoucherChange => ({
  professionalId: credit.professionalId,
  clientId: credit.clientId,
  voucherTypeId: credit.voucherTypeId,
  duration: credit.duration,
  count: credit.countDelta,
  batchId: credit.batchId ?? credit.id,
  expiresAt: credit.expiresAt,
  source,
});
