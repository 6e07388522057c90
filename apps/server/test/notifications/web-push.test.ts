import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { buildApp } from '../../src/http/app.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { startPushService, type TestSubscription } from '../helpers/push-service.ts';
import {
  NOW,
  call,
  classBody,
  createEvents,
  registerInClass,
  scheduler,
  timedClient,
} from '../scheduling/helpers.ts';

/**
 * Issue 24, item 7: Web Push as a third channel. Devices subscribe per category; the job worker
 * delivers through the one message path to the device's push service, here a local one that decrypts
 * each payload with the subscription's keys and checks the VAPID signature.
 */
describe.each(databaseKinds)('web push (%s)', (kind) => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof startPushService>>;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
    service = await startPushService();
    service.state.vapidPublicKey = t.deps.config.push.keys!.publicKey;
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });
  beforeEach(async () => {
    await t.reset();
    service.received.length = 0;
    service.state.answer = 201;
  });

  const subscribeDevice = async (
    token: string,
    device: TestSubscription,
    categories = { calendar: true, no_action: true },
  ) =>
    call(t, 'PUT', 'profile/push-subscription', {
      token,
      body: { ...device, categories, label: 'Test phone' },
    });

  async function bookedClient(language: 'en' | 'nl' = 'en') {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-28T07:30:00Z', '2027-03-28T08:30:00Z', { title: 'Pilates' }),
    );
    const client = await timedClient(t, 'anna', language, 'Europe/Amsterdam');
    return { pro, event, client };
  }

  it('tells the app its public key, and a device subscribes and reads its state back', async () => {
    const config = await t.app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { host: 'app.localhost' },
    });
    expect(config.json().rules.push).toEqual({
      enabled: true,
      public_key: t.deps.config.push.keys!.publicKey,
    });

    const { client } = await bookedClient();
    const device = service.subscribe();
    const query = `profile/push-subscription?endpoint=${encodeURIComponent(device.endpoint)}`;
    expect((await call(t, 'GET', query, { token: client.token })).body.data).toEqual({
      subscribed: false,
      categories: { calendar: true, no_action: true },
    });
    const saved = await subscribeDevice(client.token, device, { calendar: true, no_action: false });
    expect(saved.status).toBe(200);
    expect((await call(t, 'GET', query, { token: client.token })).body.data).toEqual({
      subscribed: true,
      categories: { calendar: true, no_action: false },
    });
    // Another user cannot read or end this device's subscription.
    const other = await timedClient(t, 'bert');
    expect((await call(t, 'GET', query, { token: other.token })).body.data.subscribed).toBe(false);
    await call(t, 'DELETE', query, { token: other.token });
    expect((await call(t, 'GET', query, { token: client.token })).body.data.subscribed).toBe(true);
    expect((await call(t, 'DELETE', query, { token: client.token })).body.data.subscribed).toBe(false);
    expect((await call(t, 'GET', query, { token: client.token })).body.data.subscribed).toBe(false);
  });

  it('delivers a booking to the device, encrypted for it and signed with our key, in the reader language', async () => {
    const { event, client } = await bookedClient('nl');
    const device = service.subscribe();
    expect((await subscribeDevice(client.token, device)).status).toBe(200);
    await registerInClass(t, event.id, client.clientId);
    await t.drain();
    expect(service.received).toHaveLength(1);
    const [push] = service.received;
    expect(push!.payload).toMatchObject({
      title: 'Sessionbook',
      url: expect.stringContaining(`http://app.localhost:3000/calendar`),
      tag: expect.stringMatching(/^[\w-]{22}$/),
    });
    const { body } = push!.payload as { body: string };
    // The mail's subject in Dutch, and the time in the reader's zone (09:30 in Amsterdam).
    expect(body).toMatch(/Pilates/);
    expect(body).toMatch(/09:30|9:30/);
    expect(push!.vapid).toMatchObject({ aud: service.origin, sub: t.deps.config.push.subject });
    expect(push!.headers.ttl).toBe('86400');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    const [row] = rows<{ transport: string; status: string }>(
      await t.deps.database.db.execute(
        sql`select transport, status from outbox_messages where channel = 'push'`,
      ),
    );
    expect(row).toEqual({ transport: 'webpush', status: 'sent' });
  });

  it('honours each device’s kinds, and sends no account mail (activation, reset) as push', async () => {
    const { event, client } = await bookedClient();
    const quiet = service.subscribe();
    const loud = service.subscribe();
    await subscribeDevice(client.token, quiet, { calendar: false, no_action: true });
    await subscribeDevice(client.token, loud, { calendar: true, no_action: false });
    await registerInClass(t, event.id, client.clientId);
    await call(t, 'POST', 'auth/forgot', { body: { email: client.email } });
    await t.drain();
    expect(service.received).toHaveLength(1);
    expect(service.received[0]!.headers.host).toBe(new URL(service.origin).host);
    expect(String((service.received[0]!.payload as { body: string }).body)).toMatch(/Pilates/);
  });

  it('drops a device whose push service says it is gone (410), and fails that message once', async () => {
    const { event, client } = await bookedClient();
    const device = service.subscribe();
    await subscribeDevice(client.token, device);
    service.state.answer = 410;
    await registerInClass(t, event.id, client.clientId);
    await t.drain();
    const [row] = rows<{ status: string; last_error: string }>(
      await t.deps.database.db.execute(
        sql`select status, last_error from outbox_messages where channel = 'push'`,
      ),
    );
    expect(row!.status).toBe('failed');
    expect(row!.last_error).toMatch(/410/);
    expect(rows(await t.deps.database.db.execute(sql`select id from push_subscriptions`))).toHaveLength(0);
  });

  it('refuses an endpoint that is not a push service with 422, so the server is never pointed inward', async () => {
    const { client } = await bookedClient();
    const device = service.subscribe();
    const publicConfig = loadConfig({
      DATA_DIR: t.deps.config.dataDir,
      JWT_SECRET: 'test-jwt-secret-not-for-production',
      RATE_LIMIT: 'off',
      APP_URL: 'https://app.example.com',
      PUBLIC_URL: 'https://example.com',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    const app = await buildApp({ ...t.deps, config: { ...publicConfig, push: t.deps.config.push } });
    try {
      for (const endpoint of [
        device.endpoint,
        'https://169.254.169.254/latest/meta-data',
        'https://fcm.googleapis.com.evil.test/send/x',
        'http://fcm.googleapis.com/fcm/send/x',
      ]) {
        const res = await app.inject({
          method: 'PUT',
          url: '/api/profile/push-subscription',
          headers: { host: 'app.example.com', authorization: `Bearer ${client.token}` },
          payload: { ...device, endpoint, categories: { calendar: true, no_action: true } },
        });
        expect(res.statusCode, endpoint).toBe(422);
        expect(res.json().errors).toEqual({ endpoint: ['validation.push_service'] });
      }
      const fcm = await app.inject({
        method: 'PUT',
        url: '/api/profile/push-subscription',
        headers: { host: 'app.example.com', authorization: `Bearer ${client.token}` },
        payload: {
          ...device,
          endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
          categories: { calendar: true, no_action: true },
        },
      });
      expect(fcm.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('validates the subscription body', async () => {
    const { client } = await bookedClient();
    const device = service.subscribe();
    const bad = await call(t, 'PUT', 'profile/push-subscription', {
      token: client.token,
      body: {
        endpoint: 'not a url',
        keys: { p256dh: 'x', auth: device.keys.auth },
        categories: { calendar: 1 },
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(
      ['categories.calendar', 'categories.no_action', 'endpoint', 'keys.p256dh'].sort(),
    );
    expect(rows(await t.deps.database.db.execute(sql`select id from push_subscriptions`))).toHaveLength(0);
  });

  it('ends every device of a deleted account', async () => {
    const { client } = await bookedClient();
    await subscribeDevice(client.token, service.subscribe());
    const deleted = await call(t, 'DELETE', 'user', {
      token: client.token,
      body: { email: client.email, password: 'correct-horse-1' },
    });
    expect(deleted.status).toBeLessThan(300);
    expect(rows(await t.deps.database.db.execute(sql`select id from push_subscriptions`))).toHaveLength(0);
  });
});

function rows<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
