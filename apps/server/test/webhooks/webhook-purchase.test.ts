import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StripeStandIn } from '../helpers/stripe-stand-in.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { checkout, connectStripe, newPack, stripeConfig, toApp } from '../payments/helpers.ts';
import { proWithClient, type VoucherWorld } from '../vouchers/helpers.ts';
import { drainAll, subscribe } from './helpers.ts';
import { startReceiver, type Receiver } from './receiver.ts';

/**
 * voucher.credited for a pack bought online (decision 0049): sent once when Stripe's webhook credits
 * the purchase, however often Stripe delivers its event; on both databases.
 */
describe.each(databaseKinds)('webhooks of a pack bought online (%s)', (kind) => {
  const standIn = new StripeStandIn();
  let t: TestApp;
  let receiver: Receiver;
  let world: VoucherWorld;

  beforeAll(async () => {
    await standIn.start();
    receiver = await startReceiver();
    t = await createTestApp(kind, { stripe: stripeConfig(standIn), outboundAllowPrivate: true });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
    await standIn.stop();
  });
  beforeEach(async () => {
    await t.reset();
    standIn.reset();
    receiver.reset();
    world = await proWithClient(t, 'hookbuy');
    await connectStripe(t, world.pro.token, standIn);
  });

  it('tells of the credit once, with its source', async () => {
    await subscribe(t, world.pro.token, receiver, ['voucher.credited']);
    const pack = await newPack(t, world.pro.token);
    const { sessionId } = await checkout(t, world, pack, standIn);
    const paid = standIn.paid(sessionId);
    const at = Math.floor(Date.now() / 1000);
    expect((await standIn.deliver(paid, toApp(t), { timestamp: at })).status).toBe(200);
    expect((await standIn.deliver(paid, toApp(t), { timestamp: at })).status).toBe(200);
    await drainAll(t);
    const credited = receiver.ofType('voucher.credited');
    expect(credited).toHaveLength(1);
    expect(credited[0]!.payload!.data).toMatchObject({
      client: { id: world.entry },
      voucher_type: 'group',
      duration: 60,
      count: 10,
      expires_at: expect.any(String),
      source: 'purchase',
    });
    expect(receiver.all).toHaveLength(1);
  });
});
