import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addClient } from '../client-book/helpers.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { movableClock, proWithClient, type VoucherWorld } from '../vouchers/helpers.ts';
import { WEBHOOK_RETRY_DELAYS_MS } from '../../src/modules/webhooks/retry-schedule.ts';
import { call, drainAll, subscribe } from './helpers.ts';
import { startReceiver, type Receiver } from './receiver.ts';

const NOW = new Date('2027-03-10T12:00:00Z');

/**
 * A webhook that keeps failing tells its professional (docs/webhooks.md#retries): once a delivery has
 * run out of its retries, in their language, with the address and the last answer; once per failure
 * streak however many deliveries fail; again only after a delivery went through; never for an
 * endpoint they turned off. On both databases.
 */
describe.each(databaseKinds)('the notice of a failing webhook (%s)', (kind) => {
  let t: TestApp;
  let receiver: Receiver;
  const clock = movableClock(NOW);
  let world: VoucherWorld;
  let endpoint: { id: string; secret: string };

  beforeAll(async () => {
    receiver = await startReceiver({ now: clock.read });
    t = await createTestApp(kind, { outboundAllowPrivate: true }, { clock: clock.read });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  beforeEach(async () => {
    await t.reset();
    receiver.reset();
    clock.set(NOW);
    world = await proWithClient(t, 'hookfail');
    endpoint = await subscribe(t, world.pro.token, receiver, ['client.added']);
  });

  const later = (ms: number) => clock.set(new Date(clock.read().getTime() + ms));
  const notices = async () =>
    (await t.outbox.all()).filter((message) => message.template === 'webhook_failing');
  /** Adds a client (one event) and runs its delivery through every retry. */
  async function failOneDelivery(name: string) {
    await addClient(t, world.pro.token, { full_name: name, email: `${name.toLowerCase()}@example.test` });
    await drainAll(t);
    for (const wait of WEBHOOK_RETRY_DELAYS_MS) {
      later(wait);
      await drainAll(t);
    }
  }

  it('tells nobody while retries are left, then once, with the address and the last answer', async () => {
    receiver.answer('fail');
    await addClient(t, world.pro.token, { full_name: 'Ann', email: 'ann@example.test' });
    await drainAll(t);
    for (const wait of WEBHOOK_RETRY_DELAYS_MS.slice(0, -1)) {
      later(wait);
      await drainAll(t);
    }
    expect(await notices()).toEqual([]);
    later(WEBHOOK_RETRY_DELAYS_MS.at(-1)!);
    await drainAll(t);
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ toAddress: 'hookfail.pro@example.test', language: 'en' });
    expect(notice!.subject).toBe(`A webhook to ${receiver.url} is failing`);
    expect(notice!.text).toContain('“client.added”');
    expect(notice!.text).toContain('HTTP 500');
    expect(notice!.text).toContain('/professional/settings/integrations');
  });

  it('tells once per streak, and again only after a delivery went through', async () => {
    receiver.answer('fail');
    await failOneDelivery('Ann');
    await failOneDelivery('Bo');
    expect(await notices()).toHaveLength(1);
    receiver.answer('ok');
    await addClient(t, world.pro.token, { full_name: 'Cy', email: 'cy@example.test' });
    await drainAll(t);
    receiver.answer('fail');
    await failOneDelivery('Dee');
    expect(await notices()).toHaveLength(2);
  });

  it('says "no answer" when the address cannot be reached, in the reader’s language', async () => {
    await t.deps.database.db.execute(sql`update users set language = 'nl' where id = ${world.pro.userId}`);
    const port = receiver.port;
    await receiver.close();
    await failOneDelivery('Ann');
    receiver = await startReceiver({ now: clock.read, port });
    const [notice] = await notices();
    expect(notice).toMatchObject({ language: 'nl' });
    expect(notice!.text).toContain('geen antwoord');
  });

  it('tells nobody of an endpoint the professional turned off', async () => {
    receiver.answer('fail');
    const off = await call(t, 'PUT', `professional/webhooks/${endpoint.id}`, {
      token: world.pro.token,
      body: { url: receiver.url, event_types: ['client.added'], enabled: false },
    });
    expect(off.status).toBe(200);
    await failOneDelivery('Ann');
    expect(await notices()).toEqual([]);
  });
});
