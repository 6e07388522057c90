import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RateLimitStoreConfig } from '../../src/config.ts';
import { ATTEMPT_RULE } from '../../src/core/attempt-limits.ts';
import { APP_HOST, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { call, mailedToken, PASSWORD, registration } from './helpers.ts';
import { REDIS_URL, redisAnswers } from '../helpers/redis.ts';

/**
 * Issue 23, item 2: guesses at one account's password are limited across addresses, on every store
 * the limits can live in. Requests travel over real sockets from different loopback addresses
 * (127.0.0.2, 127.0.0.3, …), so the per-address limit sees each as another machine.
 */
const redisAnswering = await redisAnswers(REDIS_URL);

interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are checked field by field
  body: any;
  headers: Record<string, string | string[] | undefined>;
}

/** One JSON request over a socket bound to `from`, a loopback address of this machine. */
function send(
  port: number,
  from: string,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method,
        path: `/api/${path}`,
        headers: { host: APP_HOST, 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), headers: res.headers }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Each test takes addresses no other test used (127.0.<test>.<n>): the per-address limits count in
 * real minutes, across tests.
 */
let block = 0;
const address = (n: number) => `127.0.${block}.${n}`;

const variants: { name: string; store: (kind: string) => RateLimitStoreConfig | null }[] = [
  // The default of each database: this process's memory on PGlite, the shared table on PostgreSQL.
  { name: 'default store', store: (kind) => (kind === 'pglite' ? { kind: 'memory' } : { kind: 'postgres' }) },
  {
    name: `redis${redisAnswering ? '' : ' (not answering: skipped)'}`,
    store: (kind) =>
      redisAnswering && kind === 'pglite'
        ? { kind: 'redis', url: REDIS_URL, prefix: `sb-test:${randomBytes(6).toString('hex')}:` }
        : null,
  },
];

describe.each(databaseKinds)('per-account attempt limits (%s)', (kind) => {
  describe.each(variants)('$name', ({ store: storeOf }) => {
    const store = storeOf(kind);
    let t: TestApp;
    let port = 0;
    let now = Date.parse('2027-03-01T09:00:00Z');
    beforeAll(async () => {
      if (!store) return;
      t = await createTestApp(kind, { rateLimit: { enabled: true, store } }, { clock: () => new Date(now) });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });
    afterAll(async () => t?.close());
    beforeEach(async () => {
      if (!store) return;
      block += 1;
      await t.reset();
      now += 2 * ATTEMPT_RULE.forgetAfterMs; // every earlier attempt is forgotten
    });

    // Sign-ups come from addresses of their own (127.1.x.y): sign-up is limited per address too.
    let signUps = 0;
    const signUp = async (
      _t: TestApp,
      overrides: { email?: string; username?: string } = {},
      name = 'Ada',
    ) => {
      signUps += 1;
      const from = `127.1.${block}.${signUps}`;
      const body = registration(overrides);
      expect((await send(port, from, 'POST', 'auth/register', body)).status).toBe(201);
      const { token: link } = await mailedToken(t, body.email);
      const activated = await send(port, from, 'POST', `auth/activate/${link}`, { full_name: name });
      expect(activated.status).toBe(200);
      return { token: activated.body.data.token as string };
    };
    const logIn = (from: number, password: string, cookie?: string, email = 'ada@example.test') =>
      send(port, address(from), 'POST', 'auth/login', { email, password }, cookie ? { cookie } : {});
    const deviceCookie = (reply: Reply) => String(reply.headers['set-cookie']).split(';')[0]!;

    it.skipIf(!store)('throttles 40 wrong passwords from five addresses after the free five', async () => {
      await signUp(t);
      const statuses: number[] = [];
      let last: Reply | null = null;
      for (let round = 0; round < 8; round += 1) {
        for (let from = 2; from <= 6; from += 1) {
          last = await logIn(from, `wrong-guess-${round}-${from}`);
          statuses.push(last.status);
        }
      }
      // Eight tries per address stay under the per-address limit (10 a minute): only the account's stops them.
      expect(statuses.slice(0, ATTEMPT_RULE.free)).toEqual(Array(ATTEMPT_RULE.free).fill(401));
      expect(statuses.slice(ATTEMPT_RULE.free)).toEqual(Array(40 - ATTEMPT_RULE.free).fill(429));
      expect(last!.body.code).toBe('common.auth.too_many_attempts');
      expect(Number(last!.headers['retry-after'])).toBe(ATTEMPT_RULE.firstWaitMs / 1000);
      // While the account waits, even its password is not checked from a new address.
      expect((await logIn(7, PASSWORD)).status).toBe(429);
    });

    it.skipIf(!store)('backs off rather than locking: each wait doubles, then all is forgotten', async () => {
      await signUp(t);
      for (let i = 0; i < ATTEMPT_RULE.free; i += 1)
        expect((await logIn(2 + i, 'wrong-guess')).status).toBe(401);
      expect((await logIn(8, 'wrong-guess')).status).toBe(429);
      now += ATTEMPT_RULE.firstWaitMs;
      expect((await logIn(9, 'wrong-guess')).status).toBe(401);
      const waiting = await logIn(10, 'wrong-guess');
      expect(waiting.status).toBe(429);
      expect(Number(waiting.headers['retry-after'])).toBe((2 * ATTEMPT_RULE.firstWaitMs) / 1000);
      now += 2 * ATTEMPT_RULE.firstWaitMs;
      expect((await logIn(11, PASSWORD)).status).toBe(200);
      // A success starts the account afresh.
      for (let i = 0; i < ATTEMPT_RULE.free; i += 1)
        expect((await logIn(12, 'wrong-guess')).status).toBe(401);
      expect((await logIn(12, 'wrong-guess')).status).toBe(429);
      now += ATTEMPT_RULE.forgetAfterMs;
      expect((await logIn(13, PASSWORD)).status).toBe(200);
    });

    it.skipIf(!store)('never slows the owner down on a browser that signed in before', async () => {
      await signUp(t);
      const before = await logIn(20, PASSWORD);
      expect(before.status).toBe(200);
      const cookie = deviceCookie(before);
      expect(String(before.headers['set-cookie'])).toMatch(
        /^sb_device=[\w-]+\.[\w-]+; Max-Age=\d+; Path=\/api\/auth\/login; HttpOnly; SameSite=Strict$/,
      );
      for (let from = 2; from <= 9; from += 1) await logIn(from, 'wrong-guess');
      expect((await logIn(21, PASSWORD)).status).toBe(429);
      // The owner's browser, from any network, goes straight in.
      expect((await logIn(22, PASSWORD, cookie)).status).toBe(200);
      // A device cookie of another account, or a forged one, counts as none.
      await signUp(t, { email: 'bob@example.test', username: 'bob' }, 'Bob');
      const bobs = deviceCookie(await logIn(23, PASSWORD, undefined, 'bob@example.test'));
      expect((await logIn(24, PASSWORD, bobs)).status).toBe(429);
      expect((await logIn(25, PASSWORD, `${cookie.slice(0, -2)}xx`)).status).toBe(429);
      // The device's own guesses are limited too (a stolen cookie is no way around the limit).
      const guesses: number[] = [];
      for (let i = 0; i <= ATTEMPT_RULE.free; i += 1)
        guesses.push((await logIn(26, 'wrong-guess', cookie)).status);
      expect(guesses).toEqual([...Array(ATTEMPT_RULE.free).fill(401), 429]);
    });

    it.skipIf(!store)('counts a burst of parallel guesses whole', async () => {
      await signUp(t);
      const burst = await Promise.all(
        Array.from({ length: 24 }, (_, i) => logIn(2 + (i % 6), `parallel-guess-${i}`)),
      );
      const statuses = burst.map((reply) => reply.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(ATTEMPT_RULE.free);
      expect(statuses.filter((status) => status === 429)).toHaveLength(24 - ATTEMPT_RULE.free);
    });

    it.skipIf(!store)('treats an unknown address as a known one', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= ATTEMPT_RULE.free; i += 1)
        statuses.push((await logIn(2 + i, 'wrong-guess', undefined, 'nobody@example.test')).status);
      expect(statuses).toEqual([...Array(ATTEMPT_RULE.free).fill(401), 429]);
    });

    it.skipIf(!store)(
      'limits guesses at the current password per account, whatever the address',
      async () => {
        const { token } = await signUp(t);
        const change = (from: number, current: string) =>
          send(
            port,
            address(from),
            'PUT',
            'profile/password',
            {
              current_password: current,
              password: 'another-pass-9',
              password_confirmation: 'another-pass-9',
            },
            { authorization: `Bearer ${token}` },
          );
        const statuses: number[] = [];
        for (let i = 0; i <= ATTEMPT_RULE.free; i += 1)
          statuses.push((await change(2 + i, 'wrong-guess')).status);
        expect(statuses).toEqual([...Array(ATTEMPT_RULE.free).fill(422), 429]);
        now += ATTEMPT_RULE.firstWaitMs;
        expect((await change(9, PASSWORD)).status).toBe(200);
      },
    );

    it.skipIf(!store)(
      'limits reset attempts that name an account, and a reset lifts the sign-in wait',
      async () => {
        await signUp(t);
        for (let from = 2; from <= 8; from += 1) await logIn(from, 'wrong-guess');
        expect((await logIn(9, PASSWORD)).status).toBe(429);
        const resetWith = (from: number, token: string, email?: string) =>
          send(port, address(from), 'POST', 'auth/reset', {
            token,
            ...(email ? { email } : {}),
            password: 'another-pass-9',
            password_confirmation: 'another-pass-9',
          });
        const statuses: number[] = [];
        for (let i = 0; i <= ATTEMPT_RULE.free; i += 1)
          statuses.push((await resetWith(2 + i, `made-up-token-${i}`, 'ada@example.test')).status);
        expect(statuses).toEqual([...Array(ATTEMPT_RULE.free).fill(422), 429]);

        // The owner asks for a link and follows it: the token alone names the account.
        expect((await call(t, 'POST', 'auth/forgot', { body: { email: 'ada@example.test' } })).status).toBe(
          200,
        );
        const { token: link } = await mailedToken(t, 'ada@example.test');
        expect((await resetWith(10, link)).status).toBe(200);
        expect((await logIn(11, 'another-pass-9')).status).toBe(200);
      },
    );
  });
});
