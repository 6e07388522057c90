import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { call, mailedToken, PASSWORD, registration, signUp } from './helpers.ts';

const NEW_PASSWORD = 'brand-new-pass-2';

describe.each(databaseKinds)('forgotten password (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  // The token names the account: the app sends no address (older links' `?email=` still may).
  const reset = (token: string, overrides: Record<string, string> = {}) =>
    call(t, 'POST', 'auth/reset', {
      body: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...overrides },
    });

  it('mails a reset link that does not carry the address', async () => {
    await signUp(t, { language: 'es' });
    const reply = await call(t, 'POST', 'auth/forgot', { body: { email: 'Ada@example.test' } });
    expect(reply).toEqual({ status: 200, body: { data: { ok: true } } });
    const mail = await t.outbox.lastTo('ada@example.test');
    expect(mail).toMatchObject({ template: 'password_reset', language: 'es' });
    expect(mail!.headers).toMatchObject({ 'Auto-Submitted': 'auto-generated' });
    const { url } = await mailedToken(t, 'ada@example.test');
    expect(url).toMatch(new RegExp(`^${t.deps.config.appUrl}/auth/reset/[A-Za-z0-9_-]{43}$`));
    expect(`${mail!.html}${mail!.text}`).not.toMatch(/ada%40example|reset\/[^\s"]*ada@/i);
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    await signUp(t);
    const before = (await t.outbox.all()).length;
    const known = await call(t, 'POST', 'auth/forgot', { body: { email: 'ada@example.test' } });
    const unknown = await call(t, 'POST', 'auth/forgot', { body: { email: 'nobody@example.test' } });
    expect(unknown).toEqual(known);
    expect(unknown).toEqual({ status: 200, body: { data: { ok: true } } });
    const sent = await t.outbox.all();
    expect(sent).toHaveLength(before + 1);
    expect(sent.some((row) => row.toAddress === 'nobody@example.test')).toBe(false);
  });

  it('resets the password, signs in, and revokes every earlier token', async () => {
    const { token: oldToken } = await signUp(t);
    const second = await call(t, 'POST', 'auth/login', {
      body: { email: 'ada@example.test', password: PASSWORD },
    });
    await call(t, 'POST', 'auth/forgot', { body: { email: 'ada@example.test' } });
    const { token: link } = await mailedToken(t, 'ada@example.test');

    const reply = await reset(link);
    expect(reply.status).toBe(200);
    expect(reply.body.data.user).toMatchObject({ email: 'ada@example.test', activated: true });
    expect((await call(t, 'GET', 'profile', { token: reply.body.data.token })).status).toBe(200);

    for (const token of [oldToken, second.body.data.token]) {
      expect((await call(t, 'GET', 'profile', { token })).status).toBe(401);
      expect((await call(t, 'POST', 'auth/refresh', { token })).status).toBe(401);
    }
    const oldLogin = await call(t, 'POST', 'auth/login', {
      body: { email: 'ada@example.test', password: PASSWORD },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await call(t, 'POST', 'auth/login', {
      body: { email: 'ada@example.test', password: NEW_PASSWORD },
    });
    expect(newLogin.status).toBe(200);

    const reused = await reset(link);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({
      code: 'common.auth.invalid_reset_token',
      errors: { token: ['common.auth.invalid_reset_token'] },
    });
  });

  it('still takes the address older links carried, and then it must be the account’s', async () => {
    await signUp(t);
    await call(t, 'POST', 'auth/forgot', { body: { email: 'ada@example.test' } });
    const { token: link } = await mailedToken(t, 'ada@example.test');
    const reply = await reset(link, { email: 'Ada@Example.test' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.user.email).toBe('ada@example.test');
  });

  it('refuses a bad token, another e-mail and an expired link with 422 on token', async () => {
    await signUp(t);
    await signUp(t, { email: 'bob@example.test', username: 'bob' }, 'Bob');
    await call(t, 'POST', 'auth/forgot', { body: { email: 'ada@example.test' } });
    const { token: link } = await mailedToken(t, 'ada@example.test');

    const expectInvalid = (reply: { status: number; body: { errors: unknown } }) => {
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ token: ['common.auth.invalid_reset_token'] });
    };
    expectInvalid(await reset('made-up-token'));
    expectInvalid(await reset(link, { email: 'bob@example.test' }));
    expectInvalid(await reset(link, { email: 'nobody@example.test' }));

    const realClock = t.deps.clock;
    t.deps.clock = () => new Date(Date.now() + 61 * 60 * 1000);
    try {
      expectInvalid(await reset(link));
    } finally {
      t.deps.clock = realClock;
    }
    // None of the failures used the link up.
    expect((await reset(link)).status).toBe(200);
  });

  it('validates the new password', async () => {
    const reply = await reset('x', { password: 'short', password_confirmation: 'other' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors.password).toEqual(['validation.password_length']);
    expect(reply.body.errors.password_confirmation).toEqual(['validation.same_passwords']);
  });

  it('works for an account that is not activated yet, without activating it', async () => {
    await call(t, 'POST', 'auth/register', { body: registration() });
    await call(t, 'POST', 'auth/forgot', { body: { email: 'ada@example.test' } });
    const { token: link } = await mailedToken(t, 'ada@example.test');
    const reply = await reset(link);
    expect(reply.status).toBe(200);
    expect(reply.body.data.user).toMatchObject({ activated: false, email_verified: true });
  });
});
