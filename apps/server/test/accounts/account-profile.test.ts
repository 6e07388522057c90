import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@sessionbook/domain';
import { avatarDirectory } from '../../src/modules/profile/avatar-storage.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { movableClock, newClass, proWithClient, register, addVouchers } from '../vouchers/helpers.ts';
import { call, mailedToken, PASSWORD, signUp } from './helpers.ts';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

function multipart(field: string, bytes: Buffer, filename = 'me.png', type = 'image/png') {
  const boundary = '----sessionbook-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function usersRow(t: TestApp, id: string) {
  const result = (await t.deps.database.db.execute(sql`select * from users where id = ${id}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows[0]!;
}

describe.each(databaseKinds)('personal data, social links, picture and deletion (%s)', (kind) => {
  let t: TestApp;
  const clock = movableClock(new Date('2027-03-01T08:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: clock.read });
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    clock.set('2027-03-01T08:00:00Z');
    await t.reset();
  });

  const personal = (overrides: Record<string, unknown> = {}) => ({
    role: 'client',
    full_name: 'Ada King',
    username: 'ada.king',
    phone: '+31 6 1234 5678',
    whatsapp_phone: '',
    ...overrides,
  });

  it('PUT profile changes name, username and phones of the role; a missing e-mail keeps it', async () => {
    const { token, email } = await signUp(t);
    const reply = await call(t, 'PUT', 'profile', { token, body: personal() });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      email,
      username: 'ada.king',
      full_name: 'Ada King',
      email_verified: true,
      client: { full_name: 'Ada King', phone: '+31612345678', whatsapp_phone: null },
    });
  });

  it('a new e-mail is unverified and gets a verification link at the new address', async () => {
    const { token } = await signUp(t);
    const reply = await call(t, 'PUT', 'profile', { token, body: personal({ email: 'New@Example.test' }) });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ email: 'new@example.test', email_verified: false });
    const { token: link } = await mailedToken(t, 'new@example.test');
    const verified = await call(t, 'POST', 'profile/email/verify', { token, body: { token: link } });
    expect(verified.status).toBe(200);
    expect(verified.body.data.email_verified).toBe(true);
    // The old address no longer signs in; the new one does.
    expect(
      (await call(t, 'POST', 'auth/login', { body: { email: 'ada@example.test', password: PASSWORD } }))
        .status,
    ).toBe(401);
    expect(
      (await call(t, 'POST', 'auth/login', { body: { email: 'new@example.test', password: PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it('refuses each rule of section 5 with 422 field errors and changes nothing', async () => {
    const { token, user } = await signUp(t);
    await signUp(t, { email: 'bea@example.test', username: 'bea' }, 'Bea');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ full_name: '' }, 'full_name', 'validation.required'],
      [{ username: 'ada king' }, 'username', 'validation.username'],
      [{ username: 'BEA' }, 'username', 'validation.username_taken'],
      [{ email: 'not-an-email' }, 'email', 'validation.email'],
      [{ email: 'bea@example.test' }, 'email', 'validation.email_taken'],
      [{ phone: '0612' }, 'phone', 'validation.phone'],
      [{ whatsapp_phone: '+31 abc' }, 'whatsapp_phone', 'validation.phone'],
      [{ role: 'admin' }, 'role', 'validation.invalid'],
    ];
    for (const [change, field, message] of cases) {
      const reply = await call(t, 'PUT', 'profile', { token, body: personal(change) });
      expect(reply.status, JSON.stringify(change)).toBe(422);
      expect(reply.body.errors[field], JSON.stringify(change)).toEqual([message]);
    }
    expect((await call(t, 'GET', 'profile', { token })).body.data).toEqual(user);
    // No profile in that role yet: 403, and still nothing changed.
    const other = await call(t, 'PUT', 'profile', { token, body: personal({ role: 'professional' }) });
    expect(other.status).toBe(403);
    expect((await call(t, 'GET', 'profile', { token })).body.data).toEqual(user);
  });

  it('PUT profile/social keeps links per role, validates URLs and shows the professional ones publicly', async () => {
    const { token } = await signUp(t, { theme: 'professional' });
    const bad = await call(t, 'PUT', 'profile/social', {
      token,
      body: { role: 'professional', instagram: 'instagram dot com/ada', x: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ instagram: ['validation.url'], x: ['validation.url'] });
    const saved = await call(t, 'PUT', 'profile/social', {
      token,
      body: { role: 'professional', instagram: 'https://instagram.com/ada', youtube: '' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.professional.socials).toMatchObject({
      instagram: 'https://instagram.com/ada',
      youtube: null,
    });
    const kept = await call(t, 'PUT', 'profile/social', {
      token,
      body: { role: 'professional', x: 'https://x.com/ada' },
    });
    expect(kept.body.data.professional.socials).toMatchObject({
      instagram: 'https://instagram.com/ada',
      x: 'https://x.com/ada',
    });
    const own = await call(t, 'GET', 'professional/profile', { token });
    expect(own.body.data.socials.instagram).toBe('https://instagram.com/ada');
    expect((await call(t, 'PUT', 'profile/social', { token, body: { role: 'client' } })).status).toBe(403);
  });

  it('uploads a picture, serves it with a long cache, replaces and removes it', async () => {
    const { token, user } = await signUp(t);
    const upload = multipart('avatar', PNG);
    const reply = await call(t, 'POST', 'profile/avatar', {
      token,
      body: upload.body,
      headers: upload.headers,
    });
    expect(reply.status).toBe(200);
    const url: string = reply.body.data.avatar;
    expect(url).toMatch(/^\/api\/avatars\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url, headers: { host: 'app.localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const again = await call(t, 'POST', 'profile/avatar', {
      token,
      body: upload.body,
      headers: upload.headers,
    });
    const dir = avatarDirectory(t.deps.config.dataDir);
    expect(existsSync(join(dir, url.split('/').pop()!))).toBe(false);
    const removed = await call(t, 'DELETE', 'profile/avatar', { token });
    expect(removed.body.data.avatar).toBeNull();
    expect(existsSync(join(dir, String(again.body.data.avatar).split('/').pop()!))).toBe(false);
    expect((await call(t, 'GET', 'profile', { token })).body.data).toEqual({ ...user, avatar: null });
  });

  it('answers a too-large picture with 413, anything but an image with 422, and keeps the old one', async () => {
    const { token } = await signUp(t);
    const first = multipart('avatar', PNG);
    const before = (
      await call(t, 'POST', 'profile/avatar', { token, body: first.body, headers: first.headers })
    ).body.data.avatar;
    const big = multipart('avatar', Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]));
    const tooBig = await call(t, 'POST', 'profile/avatar', { token, body: big.body, headers: big.headers });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe('payload_too_large');
    const text = multipart('avatar', Buffer.from('<svg onload="alert(1)"/>'), 'x.svg', 'image/svg+xml');
    const notImage = await call(t, 'POST', 'profile/avatar', {
      token,
      body: text.body,
      headers: text.headers,
    });
    expect(notImage.status).toBe(422);
    expect(notImage.body.errors).toEqual({ avatar: ['validation.image_type'] });
    const json = await call(t, 'POST', 'profile/avatar', { token, body: { avatar: 'x' } });
    expect(json.status).toBe(415);
    expect((await call(t, 'GET', 'profile', { token })).body.data.avatar).toBe(before);
    for (const path of ['..%2F..%2Fsecrets.json', `${'0'.repeat(32)}.png`]) {
      const unknown = await t.app.inject({
        method: 'GET',
        url: `/api/avatars/${path}`,
        headers: { host: 'app.localhost' },
      });
      expect(unknown.statusCode, path).toBe(404);
    }
  });

  describe('DELETE user', () => {
    it('refuses a wrong or missing password and changes nothing', async () => {
      const { token, user } = await signUp(t);
      const missing = await call(t, 'DELETE', 'user', { token, body: {} });
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual({ password: ['validation.required'] });
      const wrong = await call(t, 'DELETE', 'user', { token, body: { password: 'nope-nope-nope' } });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual({ password: ['common.auth.wrong_current_password'] });
      expect((await call(t, 'GET', 'profile', { token })).body.data).toEqual(user);
    });

    it("erases the client's vouchers and places; the professional sees 'deleted user' and the spot opens", async () => {
      const world = await proWithClient(t, 'del');
      const past = await newClass(t, world.pro.token, '2027-03-01T09:00:00Z');
      const coming = await newClass(t, world.pro.token, '2027-03-08T09:00:00Z');
      await addVouchers(t, world, { voucher_type_id: 3, duration: 60, count: 5, paid: true, value: 20 });
      await register(t, world, past);
      await register(t, world, coming);
      clock.set('2027-03-02T08:00:00Z');
      await t.drain();

      const clientUser = (await call(t, 'GET', 'profile', { token: world.client.token })).body.data;
      const reply = await call(t, 'DELETE', 'user', {
        token: world.client.token,
        body: { password: PASSWORD },
      });
      expect(reply.status).toBe(200);

      // The session ends, the address no longer signs in, nor does the old token.
      expect((await call(t, 'GET', 'profile', { token: world.client.token })).status).toBe(401);
      const login = await call(t, 'POST', 'auth/login', {
        body: { email: clientUser.email, password: PASSWORD },
      });
      expect(login.status).toBe(401);

      const row = await usersRow(t, clientUser.id);
      expect(row.deleted_at).not.toBeNull();
      expect(row.password_hash).toBeNull();
      expect(String(row.email)).toMatch(/@deleted\.invalid$/);
      const vouchers = (await t.deps.database.db.execute(
        sql`select count(*)::int as n from voucher_entries where client_id = ${world.client.clientId}`,
      )) as unknown as { rows: { n: number }[] };
      expect(vouchers.rows[0]!.n).toBe(0);

      // The coming class lost its place; the past one keeps a nameless participant.
      const calendar = await call(t, 'GET', 'events?start_date=2027-02-28&end_date=2027-03-10', {
        token: world.pro.token,
      });
      const byId = new Map<
        string,
        { registrations: { full_name: string | null; cancelled_at: string | null }[] }
      >(calendar.body.data.map((event: { id: string }) => [event.id, event]));
      expect(byId.get(past)!.registrations).toEqual([
        expect.objectContaining({ full_name: null, cancelled_at: null }),
      ]);
      expect(byId.get(coming)!.registrations).toEqual([expect.objectContaining({ full_name: null })]);
      expect(byId.get(coming)!.registrations[0]!.cancelled_at).not.toBeNull();
      // The professional's book no longer lists them, and the professional was told.
      const book = await call(t, 'GET', 'clients?status=confirmed', { token: world.pro.token });
      expect(book.body.data.data ?? book.body.data).toEqual([]);
      const mails = await t.outbox.all();
      expect(
        mails.some(
          (mail) => mail.toAddress === 'del.pro@example.test' && mail.template === 'registration_cancelled',
        ),
      ).toBe(true);
      expect(mails.some((mail) => mail.toAddress === clientUser.email)).toBe(false);
    });

    it("a professional's coming events are cancelled and their clients told", async () => {
      const world = await proWithClient(t, 'prodel');
      const coming = await newClass(t, world.pro.token, '2027-03-08T09:00:00Z');
      await register(t, world, coming);
      const reply = await call(t, 'DELETE', 'user', { token: world.pro.token, body: { password: PASSWORD } });
      expect(reply.status).toBe(200);
      const events = (await t.deps.database.db.execute(
        sql`select cancelled_at, cancelled_reason from events where id = ${coming}`,
      )) as unknown as { rows: { cancelled_at: unknown; cancelled_reason: string }[] };
      expect(events.rows[0]).toMatchObject({ cancelled_reason: 'account_deleted' });
      expect(events.rows[0]!.cancelled_at).not.toBeNull();
      const mails = await t.outbox.all();
      expect(
        mails.some(
          (mail) => mail.toAddress === 'prodel.client@example.test' && mail.template === 'event_cancelled',
        ),
      ).toBe(true);
      const publicProfile = await call(t, 'GET', 'guest/professionals/prodel.pro');
      expect(publicProfile.status).toBe(404);
    });
  });
});
