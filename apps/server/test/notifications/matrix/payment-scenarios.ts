import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { call } from '../../helpers/http.ts';
import { STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET } from '../../helpers/stripe-stand-in.ts';
import type { Scenario } from './session-scenarios.ts';
import type { Person, World } from './world.ts';

/**
 * Packs bought online (decision 0049): the matrix's server takes payments into one account
 * (single studio), and the change is Stripe's signed event, timed by the matrix's clock. Only the
 * signing is needed, so the purchase a checkout would write is written here.
 */
const signer = new Stripe(STAND_IN_SECRET_KEY);

async function purchaseOf(w: World, pro: Person, client: Person) {
  const pack = await w.api(pro, 'POST', 'professional/voucher-packs', {
    name: 'Ten classes',
    voucher_type_id: 3,
    duration: 60,
    count: 10,
    price: 100,
    valid_days: 90,
  });
  const id = randomUUID();
  const session = `cs_test_${id.slice(0, 8)}`;
  await w.t.deps.database.db.execute(sql`
    insert into voucher_purchases (id, professional_id, client_id, pack_id, pack_name, voucher_type_id,
      duration, count, amount_cents, currency, valid_days, checkout_session_id)
    values (${id}, ${pro.professionalId}, ${client.clientId}, ${pack.data.id}, 'Ten classes', 3, 60, 10,
      10000, 'EUR', 90, ${session})`);
  return { id, session, paymentIntent: 'pi_matrix1' };
}

async function deliver(w: World, type: string, object: Record<string, unknown>) {
  const body = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type, data: { object } });
  const signature = signer.webhooks.generateTestHeaderString({
    payload: body,
    secret: STAND_IN_WEBHOOK_SECRET,
    timestamp: Math.floor(w.now().getTime() / 1000),
  });
  const reply = await call(w.t, 'POST', 'stripe/webhook', {
    json: body,
    headers: { 'stripe-signature': signature },
  });
  if (reply.status !== 200) throw new Error(`${type}: ${reply.status} ${JSON.stringify(reply.body)}`);
}

const paid = (purchase: Awaited<ReturnType<typeof purchaseOf>>) => ({
  id: purchase.session,
  object: 'checkout.session',
  payment_status: 'paid',
  amount_total: 10000,
  currency: 'eur',
  client_reference_id: purchase.id,
  metadata: { purchase_id: purchase.id },
  payment_intent: purchase.paymentIntent,
});

export const PAYMENT_SCENARIOS: Record<string, Scenario> = {
  async vouchers_bought(w) {
    const pro = await w.professional();
    const anna = await w.client(pro, 'Anna', 'nl', 'Asia/Kolkata');
    const purchase = await purchaseOf(w, pro, anna);
    return {
      cast: { professional: pro, client: anna },
      change: () => deliver(w, 'checkout.session.completed', paid(purchase)),
    };
  },

  async purchase_refunded(w) {
    const pro = await w.professional();
    const anna = await w.client(pro, 'Anna', 'nl', 'Asia/Kolkata');
    const purchase = await purchaseOf(w, pro, anna);
    await deliver(w, 'checkout.session.completed', paid(purchase));
    return {
      cast: { professional: pro, client: anna },
      change: () =>
        deliver(w, 'charge.refunded', {
          id: 'ch_matrix',
          object: 'charge',
          amount: 10000,
          amount_refunded: 10000,
          refunded: true,
          currency: 'eur',
          payment_intent: purchase.paymentIntent,
          metadata: { purchase_id: purchase.id },
        }),
    };
  },
};
