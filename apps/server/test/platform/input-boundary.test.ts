import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.ts';
import { type AppInstance } from '../../src/core/api-module.ts';
import type { Database } from '../../src/db/types.ts';
import { clientAccount, professional } from '../client-book/helpers.ts';
import { classBody } from '../scheduling/helpers.ts';
import { databaseFingerprint } from '../helpers/fingerprint.ts';
import { call } from '../helpers/http.ts';
import { APP_HOST, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';

const everything = async (t: TestApp) => JSON.stringify(await databaseFingerprint(t.deps.database));

/** The failures a schema-driven fuzzer found (issue 9), each once, on both databases. */
describe.each(databaseKinds)('the input boundary (%s)', (kind) => {
  let t: TestApp;
  let pro: Awaited<ReturnType<typeof professional>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  beforeEach(async () => {
    await t.reset();
    pro = await professional(t, 'nul.pro');
  });
  afterAll(async () => t.close());

  it.each([
    ['POST', 'clients', { full_name: 'Ana\u0000', email: 'ana@example.test' }, 'full_name'],
    ['POST', 'clients', { full_name: 'Ana', email: 'ana@example.test', comment: 'a\u0000b' }, 'comment'],
    ['POST', 'groups', { name: 'Mornings\u0000' }, 'name'],
    [
      'POST',
      'events',
      classBody('2027-03-18T08:00:00Z', '2027-03-18T09:00:00Z', { title: 'Yoga\u0000' }),
      'title',
    ],
    [
      'POST',
      'events',
      classBody('2027-03-18T08:00:00Z', '2027-03-18T09:00:00Z', { notes: '\u0000' }),
      'notes',
    ],
    ['PUT', 'professional/profile', { full_name: 'Pro', description: 'x\u0000' }, 'description'],
    ['PUT', 'professional/profile', { full_name: 'Pro', location: 'half \ud83c of a pair' }, 'location'],
    [
      'POST',
      'events/00000000-0000-4000-8000-000000000000/cancel',
      { cancelled_reason: 'ill\u0000' },
      'cancelled_reason',
    ],
  ] as const)(
    'answers NUL in the body of %s %s with 422 on the field and stores nothing',
    async (method, path, body, field) => {
      const before = await everything(t);
      const reply = await call(t, method, path, { token: pro.token, body });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ [field]: ['validation.unstorable'] });
      expect(await everything(t)).toBe(before);
    },
  );

  it('answers NUL in a search query with 422 on the parameter', async () => {
    const reply = await call(t, 'GET', 'clients?search=a%00b', { token: pro.token });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ search: ['validation.unstorable'] });
  });

  it.each(['guest/invite-link/a%00b', 'guest/professionals/a%00b'])(
    'answers the path value of GET %s with 404, signed in or not',
    async (path) => {
      for (const token of [undefined, pro.token]) {
        const reply = await call(t, 'GET', path, { token });
        expect(reply.status).toBe(404);
        expect(reply.body.code).toMatch(/not_found$/);
      }
    },
  );

  it.each(['auth/register', 'auth/reset', 'auth/login', 'auth/forgot', 'clients', 'events'])(
    'answers a body that is literally null on POST %s with 422',
    async (path) => {
      const reply = await call(t, 'POST', path, { token: pro.token, body: null, json: 'null' });
      expect(reply.status).toBe(422);
      expect(reply.body).toMatchObject({ code: 'validation', errors: { body: ['validation.invalid'] } });
    },
  );

  it('answers a body that is literally null on PUT profile/password with 422', async () => {
    const reply = await call(t, 'PUT', 'profile/password', { token: pro.token, json: 'null' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ body: ['validation.invalid'] });
  });

  it.each(['events', 'availability-slots'])(
    'answers an impossible date next to a valid one on GET %s with 422 on its field',
    async (path) => {
      for (const [query, field] of [
        ['start_date=2027-02-29&end_date=2027-03-05', 'start_date'],
        ['start_date=2027-03-01&end_date=2027-02-31', 'end_date'],
      ] as const) {
        const reply = await call(t, 'GET', `${path}?${query}`, { token: pro.token });
        expect(reply.status).toBe(422);
        expect(reply.body.errors).toEqual({ [field]: ['validation.invalid'] });
      }
    },
  );

  it.each([
    ['events', 'error.event.not_found'],
    ['availability-slots', 'error.slot.not_found'],
  ])('answers an id of PUT %s/{id} that cannot exist with its 404', async (path, code) => {
    const reply = await call(t, 'PUT', `${path}/not-a-uuid`, { token: pro.token, body: {} });
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe(code);
  });

  it('answers a path value longer than the router takes with 404 in the shared shape', async () => {
    const reply = await call(t, 'GET', `clients/${'a'.repeat(500)}`, { token: pro.token });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ code: 'not_found', message: 'This information could not be found.' });
  });

  it('answers a path value that cannot be decoded with 400 in the shared shape', async () => {
    const reply = await call(t, 'GET', 'clients/%E0%A4%A', { token: pro.token });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('bad_request');
  });

  it('marks every API reply no-store, signed in or refused', async () => {
    const client = await clientAccount(t, 'nul.client');
    for (const [path, token] of [
      ['profile', pro.token],
      ['clients', client.token],
      ['profile', undefined],
      ['health', undefined],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/${path}`,
        headers: { host: APP_HOST, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      expect(response.headers['cache-control'], path).toBe('no-store');
    }
  });
});

describe('path values that cannot exist (no database)', () => {
  let app: AppInstance;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    // A database that fails the request on first use: these answers must come before any query.
    const untouchable = new Proxy({} as Database['db'], {
      get() {
        throw new Error('the database was touched');
      },
    });
    app = await buildApp({ ...t.deps, database: { ...t.deps.database, db: untouchable } });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it.each([
    ['GET', '/api/guest/invite-link/a%00b', 404],
    ['GET', '/api/guest/invite-link/..%2F..', 404],
    ['GET', '/api/guest/professionals/a b', 404],
    ['GET', '/api/guest/professionals/a%00b', 404],
    ['POST', '/api/auth/activate/not%20a%20token', 403],
  ] as const)('%s %s answers %i', async (method, url, status) => {
    const response = await app.inject({
      method,
      url,
      headers: { host: APP_HOST },
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode).toBe(status);
  });
});

describe('requests Node refuses before Fastify', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t.close());

  it('answers headers over the size limit with 431 in the shared shape', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        `${origin}/api/health`,
        { headers: { 'x-filler': 'a'.repeat(20_000) } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(431);
    expect(JSON.parse(body)).toEqual({
      code: 'headers_too_large',
      message: 'The request is too large to handle. Please sign out and in again.',
    });
  });
});

describe.each(databaseKinds)('guesses at the current password (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimit: { enabled: true } });
  });
  afterAll(async () => t.close());

  it('are limited per account: five back to back, then a wait; other accounts go on', async () => {
    const pro = await professional(t, 'guesser');
    const other = await professional(t, 'bystander');
    const guess = (token: string) =>
      call(t, 'PUT', 'profile/password', {
        token,
        body: {
          current_password: 'wrong-guess-1',
          password: 'new-password-1',
          password_confirmation: 'new-password-1',
        },
      });
    const replies = [];
    for (let i = 0; i < 11; i++) replies.push(await guess(pro.token));
    expect(replies.map((reply) => reply.status)).toEqual([...Array(5).fill(422), ...Array(6).fill(429)]);
    expect(replies[5]!.body.code).toBe('common.auth.too_many_attempts');
    expect((await guess(other.token)).status).toBe(422);
  });
});
