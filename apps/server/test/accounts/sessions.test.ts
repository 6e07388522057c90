import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/accounts.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { call, PASSWORD, registration, signUp } from './helpers.ts';

const UNAUTHENTICATED = { message: 'Unauthenticated.', code: 'unauthenticated' };

describe.each(databaseKinds)('login, refresh and logout (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('signs in with e-mail (any case) and password', async () => {
    await signUp(t);
    const reply = await call(t, 'POST', 'auth/login', {
      body: { email: 'ADA@example.test', password: PASSWORD },
    });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body.data).sort()).toEqual(['token', 'user']);
    expect(reply.body.data.user).toMatchObject({
      email: 'ada@example.test',
      activated: true,
      full_name: 'Ada Lovelace',
    });
    const profile = await call(t, 'GET', 'profile', { token: reply.body.data.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.id).toBe(reply.body.data.user.id);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    await signUp(t);
    const wrong = await call(t, 'POST', 'auth/login', {
      body: { email: 'ada@example.test', password: 'wrong-pass-1' },
    });
    const unknown = await call(t, 'POST', 'auth/login', {
      body: { email: 'who@example.test', password: PASSWORD },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('common.auth.credentials');
    expect(wrong.body.message).toBe('Unauthenticated.');
  });

  it('refuses an account that is not activated with 403', async () => {
    await call(t, 'POST', 'auth/register', { body: registration() });
    const reply = await call(t, 'POST', 'auth/login', {
      body: { email: 'ada@example.test', password: PASSWORD },
    });
    expect(reply.status).toBe(403);
    expect(reply.body.code).toBe('common.auth.not_activated');
  });

  it('validates the login body', async () => {
    const reply = await call(t, 'POST', 'auth/login', { body: { email: 'nope', password: '' } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ email: ['validation.email'], password: ['validation.required'] });
  });

  it('answers 401 Unauthenticated. without, with a malformed, or with a forged token', async () => {
    const { token } = await signUp(t);
    expect((await call(t, 'GET', 'profile')).body).toEqual(UNAUTHENTICATED);
    const malformed = await call(t, 'GET', 'profile', { token: 'abc.def.ghi' });
    expect(malformed.status).toBe(401);
    expect(malformed.body).toEqual(UNAUTHENTICATED);
    const [header, payload] = token.split('.');
    const forged = await call(t, 'GET', 'profile', { token: `${header}.${payload}.${'A'.repeat(43)}` });
    expect(forged.status).toBe(401);
  });

  it('refuses a token after its 30-day expiry', async () => {
    const { token } = await signUp(t);
    const realClock = t.deps.clock;
    t.deps.clock = () => new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    try {
      expect((await call(t, 'GET', 'profile', { token })).status).toBe(401);
      const refreshed = await call(t, 'POST', 'auth/refresh', { token });
      expect(refreshed.status).toBe(401);
      expect(refreshed.body.code).toBe('common.auth.invalid_login_token');
    } finally {
      t.deps.clock = realClock;
    }
  });

  it('refreshes: a new token for the same session and user', async () => {
    const { token, user } = await signUp(t);
    const realClock = t.deps.clock;
    t.deps.clock = () => new Date(Date.now() + 5_000);
    let refreshed;
    try {
      refreshed = await call(t, 'POST', 'auth/refresh', { token });
    } finally {
      t.deps.clock = realClock;
    }
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.user.id).toBe(user.id);
    const newToken: string = refreshed.body.data.token;
    expect(newToken).not.toBe(token);
    const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
    expect(claims(newToken).sid).toBe(claims(token).sid);
    expect(claims(newToken).exp - claims(newToken).iat).toBe(30 * 24 * 60 * 60);
    expect((await call(t, 'GET', 'profile', { token: newToken })).status).toBe(200);
  });

  it('refuses to refresh without a token or with a bad one', async () => {
    for (const token of [undefined, 'garbage']) {
      const reply = await call(t, 'POST', 'auth/refresh', token ? { token } : {});
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message: 'Unauthenticated.', code: 'common.auth.invalid_login_token' });
    }
  });

  it('logs out: that session ends, others stay', async () => {
    const { token } = await signUp(t);
    const other = await call(t, 'POST', 'auth/login', {
      body: { email: 'ada@example.test', password: PASSWORD },
    });
    const reply = await call(t, 'POST', 'auth/logout', { token });
    expect(reply).toEqual({ status: 200, body: { data: { ok: true } } });
    expect(await call(t, 'GET', 'profile', { token })).toEqual({ status: 401, body: UNAUTHENTICATED });
    expect((await call(t, 'POST', 'auth/refresh', { token })).status).toBe(401);
    expect((await call(t, 'POST', 'auth/logout', { token })).status).toBe(401);
    expect((await call(t, 'GET', 'profile', { token: other.body.data.token })).status).toBe(200);
  });

  it('refuses a token issued before the user tokens_valid_after, even with a live session', async () => {
    const { token, user } = await signUp(t);
    const later = new Date(Date.now() + 2_000);
    await t.deps.database.db.update(users).set({ tokensValidAfter: later }).where(eq(users.id, user.id));
    expect((await call(t, 'GET', 'profile', { token })).status).toBe(401);
    expect((await call(t, 'POST', 'auth/refresh', { token })).status).toBe(401);
  });
});
