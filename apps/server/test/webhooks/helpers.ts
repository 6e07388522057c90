import { WEBHOOK_EVENT_TYPES } from '@sessionbook/domain';
import { sql } from 'drizzle-orm';
import { call } from '../helpers/http.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { recordWebhookEvent } from '../../src/modules/webhooks/record-event.ts';
import type { Receiver } from './receiver.ts';

export { call };

/** Registers the receiver as an endpoint of the professional for `types` (every type by default). */
export async function subscribe(
  t: TestApp,
  token: string,
  receiver: Receiver,
  types: readonly string[] = WEBHOOK_EVENT_TYPES,
): Promise<{ id: string; secret: string }> {
  const reply = await call(t, 'POST', 'professional/webhooks', {
    token,
    body: { url: receiver.url, event_types: types, description: 'Test receiver' },
  });
  if (reply.status !== 201) throw new Error(`subscribe: ${reply.status} ${JSON.stringify(reply.body)}`);
  receiver.useSecret(reply.body.data.secret);
  return { id: reply.body.data.id, secret: reply.body.data.secret };
}

export interface DeliveryState {
  event_id: string;
  type: string;
  status: string;
  attempts: number;
  delivered: boolean;
}

/** Every delivery of the database with its event's type, oldest first. */
export async function deliveries(t: TestApp): Promise<DeliveryState[]> {
  const result = (await t.deps.database.db.execute(sql`
    select d.event_id, e.type, d.status, d.attempts, d.delivered_at is not null as delivered
    from webhook_deliveries d join webhook_events e on e.id = d.event_id
    order by d.created_at, e.id`)) as unknown as { rows: DeliveryState[] };
  return result.rows;
}

/** Runs due jobs until none is left (a delivery's retry becomes due only when the clock reaches it). */
export async function drainAll(t: TestApp): Promise<void> {
  while ((await t.drain()) > 0);
}

/**
 * An endpoint of the professional's at a public address (nothing is sent there unless jobs are
 * drained) with one delivery in its log: for the fuzz world and the authorization matrix.
 */
export async function storedWebhookDelivery(
  t: TestApp,
  owner: { token: string; professionalId: string },
): Promise<{ endpoint: string; delivery: string }> {
  const created = await call(t, 'POST', 'professional/webhooks', {
    token: owner.token,
    body: { url: 'https://93.184.216.34/hooks', event_types: ['client.added'] },
  });
  if (created.status !== 201) throw new Error(`webhook endpoint: ${JSON.stringify(created.body)}`);
  const { db } = t.deps.database;
  await db.transaction((tx) =>
    recordWebhookEvent(tx, {
      professionalId: owner.professionalId,
      type: 'client.added',
      data: { client: { name: 'World' } },
    }),
  );
  const found = (await db.execute(
    sql`select id from webhook_deliveries where endpoint_id = ${created.body.data.id}`,
  )) as unknown as { rows: { id: string }[] };
  return { endpoint: created.body.data.id, delivery: found.rows[0]!.id };
}
