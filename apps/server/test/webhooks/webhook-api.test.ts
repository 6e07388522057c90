import { MAX_WEBHOOK_ENDPOINTS } from '@sessionbook/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { professional } from '../client-book/helpers.ts';
import { call } from './helpers.ts';

/** A public address (no DNS needed): the outbound rules let the server reach it. */
const PUBLIC = 'https://93.184.216.34/hooks';

/** The endpoints API (docs/api-webhooks.md) on both databases, with the outbound rules as shipped. */
describe.each(databaseKinds)('webhook endpoints API (%s)', (kind) => {
  let t: TestApp;
  let pro: { token: string };
  let other: { token: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.reset();
    pro = await professional(t, 'hooks.pro');
    other = await professional(t, 'hooks.other');
  });

  const create = (token: string, body: Record<string, unknown>) =>
    call(t, 'POST', 'professional/webhooks', { token, body });

  it('creates an endpoint, answers its secret once, and lists it without', async () => {
    const created = await create(pro.token, {
      url: PUBLIC,
      event_types: ['booking.created', 'booking.created', 'client.added'],
      description: 'CRM',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      url: PUBLIC,
      description: 'CRM',
      event_types: ['booking.created', 'client.added'],
      enabled: true,
      secret: expect.stringMatching(/^whsec_/),
    });
    const list = await call(t, 'GET', 'professional/webhooks', { token: pro.token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).not.toHaveProperty('secret');
    const secret = await call(t, 'GET', `professional/webhooks/${created.body.data.id}/secret`, {
      token: pro.token,
    });
    expect(secret.body.data.secret).toBe(created.body.data.secret);
    expect((await call(t, 'GET', 'professional/webhooks', { token: other.token })).body.data).toEqual([]);
  });

  it("refuses an address on the server's own network, a bad URL, and unknown types", async () => {
    for (const url of [
      'http://127.0.0.1:8080/x',
      'http://10.1.2.3/x',
      'http://[::1]/x',
      'http://169.254.169.254/latest',
    ]) {
      const reply = await create(pro.token, { url, event_types: ['client.added'] });
      expect(reply.status, url).toBe(422);
      // Said as what it is, not as a malformed address.
      expect(reply.body.errors).toEqual({ url: ['validation.private_address'] });
    }
    const bad = await create(pro.token, { url: 'ftp://example.com/x', event_types: ['nope'] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['event_types.0', 'url']);
    const none = await create(pro.token, { url: PUBLIC, event_types: [] });
    expect(Object.keys(none.body.errors)).toEqual(['event_types']);
    expect((await call(t, 'GET', 'professional/webhooks', { token: pro.token })).body.data).toEqual([]);
  });

  it('keeps at most 10 endpoints', async () => {
    expect(MAX_WEBHOOK_ENDPOINTS).toBe(10);
    for (let i = 0; i < MAX_WEBHOOK_ENDPOINTS; i++)
      expect((await create(pro.token, { url: `${PUBLIC}/${i}`, event_types: ['client.added'] })).status).toBe(
        201,
      );
    const more = await create(pro.token, { url: PUBLIC, event_types: ['client.added'] });
    expect(more.status).toBe(422);
    expect(more.body.errors).toEqual({ url: ['validation.too_many'] });
    expect((await create(other.token, { url: PUBLIC, event_types: ['client.added'] })).status).toBe(201);
  });

  it("changes and deletes an endpoint; another professional's is not found", async () => {
    const { id } = (await create(pro.token, { url: PUBLIC, event_types: ['client.added'] })).body.data;
    const body = { url: `${PUBLIC}/2`, event_types: ['voucher.used'], enabled: false };
    for (const [method, path] of [
      ['PUT', `professional/webhooks/${id}`],
      ['GET', `professional/webhooks/${id}/secret`],
      ['GET', `professional/webhooks/${id}/deliveries`],
      ['POST', `professional/webhooks/${id}/deliveries/${id}/resend`],
      ['DELETE', `professional/webhooks/${id}`],
    ] as const) {
      const reply = await call(t, method, path, {
        token: other.token,
        ...(method === 'PUT' ? { body } : {}),
      });
      expect(reply.status, `${method} ${path}`).toBe(404);
    }
    const changed = await call(t, 'PUT', `professional/webhooks/${id}`, { token: pro.token, body });
    expect(changed.body.data).toMatchObject({
      url: `${PUBLIC}/2`,
      event_types: ['voucher.used'],
      enabled: false,
    });
    expect(
      (await call(t, 'GET', `professional/webhooks/${id}/deliveries`, { token: pro.token })).body.data,
    ).toEqual([]);
    expect((await call(t, 'DELETE', `professional/webhooks/${id}`, { token: pro.token })).status).toBe(200);
    expect((await call(t, 'DELETE', `professional/webhooks/${id}`, { token: pro.token })).status).toBe(404);
  });
});
