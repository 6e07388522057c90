import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StripeConfig } from '../../src/config.ts';
import { professional } from '../client-book/helpers.ts';
import { call } from '../helpers/http.ts';
import { StripeStandIn } from '../helpers/stripe-stand-in.ts';
import { APP_HOST, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { balanceOf, proWithClient, type VoucherWorld } from '../vouchers/helpers.ts';
import {
  checkout,
  connectStripe,
  credits,
  eventIds,
  ledgerKinds,
  newPack,
  purchaseRow,
  stripeConfig,
  toApp,
} from './helpers.ts';

/**
 * Packs paid online (docs/decisions/0049-paid-online.md) on both databases, against a local stand-in
 * of Stripe's API with the official package pointed at it, and events signed by the package's own
 * test helper: whatever order, however often and however late events come, a payment credits once.
 */
describe.each(databaseKinds)('paid online (%s)', (kind) => {
  const standIn = new StripeStandIn();
  // Real time, moved ahead by the replay test: jobs written at the database's now() must be due.
  let offset = 0;
  const clock = { read: () => new Date(Date.now() + offset) };
  let t: TestApp;
  let connect: StripeConfig;
  let world: VoucherWorld;
  let account: string;
  let pack: string;
  const at = () => Math.floor(clock.read().getTime() / 1000);
  const deliver = (
    event: Parameters<StripeStandIn['deliver']>[0],
    options: { secret?: string; timestamp?: number } = {},
  ) => standIn.deliver(event, toApp(t), { timestamp: at(), ...options });

  beforeAll(async () => {
    await standIn.start();
    connect = stripeConfig(standIn);
    t = await createTestApp(kind, { stripe: connect }, { clock: clock.read });
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });
  beforeEach(async () => {
    await t.reset();
    standIn.reset();
    t.deps.config.stripe = connect;
    offset = 0;
    world = await proWithClient(t, 'buy');
    account = await connectStripe(t, world.pro.token, standIn);
    pack = await newPack(t, world.pro.token);
  });

  it('credits a paid checkout once: paid, with the payment reference, a receipt in the client language', async () => {
    await t.deps.database.db.execute(
      sql`update users set language = 'nl' where id = (select user_id from client_profiles where id = ${world.client.clientId})`,
    );
    const listed = await call(t, 'GET', `client/professionals/${world.pro.professionalId}/voucher-packs`, {
      token: world.client.token,
    });
    expect(listed.body.data).toMatchObject([{ id: pack, count: 10, price: 100, currency: 'EUR' }]);

    const { sessionId, purchaseId } = await checkout(t, world, pack, standIn);
    const made = standIn.requests.find((request) => request.path === '/v1/checkout/sessions')!;
    expect(made).toMatchObject({ stripeAccount: account, idempotencyKey: purchaseId });
    expect(made.body).toMatchObject({
      mode: 'payment',
      client_reference_id: purchaseId,
      metadata: { purchase_id: purchaseId },
      customer_email: 'buy.client@example.test',
      locale: 'nl',
      line_items: { 0: { quantity: '1', price_data: { currency: 'eur', unit_amount: '10000' } } },
    });
    expect(String(made.body.success_url)).toMatch(
      new RegExp(`/professionals/${world.pro.professionalId}/vouchers\\?purchase=${purchaseId}$`),
    );
    // No fee of ours is taken from the professional's payment.
    expect(JSON.stringify(made.body)).not.toContain('application_fee');
    expect(await balanceOf(t, world)).toBe(0);

    const paid = standIn.paid(sessionId);
    expect((await deliver(paid)).status).toBe(200);
    const paymentIntent = standIn.sessions.get(sessionId)!.payment_intent!;
    const [credit] = await credits(t);
    expect(credit).toMatchObject({
      count_delta: 10,
      paid: true,
      value_cents: 1000,
      source: 'purchase',
      payment_ref: paymentIntent,
      currency: 'EUR',
    });
    expect(credit!.expires_at).not.toBeNull();
    expect(await purchaseRow(t, purchaseId)).toMatchObject({
      status: 'paid',
      payment_intent_id: paymentIntent,
      batch_id: credit!.id,
    });
    expect(await balanceOf(t, world)).toBe(10);

    const own = await call(t, 'GET', `client/professionals/${world.pro.professionalId}/vouchers`, {
      token: world.client.token,
    });
    expect(own.body.data.batches).toMatchObject([
      { count: 10, paid: true, source: 'purchase', pack: { id: pack } },
    ]);

    const mails = (await t.outbox.all()).filter((row) => row.toAddress === 'buy.client@example.test');
    const receipt = mails.find((row) => row.template === 'vouchers_bought')!;
    expect(receipt.subject).toContain('Betaalbewijs');
    expect(receipt.text).toContain(paymentIntent);
    expect(receipt.text).toMatch(/€\s?100,00/);
    expect(mails.filter((row) => row.template === 'vouchers_bought')).toHaveLength(1);
  });

  it('changes nothing on a duplicate delivery, or the same event replayed an hour later with a fresh signature', async () => {
    const { sessionId } = await checkout(t, world, pack, standIn);
    const paid = standIn.paid(sessionId);
    expect((await deliver(paid)).status).toBe(200);
    expect((await deliver(paid)).status).toBe(200);
    offset = 3_600_000;
    expect((await deliver(paid)).status).toBe(200);
    // Stripe's two "paid" events for one session (completed, then async succeeded) credit once too.
    expect((await deliver(standIn.paid(sessionId, 'checkout.session.async_payment_succeeded'))).status).toBe(
      200,
    );
    expect(await credits(t)).toHaveLength(1);
    expect(await balanceOf(t, world)).toBe(10);
    const receipts = (await t.outbox.all()).filter((row) => row.template === 'vouchers_bought');
    expect(receipts).toHaveLength(1);
  });

  it('refuses forged and late events and records nothing of them', async () => {
    const { sessionId } = await checkout(t, world, pack, standIn);
    const paid = standIn.paid(sessionId);
    expect((await deliver(paid, { secret: 'whsec_someone_else' })).status).toBe(400);
    const signed = standIn.sign(paid, { timestamp: at() });
    const altered = signed.body.replace('"amount_total": 10000', '"amount_total": 1');
    expect(altered).not.toBe(signed.body);
    expect((await toApp(t)(altered, signed.signature)).status).toBe(400);
    expect((await call(t, 'POST', 'stripe/webhook', { json: signed.body })).status).toBe(400);
    expect(
      (
        await call(t, 'POST', 'stripe/webhook', {
          json: signed.body,
          headers: { 'stripe-signature': 'nonsense' },
        })
      ).status,
    ).toBe(400);
    // Ten minutes old: past the 300 seconds' tolerance.
    expect((await deliver(paid, { timestamp: at() - 600 })).status).toBe(400);
    expect(await eventIds(t)).toEqual([]);
    expect(await credits(t)).toEqual([]);
    // The genuine delivery, on time, still applies.
    expect((await deliver(paid)).status).toBe(200);
    expect(await balanceOf(t, world)).toBe(10);
  });

  it("never lets another professional's account credit this professional's client", async () => {
    const other = await professional(t, 'other.pro');
    const otherAccount = await connectStripe(t, other.token, standIn);
    const { sessionId } = await checkout(t, world, pack, standIn);
    const paid = standIn.paid(sessionId);
    const { account: _own, ...rest } = paid as unknown as Record<string, unknown>;
    const fromOther = { ...rest, id: `${paid.id}_other`, account: otherAccount };
    expect((await deliver(fromOther as never)).status).toBe(200);
    // Nor the platform's own account, in Connect mode.
    expect((await deliver({ ...rest, id: `${paid.id}_platform` } as never)).status).toBe(200);
    expect(await credits(t)).toEqual([]);
    expect((await purchaseRow(t, (await checkoutPurchase())!)).status).toBe('open');
    expect((await deliver(paid)).status).toBe(200);
    expect(await balanceOf(t, world)).toBe(10);

    async function checkoutPurchase() {
      return standIn.sessions.get(sessionId)?.client_reference_id;
    }
  });

  it('applies a refund that comes before its payment once the payment is in (409 until then)', async () => {
    const { sessionId, purchaseId } = await checkout(t, world, pack, standIn);
    const paid = standIn.paid(sessionId);
    const refund = standIn.refunded(sessionId);
    expect((await deliver(refund)).status).toBe(409);
    expect(await eventIds(t)).toEqual([]);
    expect((await deliver(paid)).status).toBe(200);
    expect(await balanceOf(t, world)).toBe(10);
    expect((await deliver(refund)).status).toBe(200);
    expect(await balanceOf(t, world)).toBe(0);
    expect(await purchaseRow(t, purchaseId)).toMatchObject({ status: 'refunded' });
    expect(await ledgerKinds(t)).toEqual(['credit 10', 'removal -10']);
  });

  it('takes vouchers for a partial refund, the rest for the full one, each told to the client once', async () => {
    const { sessionId, purchaseId } = await checkout(t, world, pack, standIn);
    expect((await deliver(standIn.paid(sessionId))).status).toBe(200);
    // 25.00 of 100.00 back: two whole vouchers of 10.00 each.
    const partial = standIn.refunded(sessionId, 2500);
    expect((await deliver(partial)).status).toBe(200);
    expect((await deliver(partial)).status).toBe(200);
    expect(await balanceOf(t, world)).toBe(8);
    expect(await purchaseRow(t, purchaseId)).toMatchObject({ status: 'paid' });
    const full = standIn.refunded(sessionId);
    expect((await deliver(full)).status).toBe(200);
    expect(await balanceOf(t, world)).toBe(0);
    expect(await ledgerKinds(t)).toEqual(['credit 10', 'edit -2', 'removal -8']);
    expect(await purchaseRow(t, purchaseId)).toMatchObject({ status: 'refunded' });
    const told = (await t.outbox.all()).filter((row) => row.template === 'purchase_refunded');
    expect(told).toHaveLength(2);
  });

  it('keeps nothing of an event whose transaction fails after the credit, and credits once on the next delivery', async () => {
    const db = t.deps.database.db;
    // The fault: the step after the credit (marking the purchase paid) fails inside the transaction,
    // as a server killed before its commit would leave it.
    await db.execute(sql`create function fail_purchase_paid() returns trigger language plpgsql as $$
      begin raise exception 'injected fault after the credit'; end $$`);
    await db.execute(sql`create trigger fail_purchase_paid before update on voucher_purchases
      for each row when (new.status = 'paid') execute function fail_purchase_paid()`);
    try {
      const { sessionId } = await checkout(t, world, pack, standIn);
      const paid = standIn.paid(sessionId);
      const { body, signature } = standIn.sign(paid, { timestamp: at() });
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { host: APP_HOST, 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
      expect(reply.statusCode).toBe(500);
      expect(await eventIds(t)).toEqual([]);
      expect(await credits(t)).toEqual([]);
      await db.execute(sql`drop trigger fail_purchase_paid on voucher_purchases`);
      expect((await deliver(paid)).status).toBe(200);
      expect((await deliver(paid)).status).toBe(200);
      expect(await credits(t)).toHaveLength(1);
      expect(await balanceOf(t, world)).toBe(10);
    } finally {
      await db.execute(sql`drop trigger if exists fail_purchase_paid on voucher_purchases`);
      await db.execute(sql`drop function if exists fail_purchase_paid()`);
    }
  });

  it('marks an expired checkout, follows account.updated, and records unknown events', async () => {
    const { sessionId, purchaseId } = await checkout(t, world, pack, standIn);
    const session = standIn.sessions.get(sessionId)!;
    const { account: sessionAccount, ...object } = session;
    expect(
      (
        await deliver(
          standIn.event('checkout.session.expired', { ...object, status: 'expired' }, sessionAccount),
        )
      ).status,
    ).toBe(200);
    expect(await purchaseRow(t, purchaseId)).toMatchObject({ status: 'expired' });
    const unknown = standIn.event('customer.created', { id: 'cus_1', object: 'customer' });
    expect((await deliver(unknown)).status).toBe(200);
    expect(await eventIds(t)).toContain(unknown.id);
    const disabled = standIn.event(
      'account.updated',
      { id: account, object: 'account', charges_enabled: false },
      account,
    );
    expect((await deliver(disabled)).status).toBe(200);
    standIn.accounts.get(account)!.charges_enabled = false;
    const status = await call(t, 'GET', 'professional/payments', { token: world.pro.token });
    expect(status.body.data).toEqual({
      available: true,
      mode: 'connect',
      connected: true,
      charges_enabled: false,
    });
    const listed = await call(t, 'GET', `client/professionals/${world.pro.professionalId}/voucher-packs`, {
      token: world.client.token,
    });
    expect(listed.body.data).toEqual([]);
    const refused = await call(
      t,
      'POST',
      `client/professionals/${world.pro.professionalId}/voucher-packs/${pack}/checkout`,
      {
        token: world.client.token,
      },
    );
    expect(refused.status).toBe(404);
  });

  it("pays into the operator's own account on a single-studio instance", async () => {
    t.deps.config.stripe = stripeConfig(standIn, 'single');
    const status = await call(t, 'GET', 'professional/payments', { token: world.pro.token });
    expect(status.body.data).toEqual({
      available: true,
      mode: 'single',
      connected: true,
      charges_enabled: true,
    });
    expect((await call(t, 'POST', 'professional/payments/connect', { token: world.pro.token })).status).toBe(
      404,
    );
    const { sessionId } = await checkout(t, world, pack, standIn);
    expect(standIn.requests.at(-1)).toMatchObject({ path: '/v1/checkout/sessions', stripeAccount: null });
    // An event from some connected account cannot pay a purchase of the operator's account.
    const paid = standIn.paid(sessionId);
    expect((await deliver({ ...paid, id: `${paid.id}_x`, account: 'acct_elsewhere' } as never)).status).toBe(
      200,
    );
    expect(await credits(t)).toEqual([]);
    expect((await deliver(paid)).status).toBe(200);
    expect(await balanceOf(t, world)).toBe(10);
  });

  it('shows nothing of payments without Stripe configured', async () => {
    t.deps.config.stripe = null;
    const status = await call(t, 'GET', 'professional/payments', { token: world.pro.token });
    expect(status.body.data).toMatchObject({ available: false, connected: false, charges_enabled: false });
    expect((await call(t, 'POST', 'professional/payments/connect', { token: world.pro.token })).status).toBe(
      404,
    );
    const listed = await call(t, 'GET', `client/professionals/${world.pro.professionalId}/voucher-packs`, {
      token: world.client.token,
    });
    expect(listed.body.data).toEqual([]);
    const bought = await call(
      t,
      'POST',
      `client/professionals/${world.pro.professionalId}/voucher-packs/${pack}/checkout`,
      {
        token: world.client.token,
      },
    );
    expect(bought.status).toBe(404);
    const hook = await call(t, 'POST', 'stripe/webhook', {
      json: '{}',
      headers: { 'stripe-signature': 't=1,v1=00' },
    });
    expect(hook.status).toBe(404);
  });

  it('lists packs on a public profile only, and checks who asks', async () => {
    const username = 'buy.pro';
    const guest = await call(t, 'GET', `guest/professionals/${username}/voucher-packs`);
    expect(guest.status).toBe(404);
    await t.deps.database.db.execute(
      sql`update professional_profiles set is_public = true where id = ${world.pro.professionalId}`,
    );
    const shown = await call(t, 'GET', `guest/professionals/${username}/voucher-packs`);
    expect(shown.body.data).toMatchObject([{ id: pack }]);

    // A professional is not a client; a client is not a professional.
    const asPro = await call(
      t,
      'POST',
      `client/professionals/${world.pro.professionalId}/voucher-packs/${pack}/checkout`,
      {
        token: world.pro.token,
      },
    );
    expect(asPro.status).toBe(403);
    expect((await call(t, 'GET', 'professional/payments', { token: world.client.token })).status).toBe(403);
    // A client of someone else neither sees nor buys this professional's packs.
    const stranger = await proWithClient(t, 'stranger');
    const seen = await call(t, 'GET', `client/professionals/${world.pro.professionalId}/voucher-packs`, {
      token: stranger.client.token,
    });
    expect(seen.status).toBe(404);
    const bought = await call(
      t,
      'POST',
      `client/professionals/${world.pro.professionalId}/voucher-packs/${pack}/checkout`,
      {
        token: stranger.client.token,
      },
    );
    expect(bought.status).toBe(404);
    // Another professional's pack is unknown under this professional.
    const strangerPack = await newPack(t, stranger.pro.token);
    const mixed = await call(
      t,
      'POST',
      `client/professionals/${world.pro.professionalId}/voucher-packs/${strangerPack}/checkout`,
      {
        token: world.client.token,
      },
    );
    expect(mixed).toMatchObject({ status: 404, body: { code: 'error.vouchers.pack_not_found' } });
    expect(standIn.requests.filter((request) => request.path === '/v1/checkout/sessions')).toEqual([]);
  });
});
