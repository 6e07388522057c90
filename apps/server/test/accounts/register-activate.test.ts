import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/accounts.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { call, mailedToken, registration } from './helpers.ts';

describe.each(databaseKinds)('registration and activation (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  const countUsers = async () => {
    const rows = await t.deps.database.db.select().from(users);
    return rows.length;
  };

  it('creates a client account that is not activated and mails the activation link', async () => {
    const reply = await call(t, 'POST', 'auth/register', {
      body: registration({ email: 'Ada@Example.test' }),
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data.token).toBeUndefined();
    expect(reply.body.data.user).toMatchObject({
      email: 'ada@example.test',
      username: 'ada',
      full_name: null,
      language: 'en',
      timezone: 'UTC',
      theme: 'client',
      activated: false,
      email_verified: false,
      professional: null,
      client: { full_name: null, username: 'ada', email: 'ada@example.test', onboarded: false },
    });
    const mail = await t.outbox.lastTo('ada@example.test');
    expect(mail).toMatchObject({ template: 'activation', language: 'en' });
    const { url } = await mailedToken(t, 'ada@example.test');
    expect(url).toMatch(new RegExp(`^${t.deps.config.appUrl}/auth/activate/[A-Za-z0-9_-]{43}$`));
  });

  it('mails a professional the professional activation page, in the language of the request', async () => {
    const reply = await call(t, 'POST', 'auth/register', {
      body: registration({ theme: 'professional' }),
      headers: { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.8' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data.user).toMatchObject({ theme: 'professional', language: 'nl', client: null });
    expect(reply.body.data.user.professional).not.toBeNull();
    const mail = await t.outbox.lastTo('ada@example.test');
    expect(mail).toMatchObject({ template: 'activation', language: 'nl' });
    const { url } = await mailedToken(t, 'ada@example.test');
    expect(url.startsWith(`${t.deps.config.appUrl}/professional/auth/activate/`)).toBe(true);
  });

  it('takes language and time zone from the body', async () => {
    const reply = await call(t, 'POST', 'auth/register', {
      body: registration({ language: 'pt-br', timezone: 'America/Sao_Paulo' }),
      headers: { 'accept-language': 'nl' },
    });
    expect(reply.body.data.user).toMatchObject({ language: 'pt-br', timezone: 'America/Sao_Paulo' });
    expect((await t.outbox.lastTo('ada@example.test'))?.language).toBe('pt-br');
  });

  it.each([
    [
      'a bad e-mail',
      { email: 'not-an-email', email_confirmation: 'not-an-email' },
      'email',
      'validation.email',
    ],
    [
      'a mismatched e-mail confirmation',
      { email_confirmation: 'other@example.test' },
      'email_confirmation',
      'validation.same_emails',
    ],
    [
      'a mismatched password confirmation',
      { password_confirmation: 'something-else' },
      'password_confirmation',
      'validation.same_passwords',
    ],
    [
      'a short password',
      { password: 'short', password_confirmation: 'short' },
      'password',
      'validation.password_length',
    ],
    ['a username with a space', { username: 'ada lovelace' }, 'username', 'validation.username'],
    ['agree false', { agree: false }, 'agree', 'validation.agree'],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone', 'validation.timezone'],
  ])('refuses %s with a 422 on that field and stores nothing', async (_name, overrides, field, message) => {
    const reply = await call(t, 'POST', 'auth/register', { body: { ...registration(), ...overrides } });
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('validation');
    expect(typeof reply.body.message).toBe('string');
    expect(reply.body.errors[field]).toContain(message);
    expect(await countUsers()).toBe(0);
    expect(await t.outbox.all()).toHaveLength(0);
  });

  it('refuses missing fields with validation.required on each', async () => {
    const reply = await call(t, 'POST', 'auth/register', { body: {} });
    expect(reply.status).toBe(422);
    for (const field of ['email', 'email_confirmation', 'password', 'password_confirmation', 'username']) {
      expect(reply.body.errors[field], field).toEqual(['validation.required']);
    }
    expect(reply.body.errors.agree).toBeDefined();
    expect(reply.body.errors.theme).toBeDefined();
    expect(await countUsers()).toBe(0);
  });

  it('refuses a taken e-mail (any case) and a taken username', async () => {
    expect((await call(t, 'POST', 'auth/register', { body: registration() })).status).toBe(201);
    const sameEmail = await call(t, 'POST', 'auth/register', {
      body: registration({
        email: 'ADA@example.test',
        email_confirmation: 'ada@example.test',
        username: 'other',
      }),
    });
    expect(sameEmail.status).toBe(422);
    expect(sameEmail.body.errors).toEqual({ email: ['validation.email_taken'] });
    const sameUsername = await call(t, 'POST', 'auth/register', {
      body: registration({ email: 'bob@example.test', username: 'ADA' }),
    });
    expect(sameUsername.status).toBe(422);
    expect(sameUsername.body.errors).toEqual({ username: ['validation.username_taken'] });
    expect(await countUsers()).toBe(1);
  });

  it('gives exactly one 201 for five concurrent registrations of one e-mail', async () => {
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        call(t, 'POST', 'auth/register', { body: registration({ username: `ada${n}` }) }),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422]);
    for (const reply of replies.filter((r) => r.status === 422)) {
      expect(reply.body.errors.email).toEqual(['validation.email_taken']);
    }
    expect(await countUsers()).toBe(1);
  });

  it('gives exactly one 201 for five concurrent registrations of one username', async () => {
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        call(t, 'POST', 'auth/register', { body: registration({ email: `ada${n}@example.test` }) }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const reply of replies.filter((r) => r.status === 422)) {
      expect(reply.body.errors.username).toEqual(['validation.username_taken']);
    }
  });

  it('activates once from the mailed link, signs in and names the profile', async () => {
    await call(t, 'POST', 'auth/register', { body: registration() });
    const { token } = await mailedToken(t, 'ada@example.test');
    const reply = await call(t, 'POST', `auth/activate/${token}`, { body: { full_name: '  Ada Lovelace ' } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(reply.body.data.user).toMatchObject({
      activated: true,
      email_verified: true,
      full_name: 'Ada Lovelace',
      client: { full_name: 'Ada Lovelace' },
    });
    const profile = await call(t, 'GET', 'profile', { token: reply.body.data.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.full_name).toBe('Ada Lovelace');

    const again = await call(t, 'POST', `auth/activate/${token}`, { body: { full_name: 'Someone' } });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('common.auth.invalid_activation_link');
  });

  it('lets only one of two concurrent activations succeed', async () => {
    await call(t, 'POST', 'auth/register', { body: registration() });
    const { token } = await mailedToken(t, 'ada@example.test');
    const replies = await Promise.all(
      [1, 2, 3].map(() => call(t, 'POST', `auth/activate/${token}`, { body: { full_name: 'Ada' } })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 403, 403]);
  });

  it('refuses an unknown or expired activation link with 403', async () => {
    const unknown = await call(t, 'POST', 'auth/activate/not-a-real-token', { body: { full_name: 'Ada' } });
    expect(unknown.status).toBe(403);
    expect(unknown.body.code).toBe('common.auth.invalid_activation_link');
    await call(t, 'POST', 'auth/register', { body: registration() });
    const { token } = await mailedToken(t, 'ada@example.test');
    const realClock = t.deps.clock;
    t.deps.clock = () => new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    try {
      const expired = await call(t, 'POST', `auth/activate/${token}`, { body: { full_name: 'Ada' } });
      expect(expired.status).toBe(403);
    } finally {
      t.deps.clock = realClock;
    }
  });

  it('requires a full name to activate', async () => {
    await call(t, 'POST', 'auth/register', { body: registration() });
    const { token } = await mailedToken(t, 'ada@example.test');
    const reply = await call(t, 'POST', `auth/activate/${token}`, { body: { full_name: '   ' } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors.full_name).toEqual(['validation.required']);
  });

  it('resends the activation link; the new link works', async () => {
    await call(t, 'POST', 'auth/register', { body: registration() });
    const first = await mailedToken(t, 'ada@example.test');
    const resent = await call(t, 'POST', 'auth/resend-activation', { body: { email: 'ada@example.test' } });
    expect(resent).toEqual({ status: 200, body: { data: { ok: true } } });
    const second = await mailedToken(t, 'ada@example.test');
    expect(second.token).not.toBe(first.token);
    const activated = await call(t, 'POST', `auth/activate/${second.token}`, { body: { full_name: 'Ada' } });
    expect(activated.status).toBe(200);
    // Activation ends every other activation link.
    expect(
      (await call(t, 'POST', `auth/activate/${first.token}`, { body: { full_name: 'Ada' } })).status,
    ).toBe(403);

    // An activated account answers as any other address, and is mailed nothing.
    const mailed = (await t.outbox.all()).length;
    const already = await call(t, 'POST', 'auth/resend-activation', { body: { email: 'ada@example.test' } });
    expect(already).toEqual({ status: 200, body: { data: { ok: true } } });
    expect(await t.outbox.all()).toHaveLength(mailed);
  });

  it('answers an unknown e-mail as a known one, and mails nobody', async () => {
    const reply = await call(t, 'POST', 'auth/resend-activation', { body: { email: 'nobody@example.test' } });
    expect(reply).toEqual({ status: 200, body: { data: { ok: true } } });
    expect(await t.outbox.all()).toHaveLength(0);
  });
});
