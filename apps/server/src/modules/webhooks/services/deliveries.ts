/**
 * The delivery log of an endpoint and "send again" (docs/webhooks.md#send-again): a new attempt of the
 * same delivery, so the receiver gets the same `webhook-id` (and can tell it already has it).
 */
import { randomUUID } from 'node:crypto';
import type { WebhookDelivery, WebhookEventType } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { cancelPendingJobs, enqueue } from '../../../jobs/queue.ts';
import { DELIVER_WEBHOOK_JOB, deliveryJob } from '../deliver-job.ts';
import {
  findDelivery,
  findEndpoint,
  findOperatorDelivery,
  listDeliveries,
  markPending,
  type DeliveryLogRow,
  type EndpointOwner,
} from '../queries.ts';
import { endpointNotFound } from './endpoints.ts';

type Deps = Pick<AppDeps, 'database' | 'clock'>;

/** The log shows this many, newest first. */
export const DELIVERY_LOG_LENGTH = 100;

export const deliveryOut = (row: DeliveryLogRow): WebhookDelivery => ({
  id: row.id,
  event_id: row.eventId,
  event_type: row.eventType as WebhookEventType,
  status: row.status as WebhookDelivery['status'],
  attempts: row.attempts,
  last_status_code: row.lastStatusCode,
  last_error: row.lastError,
  last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
  delivered_at: row.deliveredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listWebhookDeliveries(
  deps: Deps,
  owner: EndpointOwner,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  const { db } = deps.database;
  if (!(await findEndpoint(db, owner, endpointId))) throw endpointNotFound();
  return (await listDeliveries(db, endpointId, DELIVERY_LOG_LENGTH)).map(deliveryOut);
}

/**
 * Sends a delivery again now: its scheduled retries are dropped and one new attempt starts a new
 * round of the schedule. Two clicks before it runs make one attempt: the second drops the first's job.
 */
export async function resendWebhookDelivery(
  deps: Deps,
  owner: EndpointOwner,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const { db } = deps.database;
  if (!(await findEndpoint(db, owner, endpointId))) throw endpointNotFound();
  const found = await findDelivery(db, endpointId, deliveryId);
  if (!found) throw new AppError('not_found');
  return resend(deps, found);
}

/** The operator's `resend <deliveryId>` (an instance-wide endpoint's delivery only). */
export async function resendOperatorDelivery(deps: Deps, deliveryId: string): Promise<WebhookDelivery> {
  const found = await findOperatorDelivery(deps.database.db, deliveryId);
  if (!found) throw new AppError('not_found');
  return resend(deps, found);
}

async function resend(deps: Deps, delivery: DeliveryLogRow): Promise<WebhookDelivery> {
  await deps.database.db.transaction(async (tx) => {
    await cancelPendingJobs(tx, `${DELIVER_WEBHOOK_JOB}:${delivery.id}:`);
    await markPending(tx, delivery.id);
    await enqueue(tx, deliveryJob(delivery.id, 0, `resend-${randomUUID()}`));
  });
  return deliveryOut({ ...delivery, status: 'pending' });
}
