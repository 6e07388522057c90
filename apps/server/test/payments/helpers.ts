import { sql } from 'drizzle-orm';
import type { StripeConfig } from '../../src/config.ts';
import { call } from '../helpers/http.ts';
import type { TestApp } from '../helpers/test-app.ts';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  type DeliverTo,
  type StripeStandIn,
} from '../helpers/stripe-stand-in.ts';
import type { VoucherWorld } from '../vouchers/helpers.ts';

export const stripeConfig = (
  standIn: StripeStandIn,
  mode: StripeConfig['mode'] = 'connect',
): StripeConfig => ({
  secretKey: STAND_IN_SECRET_KEY,
  webhookSecret: STAND_IN_WEBHOOK_SECRET,
  mode,
  apiUrl: standIn.url,
});

/** Delivery through the app's HTTP layer, the reply checked against the OpenAPI document. */
export const toApp =
  (t: TestApp): DeliverTo =>
  (body, signature) =>
    call(t, 'POST', 'stripe/webhook', { json: body, headers: { 'stripe-signature': signature } });

async function ok<T>(reply: Promise<{ status: number; body: { data: T } }>, what: string): Promise<T> {
  const { status, body } = await reply;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** The professional's pack: 10 group-class vouchers of 60 minutes for 100.00, valid 90 days. */
export async function newPack(
  t: TestApp,
  token: string,
  body: Record<string, unknown> = {},
): Promise<string> {
  const pack = await ok<{ id: string }>(
    call(t, 'POST', 'professional/voucher-packs', {
      token,
      body: {
        name: 'Ten classes',
        voucher_type_id: 3,
        duration: 60,
        count: 10,
        price: 100,
        valid_days: 90,
        ...body,
      },
    }),
    'pack',
  );
  return pack.id;
}

/** Connects the professional's Stripe account (Connect mode); its id. */
export async function connectStripe(t: TestApp, token: string, standIn: StripeStandIn): Promise<string> {
  await ok(call(t, 'POST', 'professional/payments/connect', { token }), 'connect');
  const status = await ok<{ charges_enabled: boolean }>(
    call(t, 'GET', 'professional/payments', { token }),
    'status',
  );
  if (!status.charges_enabled) throw new Error('the account cannot charge');
  return [...standIn.accounts.keys()].at(-1)!;
}

/** The client starts a checkout of the pack; the session id the stand-in made. */
export async function checkout(t: TestApp, world: VoucherWorld, packId: string, standIn: StripeStandIn) {
  const data = await ok<{ url: string }>(
    call(t, 'POST', `client/professionals/${world.pro.professionalId}/voucher-packs/${packId}/checkout`, {
      token: world.client.token,
    }),
    'checkout',
  );
  const sessionId = data.url.split('/').pop()!;
  const session = standIn.sessions.get(sessionId)!;
  return { sessionId, session, purchaseId: session.client_reference_id! };
}

type Rows<T> = { rows: T[] };

export async function credits(t: TestApp) {
  const result = (await t.deps.database.db.execute(
    sql`select id, count_delta, paid, value_cents, source, payment_ref, currency, expires_at from voucher_entries where kind = 'credit' order by seq`,
  )) as unknown as Rows<{
    id: string;
    count_delta: number;
    paid: boolean;
    value_cents: number;
    source: string;
    payment_ref: string;
    currency: string;
    expires_at: Date | string | null;
  }>;
  return result.rows;
}

export async function ledgerKinds(t: TestApp): Promise<string[]> {
  const result = (await t.deps.database.db.execute(
    sql`select kind, count_delta from voucher_entries order by seq`,
  )) as unknown as Rows<{ kind: string; count_delta: number }>;
  return result.rows.map((row) => `${row.kind} ${row.count_delta}`);
}

export async function purchaseRow(t: TestApp, purchaseId: string) {
  const result = (await t.deps.database.db.execute(
    sql`select status, payment_intent_id, batch_id, paid_at, checkout_session_id from voucher_purchases where id = ${purchaseId}`,
  )) as unknown as Rows<{
    status: string;
    payment_intent_id: string | null;
    batch_id: string | null;
    paid_at: unknown;
  }>;
  return result.rows[0]!;
}

export async function eventIds(t: TestApp): Promise<string[]> {
  const result = (await t.deps.database.db.execute(
    sql`select id from stripe_events order by id`,
  )) as unknown as Rows<{
    id: string;
  }>;
  return result.rows.map((row) => row.id);
}
