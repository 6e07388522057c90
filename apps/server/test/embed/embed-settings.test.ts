import { MAX_EMBED_ORIGINS } from '@sessionbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAccount, professional } from '../client-book/helpers.ts';
import { call } from '../helpers/http.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';

/**
 * `GET/PUT professional/embed` (docs/decisions/0053-booking-widget.md) on both databases: the list is
 * normalised and kept per professional, a bad entry is a field error on its index and changes nothing,
 * and only a professional has one.
 */
describe.each(databaseKinds)('booking widget settings (%s)', (kind) => {
  let t: TestApp;
  let pro: { token: string };
  let other: { token: string };
  let client: { token: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    pro = await professional(t, 'widget.pro');
    other = await professional(t, 'widget.other');
    client = await clientAccount(t, 'widget.client');
  });
  afterAll(() => t.close());

  it('starts with no site and names the username the widget lives under', async () => {
    const reply = await call(t, 'GET', 'professional/embed', { token: pro.token });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ allowed_origins: [], username: 'widget.pro' });
  });

  it('keeps origins lower-cased, without a path, once each', async () => {
    const put = await call(t, 'PUT', 'professional/embed', {
      token: pro.token,
      body: {
        allowed_origins: [
          'https://Studio.Example/book?x=1',
          'https://studio.example',
          'http://localhost:8080',
        ],
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.allowed_origins).toEqual(['https://studio.example', 'http://localhost:8080']);
    const got = await call(t, 'GET', 'professional/embed', { token: pro.token });
    expect(got.body.data.allowed_origins).toEqual(['https://studio.example', 'http://localhost:8080']);
    // Another professional's list is their own.
    const theirs = await call(t, 'GET', 'professional/embed', { token: other.token });
    expect(theirs.body.data).toEqual({ allowed_origins: [], username: 'widget.other' });
  });

  it.each([
    ['plain http to a public host', 'http://studio.example'],
    ['another scheme', 'javascript:alert(1)'],
    ['a header break', 'https://studio.example\r\nx-evil: 1'],
    ['a wildcard', 'https://*.example'],
    ['a directive', "https://a.example; script-src 'unsafe-inline'"],
    ['not a string', 42],
  ])('answers 422 on allowed_origins.{i} for %s and keeps the list', async (_name, bad) => {
    const reply = await call(t, 'PUT', 'professional/embed', {
      token: pro.token,
      body: { allowed_origins: ['https://ok.example', bad] },
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors)).toEqual(['allowed_origins.1']);
    const got = await call(t, 'GET', 'professional/embed', { token: pro.token });
    expect(got.body.data.allowed_origins).toEqual(['https://studio.example', 'http://localhost:8080']);
  });

  it(`takes at most ${MAX_EMBED_ORIGINS} sites`, async () => {
    const many = Array.from({ length: MAX_EMBED_ORIGINS + 1 }, (_, i) => `https://site${i}.example`);
    const reply = await call(t, 'PUT', 'professional/embed', {
      token: pro.token,
      body: { allowed_origins: many },
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors)).toEqual(['allowed_origins']);
  });

  it('clears the list with an empty one', async () => {
    const reply = await call(t, 'PUT', 'professional/embed', {
      token: other.token,
      body: { allowed_origins: [] },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.allowed_origins).toEqual([]);
  });

  it('is 401 without a session and 403 for a client account', async () => {
    expect((await call(t, 'GET', 'professional/embed')).status).toBe(401);
    expect((await call(t, 'GET', 'professional/embed', { token: client.token })).status).toBe(403);
    const put = await call(t, 'PUT', 'professional/embed', {
      token: client.token,
      body: { allowed_origins: ['https://x.example'] },
    });
    expect(put.status).toBe(403);
  });
});
