import { NOTIFICATION_SETTINGS, type NotificationSettings } from '@sessionbook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../src/modules/auth/services/start-session.ts';
import { signUnsubscribeToken } from '../../src/messaging/unsubscribe-token.ts';
import { contractOf } from '../helpers/contract.ts';
import { changedTables, databaseFingerprint } from '../helpers/fingerprint.ts';
import { call } from '../helpers/http.ts';
import { APP_HOST, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';

const DEFAULTS: NotificationSettings = {
  email_notifications: true,
  sms_notifications: false,
  newsletter: false,
  app_updates: true,
  no_action_reminders: true,
  booking_updates: 'at_once',
};
const ALL_ON: NotificationSettings = {
  email_notifications: true,
  sms_notifications: true,
  newsletter: true,
  app_updates: true,
  no_action_reminders: true,
  booking_updates: 'at_once',
};
const DAY = 24 * 60 * 60 * 1000;

interface Account {
  userId: string;
  token: string;
}

/** An activated account with a client profile and a live session, written directly (no mail involved). */
async function account(t: TestApp, username: string): Promise<Account> {
  const { db } = t.deps.database;
  const made = (await db.execute(sql`
    with new_user as (
      insert into users (email, username, activated_at)
      values (${username} || '@example.test', ${username}, now()) returning id
    )
    insert into client_profiles (user_id, full_name) select id, ${username} from new_user
    returning user_id`)) as unknown as { rows: { user_id: string }[] };
  const userId = made.rows[0]!.user_id;
  const { token } = await startSession(db, { userId, now: t.deps.clock(), secret: t.deps.config.jwtSecret });
  return { userId, token };
}

async function storedSettings(t: TestApp, userId: string): Promise<NotificationSettings> {
  const result = (await t.deps.database.db.execute(sql`
    select email_notifications, sms_notifications, newsletter, app_updates, no_action_reminders,
      booking_updates
    from users where id = ${userId}`)) as unknown as { rows: NotificationSettings[] };
  return result.rows[0]!;
}

/** A raw request to the unsubscribe route (form bodies, no body), held against the document too. */
async function rawUnsubscribe(
  t: TestApp,
  query: string,
  options: { contentType?: string; payload?: string; method?: 'POST' | 'GET' } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are checked field by field
): Promise<{ status: number; body: any }> {
  const method = options.method ?? 'POST';
  const url = `/api/newsletter/unsubscribe${query}`;
  const response = await t.app.inject({
    method,
    url,
    headers: {
      host: APP_HOST,
      ...(options.contentType ? { 'content-type': options.contentType } : {}),
    },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
  const body = response.body ? JSON.parse(response.body) : null;
  expect(contractOf(t.app).problemsOf(method, url, response.statusCode, body), `${method} ${url}`).toEqual(
    [],
  );
  return { status: response.statusCode, body };
}

describe.each(databaseKinds)('notification settings and unsubscribe (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  const sign = (userId: string, setting: (typeof NOTIFICATION_SETTINGS)[number], now = t.deps.clock()) =>
    signUnsubscribeToken(t.deps.config.jwtSecret, { userId, setting }, now);

  describe('GET and PUT profile/notifications', () => {
    it('answers the defaults of a new account', async () => {
      const { token } = await account(t, 'ada');
      const reply = await call(t, 'GET', 'profile/notifications', { token });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ data: DEFAULTS });
    });

    it('stores all five settings and answers them', async () => {
      const { token, userId } = await account(t, 'ada');
      const other = await account(t, 'bob');
      const wanted: NotificationSettings = {
        email_notifications: false,
        sms_notifications: true,
        newsletter: true,
        app_updates: false,
        no_action_reminders: false,
        booking_updates: 'daily',
      };
      const put = await call(t, 'PUT', 'profile/notifications', { token, body: wanted });
      expect(put.status).toBe(200);
      expect(put.body).toEqual({ data: wanted });
      expect((await call(t, 'GET', 'profile/notifications', { token })).body.data).toEqual(wanted);
      expect(await storedSettings(t, userId)).toEqual(wanted);
      // Nobody else's settings move.
      expect(await storedSettings(t, other.userId)).toEqual(DEFAULTS);
      // An app that does not know booking updates yet leaves the choice as it was.
      const { booking_updates: _kept, ...older } = ALL_ON;
      const again = await call(t, 'PUT', 'profile/notifications', { token, body: older });
      expect(again.body.data).toEqual({ ...ALL_ON, booking_updates: 'daily' });
    });

    it('needs a signed-in user', async () => {
      expect((await call(t, 'GET', 'profile/notifications')).status).toBe(401);
      const put = await call(t, 'PUT', 'profile/notifications', { body: ALL_ON });
      expect(put.status).toBe(401);
      expect(put.body.message).toBe('Unauthenticated.');
    });

    it('refuses a missing, wrongly typed or unknown field with 422 field errors, changing nothing', async () => {
      const { token } = await account(t, 'ada');
      const before = await databaseFingerprint(t.deps.database);
      const { newsletter: _left, ...missing } = ALL_ON;
      const cases: [unknown, Record<string, string[]>][] = [
        [missing, { newsletter: ['validation.required'] }],
        [{ ...ALL_ON, sms_notifications: 'yes' }, { sms_notifications: ['validation.invalid'] }],
        [{ ...ALL_ON, booking_updates: 'hourly' }, { booking_updates: ['validation.invalid'] }],
        [
          { ...ALL_ON, app_updates: null, email_notifications: 1 },
          {
            app_updates: ['validation.invalid'],
            email_notifications: ['validation.invalid'],
          },
        ],
      ];
      for (const [body, errors] of cases) {
        const reply = await call(t, 'PUT', 'profile/notifications', { token, body });
        expect(reply.status, JSON.stringify(body)).toBe(422);
        expect(reply.body.code).toBe('validation');
        expect(reply.body.errors).toEqual(errors);
      }
      // A setting that does not exist (system mails cannot be turned off) is refused, not ignored.
      const unknown = await call(t, 'PUT', 'profile/notifications', {
        token,
        body: { ...ALL_ON, system_mails: false },
      });
      expect(unknown.status).toBe(422);
      for (const json of ['null', '[]', '"on"']) {
        expect((await call(t, 'PUT', 'profile/notifications', { token, json })).status).toBe(422);
      }
      // Only the one route takes form bodies.
      const form = await t.app.inject({
        method: 'PUT',
        url: '/api/profile/notifications',
        headers: {
          host: APP_HOST,
          authorization: `Bearer ${token}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'newsletter=true',
      });
      expect(form.statusCode).toBe(415);
      expect(changedTables(before, await databaseFingerprint(t.deps.database))).toEqual([]);
    });
  });

  describe('POST newsletter/unsubscribe', () => {
    it('turns off the setting a link names, by query token, and only that one', async () => {
      const ada = await account(t, 'ada');
      await call(t, 'PUT', 'profile/notifications', { token: ada.token, body: ALL_ON });
      const token = await sign(ada.userId, 'newsletter');
      const reply = await call(t, 'POST', `newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ data: { setting: 'newsletter' } });
      expect(await storedSettings(t, ada.userId)).toEqual({ ...ALL_ON, newsletter: false });
      // The same link again is harmless.
      expect((await call(t, 'POST', `newsletter/unsubscribe?token=${token}`)).status).toBe(200);
      expect(await storedSettings(t, ada.userId)).toEqual({ ...ALL_ON, newsletter: false });
    });

    it('takes the token in a JSON body (the unsubscribe page), for each setting', async () => {
      const ada = await account(t, 'ada');
      await call(t, 'PUT', 'profile/notifications', { token: ada.token, body: ALL_ON });
      const expected = { ...ALL_ON };
      for (const setting of NOTIFICATION_SETTINGS) {
        const reply = await call(t, 'POST', 'newsletter/unsubscribe', {
          body: { token: await sign(ada.userId, setting) },
        });
        expect(reply.status).toBe(200);
        expect(reply.body.data.setting).toBe(setting);
        expected[setting] = false;
        expect(await storedSettings(t, ada.userId)).toEqual(expected);
      }
    });

    it('accepts an RFC 8058 one-click POST (form body, token in the query)', async () => {
      const ada = await account(t, 'ada');
      await call(t, 'PUT', 'profile/notifications', { token: ada.token, body: ALL_ON });
      const email = await sign(ada.userId, 'email_notifications');
      const urlencoded = await rawUnsubscribe(t, `?token=${encodeURIComponent(email)}`, {
        contentType: 'application/x-www-form-urlencoded',
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(urlencoded.status).toBe(200);
      expect(urlencoded.body).toEqual({ data: { setting: 'email_notifications' } });

      const sms = await sign(ada.userId, 'sms_notifications');
      const boundary = '----sessionbook';
      const multipart = await rawUnsubscribe(t, `?token=${encodeURIComponent(sms)}`, {
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload:
          `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\n` +
          `One-Click\r\n--${boundary}--\r\n`,
      });
      expect(multipart.status).toBe(200);
      expect(multipart.body.data.setting).toBe('sms_notifications');

      // A bare POST with no body at all works too.
      const updates = await sign(ada.userId, 'app_updates');
      expect((await rawUnsubscribe(t, `?token=${encodeURIComponent(updates)}`)).status).toBe(200);
      expect(await storedSettings(t, ada.userId)).toEqual({
        ...ALL_ON,
        email_notifications: false,
        sms_notifications: false,
        app_updates: false,
      });
    });

    it('refuses forged, tampered, expired, foreign and session tokens, changing nothing', async () => {
      const ada = await account(t, 'ada');
      const bob = await account(t, 'bob');
      await call(t, 'PUT', 'profile/notifications', { token: ada.token, body: ALL_ON });
      await call(t, 'PUT', 'profile/notifications', { token: bob.token, body: ALL_ON });
      const valid = await sign(ada.userId, 'newsletter');
      const [header, payload, signature] = valid.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const reencode = (changes: object) =>
        Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url');
      const forged = [
        // Ada's link rewritten to name Bob, or another setting, keeping Ada's signature.
        `${header}.${reencode({ sub: bob.userId })}.${signature}`,
        `${header}.${reencode({ setting: 'email_notifications' })}.${signature}`,
        `${header}.${reencode({ exp: claims.exp + 365 * 86400 })}.${signature}`,
        `${header}.${payload}.${signature.slice(0, -3)}abc`,
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
        // Signed with another secret, expired (signed 91 days ago), and Ada's own session token.
        await signUnsubscribeToken(
          'another-secret',
          { userId: ada.userId, setting: 'newsletter' },
          new Date(),
        ),
        await sign(ada.userId, 'newsletter', new Date(Date.now() - 91 * DAY)),
        ada.token,
        'not-a-token',
      ];
      const before = await databaseFingerprint(t.deps.database);
      for (const token of forged) {
        for (const reply of [
          await call(t, 'POST', `newsletter/unsubscribe?token=${encodeURIComponent(token)}`),
          await call(t, 'POST', 'newsletter/unsubscribe', { body: { token } }),
          await rawUnsubscribe(t, `?token=${encodeURIComponent(token)}`, {
            contentType: 'application/x-www-form-urlencoded',
            payload: 'List-Unsubscribe=One-Click',
          }),
        ]) {
          expect(reply.status, token).toBe(403);
          expect(reply.body.code).toBe('error.unsubscribe.invalid_link');
          expect(reply.body.message).toMatch(/unsubscribe link is invalid or has expired/);
        }
      }
      expect(changedTables(before, await databaseFingerprint(t.deps.database))).toEqual([]);
      expect(await storedSettings(t, ada.userId)).toEqual(ALL_ON);
      expect(await storedSettings(t, bob.userId)).toEqual(ALL_ON);
    });

    it('answers in the reader’s language', async () => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/unsubscribe?token=x.y.z',
        headers: { host: APP_HOST, 'accept-language': 'nl' },
      });
      expect(reply.statusCode).toBe(403);
      expect(JSON.parse(reply.body).message).toMatch(/afmeldlink/);
    });

    it('still refuses a valid link once the account is gone', async () => {
      const ada = await account(t, 'ada');
      const token = await sign(ada.userId, 'newsletter');
      await t.deps.database.db.execute(sql`delete from users where id = ${ada.userId}`);
      const reply = await call(t, 'POST', 'newsletter/unsubscribe', { body: { token } });
      expect(reply.status).toBe(403);
      expect(reply.body.code).toBe('error.unsubscribe.invalid_link');
    });

    it('needs a token, and never acts on a GET (mail scanners prefetch links)', async () => {
      const ada = await account(t, 'ada');
      await call(t, 'PUT', 'profile/notifications', { token: ada.token, body: ALL_ON });
      const before = await databaseFingerprint(t.deps.database);
      for (const reply of [
        await call(t, 'POST', 'newsletter/unsubscribe'),
        await call(t, 'POST', 'newsletter/unsubscribe', { body: {} }),
        await rawUnsubscribe(t, '', {
          contentType: 'application/x-www-form-urlencoded',
          payload: 'List-Unsubscribe=One-Click',
        }),
      ]) {
        expect(reply.status).toBe(422);
        expect(reply.body.errors).toEqual({ token: ['validation.required'] });
      }
      const tooLong = await call(t, 'POST', 'newsletter/unsubscribe', { body: { token: 'x'.repeat(3000) } });
      expect(tooLong.status).toBe(422);
      expect(tooLong.body.errors).toEqual({ token: ['validation.too_long'] });

      const valid = await sign(ada.userId, 'newsletter');
      const get = await rawUnsubscribe(t, `?token=${encodeURIComponent(valid)}`, { method: 'GET' });
      expect(get.status).toBe(404);
      expect(changedTables(before, await databaseFingerprint(t.deps.database))).toEqual([]);
      expect(await storedSettings(t, ada.userId)).toEqual(ALL_ON);
    });
  });
});

// The limiter keeps its counts in memory: one database kind is enough.
describe('unsubscribe rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { rateLimit: { enabled: true } });
  });
  afterAll(async () => t.close());

  it('answers the 31st unsubscribe in a minute from one address with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await call(t, 'POST', 'newsletter/unsubscribe', { body: { token: 'x.y.z' } })).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(403));
    expect(statuses[30]).toBe(429);
  });
});
