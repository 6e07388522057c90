import { Webhook } from 'standardwebhooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { addClient } from '../client-book/helpers.ts';
import { movableClock, proWithClient, type VoucherWorld } from '../vouchers/helpers.ts';
import { WEBHOOK_RETRY_DELAYS_MS } from '../../src/modules/webhooks/retry-schedule.ts';
import { signWebhook } from '../../src/modules/webhooks/signature.ts';
import { call, deliveries, drainAll, subscribe } from './helpers.ts';
import { startReceiver, type Receiver } from './receiver.ts';

const NOW = new Date('2027-03-10T12:00:00Z');

/**
 * Delivery (docs/webhooks.md): a receiver that fails for a while gets every delivery once it
 * recovers, on the retry schedule; "send again" sends the same webhook-id; a forged body, a wrong
 * secret and a replay with an old timestamp fail the receiver's verification; on both databases.
 */
describe.each(databaseKinds)('webhook delivery (%s)', (kind) => {
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
    world = await proWithClient(t, 'deliv');
    endpoint = await subscribe(t, world.pro.token, receiver, ['client.added']);
  });

  const pro = () => ({ token: world.pro.token });
  const later = (ms: number) => clock.set(new Date(clock.read().getTime() + ms));
  const log = async () =>
    (await call(t, 'GET', `professional/webhooks/${endpoint.id}/deliveries`, pro())).body.data;

  it('retries on the schedule while the receiver fails, then delivers every event once', async () => {
    receiver.answer('fail');
    for (const name of ['Ann', 'Bo', 'Cy'])
      await addClient(t, world.pro.token, { full_name: name, email: `${name}@example.test` });
    await drainAll(t);
    expect(receiver.all).toHaveLength(3);
    let rows = await log();
    expect(
      rows.map((row: { status: string; attempts: number; last_status_code: number }) => [
        row.status,
        row.attempts,
        row.last_status_code,
      ]),
    ).toEqual([
      ['pending', 1, 500],
      ['pending', 1, 500],
      ['pending', 1, 500],
    ]);
    // Not due before its wait has passed.
    later(WEBHOOK_RETRY_DELAYS_MS[0] - 1_000);
    await drainAll(t);
    expect(receiver.all).toHaveLength(3);
    later(1_000);
    await drainAll(t);
    expect(receiver.all).toHaveLength(6);
    // Refused connections (the receiver is down) are failures too.
    receiver.answer('ok');
    const port = receiver.port;
    await receiver.close();
    later(WEBHOOK_RETRY_DELAYS_MS[1]);
    await drainAll(t);
    rows = await log();
    expect(
      rows.every(
        (row: { attempts: number; last_status_code: number | null; last_error: string }) =>
          row.attempts === 3 && row.last_status_code === null && row.last_error.startsWith('network'),
      ),
    ).toBe(true);
    receiver = await startReceiverOn(port);
    later(WEBHOOK_RETRY_DELAYS_MS[2]);
    await drainAll(t);
    expect(receiver.kept.size).toBe(3);
    expect(receiver.all.every((request) => request.verified)).toBe(true);
    rows = await log();
    expect(
      rows.every(
        (row: { status: string; attempts: number; last_status_code: number }) =>
          row.status === 'delivered' && row.attempts === 4 && row.last_status_code === 204,
      ),
    ).toBe(true);
    // Nothing more is sent once delivered.
    later(WEBHOOK_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0));
    await drainAll(t);
    expect(receiver.all).toHaveLength(3);
  });

  /** The receiver again on the same port (the endpoint's URL), secret kept. */
  async function startReceiverOn(port: number): Promise<Receiver> {
    const next = await startReceiver({ now: clock.read, port });
    next.useSecret(endpoint.secret);
    return next;
  }

  it('gives up after the last retry, and "send again" delivers the same id', async () => {
    receiver.answer('fail');
    await addClient(t, world.pro.token, { full_name: 'Dee', email: 'dee@example.test' });
    await drainAll(t);
    for (const wait of WEBHOOK_RETRY_DELAYS_MS) {
      later(wait);
      await drainAll(t);
    }
    expect(receiver.all).toHaveLength(WEBHOOK_RETRY_DELAYS_MS.length + 1);
    const [failed] = await log();
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 8,
      last_status_code: 500,
      event_type: 'client.added',
    });
    later(24 * 3_600_000);
    await drainAll(t);
    expect(receiver.all).toHaveLength(8);

    receiver.answer('ok');
    const resend = await call(
      t,
      'POST',
      `professional/webhooks/${endpoint.id}/deliveries/${failed.id}/resend`,
      pro(),
    );
    expect(resend.status).toBe(200);
    expect(resend.body.data).toMatchObject({ id: failed.id, status: 'pending' });
    await drainAll(t);
    expect([...receiver.kept.keys()]).toEqual([failed.event_id]);
    expect(new Set(receiver.all.map((request) => request.id))).toEqual(new Set([failed.event_id]));
    // Sent again once delivered: the same id once more, which the receiver already has.
    await call(t, 'POST', `professional/webhooks/${endpoint.id}/deliveries/${failed.id}/resend`, pro());
    await call(t, 'POST', `professional/webhooks/${endpoint.id}/deliveries/${failed.id}/resend`, pro());
    await drainAll(t);
    expect(receiver.all).toHaveLength(10);
    expect(receiver.all.at(-1)!.id).toBe(failed.event_id);
    expect(receiver.kept.size).toBe(1);
    expect((await log())[0]).toMatchObject({ status: 'delivered', attempts: 10 });
  });

  it('lets the receiver detect a forged body, a wrong secret and a replay', async () => {
    await addClient(t, world.pro.token, { full_name: 'Eve', email: 'eve@example.test' });
    await drainAll(t);
    const [genuine] = receiver.all;
    expect(genuine!.verified).toBe(true);
    const { headers, body } = genuine!;
    const forgedBody = body.replace('Eve', 'Mallory');
    expect(forgedBody).not.toBe(body);
    expect(receiver.verify(forgedBody, headers).verified).toBe(false);
    const wrongSecret = 'whsec_' + Buffer.alloc(24, 7).toString('base64');
    const forgedSignature = signWebhook(
      wrongSecret,
      headers['webhook-id']!,
      Number(headers['webhook-timestamp']),
      forgedBody,
    );
    expect(receiver.verify(forgedBody, { ...headers, 'webhook-signature': forgedSignature }).verified).toBe(
      false,
    );
    // The same request six minutes later (a replay) is too old, though its signature is right.
    later(6 * 60_000);
    expect(receiver.verify(body, headers).verified).toBe(false);
    expect(() => new Webhook(endpoint.secret).verify(body, headers)).toThrow();
    // A new timestamp cannot be put on the old body without the secret.
    const replayed = { ...headers, 'webhook-timestamp': String(Math.floor(clock.read().getTime() / 1000)) };
    expect(receiver.verify(body, replayed).verified).toBe(false);
  });

  it('sends nothing and writes nothing when no endpoint wants the event', async () => {
    await call(t, 'DELETE', `professional/webhooks/${endpoint.id}`, pro());
    await addClient(t, world.pro.token, { full_name: 'Fay', email: 'fay@example.test' });
    await drainAll(t);
    const counted = (await t.deps.database.db.execute(
      sql`select (select count(*)::int from webhook_events) as events, (select count(*)::int from jobs where kind = 'webhooks.deliver') as jobs`,
    )) as unknown as { rows: { events: number; jobs: number }[] };
    expect(counted.rows[0]).toEqual({ events: 0, jobs: 0 });
    expect(await deliveries(t)).toEqual([]);
    expect(receiver.all).toHaveLength(0);
  });
});
