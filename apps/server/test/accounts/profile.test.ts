import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/accounts.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../../src/seed/demo.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { call, mailedToken, PASSWORD, registration, signUp } from './helpers.ts';

describe.each(databaseKinds)('profile and settings (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('returns the session user', async () => {
    const { token, user } = await signUp(t);
    const reply = await call(t, 'GET', 'profile', { token });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual(user);
    expect(Object.keys(reply.body.data).sort()).toEqual(
      [
        'activated',
        'avatar',
        'client',
        'email',
        'email_verified',
        'full_name',
        'has_password',
        'id',
        'language',
        'professional',
        'theme',
        'timezone',
        'username',
      ].sort(),
    );
  });

  it('changes language and time zone, and answers in the stored language', async () => {
    const { token } = await signUp(t);
    const reply = await call(t, 'PATCH', 'user', {
      token,
      body: { language: 'nl', timezone: 'Asia/Kolkata' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ language: 'nl', timezone: 'Asia/Kolkata', theme: 'client' });
    const bad = await call(t, 'PATCH', 'user', { token, body: { timezone: 'Nowhere/Land', color: 'red' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.timezone).toEqual(['validation.timezone']);
  });

  it('switching theme creates the other role profile once, with the same name', async () => {
    const { token } = await signUp(t);
    const switched = await call(t, 'PATCH', 'user', { token, body: { theme: 'professional' } });
    expect(switched.status).toBe(200);
    expect(switched.body.data).toMatchObject({
      theme: 'professional',
      full_name: 'Ada Lovelace',
      professional: { full_name: 'Ada Lovelace', username: 'ada', onboarded: false },
      client: { full_name: 'Ada Lovelace' },
    });
    const professionalId = switched.body.data.professional.id;
    const back = await call(t, 'PATCH', 'user', { token, body: { theme: 'client' } });
    const again = await call(t, 'PATCH', 'user', { token, body: { theme: 'professional' } });
    expect(back.body.data.theme).toBe('client');
    expect(again.body.data.professional.id).toBe(professionalId);
  });

  it('requires a token for every profile route', async () => {
    const routes = [
      ['GET', 'profile'],
      ['PATCH', 'user'],
      ['PUT', 'profile/password'],
      ['POST', 'profile/email/resend'],
      ['POST', 'profile/email/verify'],
    ] as const;
    for (const [method, path] of routes) {
      const reply = await call(t, method, path, { body: {} });
      expect(reply, `${method} ${path}`).toEqual({
        status: 401,
        body: { message: 'Unauthenticated.', code: 'unauthenticated' },
      });
    }
  });

  it('changes the password and signs out the other sessions', async () => {
    const { token } = await signUp(t);
    const other = await call(t, 'POST', 'auth/login', {
      body: { email: 'ada@example.test', password: PASSWORD },
    });
    const body = {
      current_password: PASSWORD,
      password: 'another-pass-3',
      password_confirmation: 'another-pass-3',
    };
    const reply = await call(t, 'PUT', 'profile/password', { token, body });
    expect(reply.status).toBe(200);
    expect(reply.body.data.user.email).toBe('ada@example.test');
    expect((await call(t, 'GET', 'profile', { token: reply.body.data.token })).status).toBe(200);
    expect((await call(t, 'GET', 'profile', { token: other.body.data.token })).status).toBe(401);
    const login = await call(t, 'POST', 'auth/login', {
      body: { email: 'ada@example.test', password: 'another-pass-3' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a wrong current password and a mismatched confirmation', async () => {
    const { token } = await signUp(t);
    const wrong = await call(t, 'PUT', 'profile/password', {
      token,
      body: {
        current_password: 'not-it-at-all',
        password: 'another-pass-3',
        password_confirmation: 'another-pass-3',
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ['common.auth.wrong_current_password'] });
    const mismatch = await call(t, 'PUT', 'profile/password', {
      token,
      body: {
        current_password: PASSWORD,
        password: 'another-pass-3',
        password_confirmation: 'another-pass-4',
      },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['validation.same_passwords'] });
  });

  it('verifies an unverified e-mail from its mailed link; a bad link fails and mails a new one', async () => {
    // Activation verifies the e-mail; clearing the flag models a later e-mail change.
    const { token, user } = await signUp(t);
    await t.deps.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    const resent = await call(t, 'POST', 'profile/email/resend', { token });
    expect(resent).toEqual({ status: 200, body: { data: { ok: true } } });
    const mail = await t.outbox.lastTo('ada@example.test');
    expect(mail?.template).toBe('email_verification');
    const { url, token: link } = await mailedToken(t, 'ada@example.test');
    expect(url.startsWith(`${t.deps.config.appUrl}/profile/email/verify?token=`)).toBe(true);

    const before = (await t.outbox.all()).length;
    const bad = await call(t, 'POST', 'profile/email/verify', { token, body: { token: 'wrong' } });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      code: 'common.auth.email_verification_failed',
      errors: { token: ['common.auth.email_verification_failed'] },
    });
    expect((await t.outbox.all()).length).toBe(before + 1);

    const good = await call(t, 'POST', 'profile/email/verify', { token, body: { token: link } });
    expect(good.status).toBe(200);
    expect(good.body.data.email_verified).toBe(true);

    const already = await call(t, 'POST', 'profile/email/resend', { token });
    expect(already.status).toBe(409);
    expect(already.body.code).toBe('conflict');
  });

  it('seeds demo accounts on an empty database only', async () => {
    const lines: string[] = [];
    await seedDemoData(t.deps, (line) => lines.push(line));
    expect(lines.join('\n')).toContain(DEMO_PASSWORD);
    const pro = await call(t, 'POST', 'auth/login', {
      body: { email: 'demo.pro@sessionbook.test', password: DEMO_PASSWORD },
    });
    expect(pro.status).toBe(200);
    expect(pro.body.data.user).toMatchObject({
      username: 'demo-pro',
      theme: 'professional',
      full_name: 'Alex Morgan',
      timezone: 'Europe/Amsterdam',
      activated: true,
      client: null,
    });
    for (const n of [1, 2, 3]) {
      const client = await call(t, 'POST', 'auth/login', {
        body: { email: `demo.client${n}@sessionbook.test`, password: DEMO_PASSWORD },
      });
      expect(client.status).toBe(200);
      expect(client.body.data.user.client).not.toBeNull();
    }
    const token = pro.body.data.token as string;
    const confirmed = await call(t, 'GET', 'clients?status=confirmed', { token });
    expect(confirmed.body.data.map((entry: { full_name: string }) => entry.full_name).sort()).toEqual([
      'João Silva',
      'Noor de Vries',
      'Sam Rivera',
    ]);
    const pending = await call(t, 'GET', 'clients?status=pending', { token });
    expect(pending.body.data).toMatchObject([{ full_name: 'Lee Park', status: 'pending' }]);
    const groups = await call(t, 'GET', 'groups', { token });
    expect(groups.body.data).toMatchObject([{ name: 'Morning group', clients_count: 2 }]);
    const link = await call(t, 'GET', 'invite-link', { token });
    expect(link.body.data.invite_link).toMatch(/\/invite\/demo-alex-morgan$/);
    // The demo week: a weekly class with two registrations, an online class, a session, and a slot with one claim.
    const events = await call(t, 'GET', 'events', { token });
    const classes = events.body.data.filter(
      (event: { title: string | null }) => event.title === 'Morning flow',
    );
    expect(classes.length).toBeGreaterThanOrEqual(1);
    expect(classes[0]).toMatchObject({ registrations_count: 2, max_event_regs: 8, is_group_session: true });
    const online = events.body.data.find(
      (event: { title: string | null }) => event.title === 'Evening stretch',
    );
    expect(online).toMatchObject({ online: true, registrations_count: 1 });
    expect(online.meeting_url).toMatch(/^https:\/\/meet\.jit\.si\/Sessionbook-/);
    expect(
      events.body.data.some(
        (event: { is_group_session: boolean; availability_slot_id: string | null }) =>
          !event.is_group_session && event.availability_slot_id === null,
      ),
    ).toBe(true);
    const slots = await call(t, 'GET', 'availability-slots', { token });
    expect(slots.body.data).toMatchObject([{ title: 'Open hours', claims: [{ full_name: 'João Silva' }] }]);
    await seedDemoData(t.deps, (line) => lines.push(line));
    expect(lines).toHaveLength(1);
    expect(await t.deps.database.db.select().from(users)).toHaveLength(DEMO_ACCOUNTS.length);
  });

  it('does not seed a database that has users', async () => {
    await call(t, 'POST', 'auth/register', { body: registration() });
    await seedDemoData(t.deps, () => undefined);
    expect(await t.deps.database.db.select().from(users)).toHaveLength(1);
  });
});
