/**
 * What every module that causes an event calls, in the transaction of the change
 * (docs/decisions/0051-webhooks.md): the event is written once, with one delivery per endpoint that
 * wants it (the professional's enabled endpoints subscribed to the type, and every enabled endpoint of
 * the operator's), each with the job of its first attempt. When no endpoint wants it, that was one
 * query and nothing is written; the data is only gathered then, so the booking path stays as fast.
 */
import type { WebhookEventType } from '@sessionbook/domain';
import type { Db } from '../../db/types.ts';
import { enqueueAll } from '../../jobs/queue.ts';
import { firstDeliveryJob } from './deliver-job.ts';
import { findListeningEndpoints, insertDeliveries, insertEvents } from './queries.ts';
import { newWebhookEventId } from './signature.ts';

export type WebhookData = Record<string, unknown>;

export interface WebhookEventInput {
  type: WebhookEventType;
  /** The event's `data`, or how to read it (called only when an endpoint wants the event). */
  data: WebhookData | (() => Promise<WebhookData>);
}

/** Records one event of `professionalId`'s; returns its id, or null when no endpoint wanted it. */
export async function recordWebhookEvent(
  tx: Db,
  input: WebhookEventInput & { professionalId: string | null; at?: Date },
): Promise<string | null> {
  const [id] = await recordWebhookEvents(tx, input.professionalId, [input], input.at);
  return id ?? null;
}

/** Several events of one professional at once (a class cancelled ends every place): still one query when nobody listens. */
export async function recordWebhookEvents(
  tx: Db,
  professionalId: string | null,
  events: readonly WebhookEventInput[],
  at: Date = new Date(),
): Promise<(string | null)[]> {
  if (!events.length) return [];
  const endpoints = await findListeningEndpoints(tx, professionalId);
  if (!endpoints.length) return events.map(() => null);
  const ids: (string | null)[] = [];
  const rows: Parameters<typeof insertEvents>[1] = [];
  const targets: { endpointId: string; eventId: string; createdAt: Date }[] = [];
  for (const event of events) {
    const wanting = endpoints.filter((endpoint) => endpoint.eventTypes.includes(event.type));
    if (!wanting.length) {
      ids.push(null);
      continue;
    }
    const id = newWebhookEventId(at);
    const data = typeof event.data === 'function' ? await event.data() : event.data;
    rows.push({
      id,
      professionalId,
      type: event.type,
      payload: { type: event.type, timestamp: at.toISOString(), data },
      createdAt: at,
    });
    targets.push(...wanting.map((endpoint) => ({ endpointId: endpoint.id, eventId: id, createdAt: at })));
    ids.push(id);
  }
  await insertEvents(tx, rows);
  const deliveries = await insertDeliveries(tx, targets);
  await enqueueAll(
    tx,
    deliveries.map((delivery) => firstDeliveryJob(delivery.id)),
  );
  return ids;
}
