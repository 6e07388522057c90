import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGoogleProvider, type GoogleTestProvider } from '../../../../e2e/support/google-provider.ts';
import { authSessions, users } from '../../src/db/schema/accounts.ts';
import { usernameCandidates } from '../../src/modules/auth/services/sign-in-with-google.ts';
import { contractOf } from '../helpers/contract.ts';
import { APP_HOST, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { call, PASSWORD, signUp } from './helpers.ts';

/**
 * Sign-in and sign-up with Google (docs/product/screens.md#auth, docs/product/api.md#calls-by-area and
 * docs/product/errors.md#auth-errors; docs/decisions/0015-google-sign-in.md)
 * against a real OpenID provider on a local port (oidc-provider, e2e/support/google-provider.ts).
 */

interface Answer {
  status: number;
  location: URL | null;
  setCookie: string | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are checked field by field
  body: any;
}

/** A browser's GET on the app host, held against the OpenAPI document like `call`. */
async function open(t: TestApp, url: string, cookie?: string | null): Promise<Answer> {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { host: APP_HOST, ...(cookie ? { cookie } : {}) },
  });
  const json = /json/.test(String(response.headers['content-type'] ?? ''));
  const body = response.body ? (json ? JSON.parse(response.body) : response.body) : null;
  expect(contractOf(t.app).problemsOf('GET', url, response.statusCode, body), url).toEqual([]);
  const location = response.headers.location;
  const setCookie = response.headers['set-cookie'];
  return {
    status: response.statusCode,
    location: typeof location === 'string' ? new URL(location, t.deps.config.appUrl) : null,
    setCookie: Array.isArray(setCookie) ? (setCookie[0] ?? null) : (setCookie ?? null),
    body,
  };
}

/** The `name=value` part of a Set-Cookie line. */
const cookieOf = (setCookie: string | null) => setCookie?.split(';')[0] ?? null;

describe.each(databaseKinds)('sign-in with Google (%s)', (kind) => {
  let t: TestApp;
  let google: GoogleTestProvider;
  let appUrl: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    appUrl = t.deps.config.appUrl;
    google = await startGoogleProvider({ redirectUri: `${appUrl}/api/auth/google/callback` });
    t.deps.config.google = {
      issuer: google.issuer,
      clientId: google.clientId,
      clientSecret: google.clientSecret,
    };
  });
  afterAll(async () => {
    await google?.close();
    await t?.close();
  });
  beforeEach(async () => t.reset());

  /** Starts a flow: the issuer's URL and the flow cookie. */
  async function start(query = 'theme=client') {
    const started = await open(t, `/api/auth/google?${query}`);
    expect(started.status).toBe(302);
    expect(started.location?.origin).toBe(google.issuer);
    return { authorizationUrl: started.location!.href, cookie: cookieOf(started.setCookie) };
  }

  /** The whole round trip as `subject`: where the callback sends the browser. */
  async function googleSignIn(subject: string, query = 'theme=client'): Promise<URL> {
    const { authorizationUrl, cookie } = await start(query);
    const callback = await google.signIn(authorizationUrl, subject);
    const finished = await open(t, `${callback.pathname}${callback.search}`, cookie);
    expect(finished.status).toBe(302);
    // The flow cookie is spent either way.
    expect(finished.setCookie).toMatch(/^sb_google_flow=; Max-Age=0; Path=\/api\/auth\/google; HttpOnly/);
    return finished.location!;
  }

  /** The ticket of a successful callback. */
  function ticketIn(location: URL): string {
    const match = /^\/auth\/signin\/([^/]+)$/.exec(location.pathname);
    if (!match) throw new Error(`not signed in: ${location.href}`);
    expect(location.origin).toBe(appUrl);
    return decodeURIComponent(match[1]!);
  }

  const refresh = (ticket: string) => call(t, 'POST', 'auth/refresh', { token: ticket });

  const userRow = async (email: string) =>
    (await t.deps.database.db.select().from(users).where(eq(users.email, email)))[0];

  for (const theme of ['client', 'professional'] as const) {
    it(`signs up a new ${theme}: activated, verified, no password, named by Google`, async () => {
      google.addAccount(`new-${theme}`, { email: 'Ana.Silva@Example.test', name: 'Ana Silva' });
      const location = await googleSignIn(
        `new-${theme}`,
        `theme=${theme}&language=pt-br&timezone=America%2FSao_Paulo`,
      );
      const reply = await refresh(ticketIn(location));
      expect(reply.status).toBe(200);
      const { token, user } = reply.body.data;
      expect(user).toMatchObject({
        email: 'ana.silva@example.test',
        username: 'ana.silva',
        full_name: 'Ana Silva',
        theme,
        language: 'pt-br',
        timezone: 'America/Sao_Paulo',
        activated: true,
        email_verified: true,
      });
      expect(user[theme]).toMatchObject({ full_name: 'Ana Silva' });
      expect(user[theme === 'client' ? 'professional' : 'client']).toBeNull();
      const row = await userRow('ana.silva@example.test');
      expect(row).toMatchObject({ googleSubject: `new-${theme}`, passwordHash: null });
      const profile = await call(t, 'GET', 'profile', { token });
      expect(profile.status).toBe(200);
      expect(profile.body.data.id).toBe(user.id);
      // No activation mail: Google has verified the address.
      expect(await t.outbox.all()).toEqual([]);
    });
  }

  it('signs the same account in again, keeping its e-mail when Google’s changed', async () => {
    google.addAccount('returning', { email: 'ben@example.test', name: 'Ben' });
    const first = (await refresh(ticketIn(await googleSignIn('returning')))).body.data.user;
    google.addAccount('returning', { email: 'ben.new@example.test', name: 'Ben' });
    const again = await refresh(ticketIn(await googleSignIn('returning', 'theme=professional')));
    expect(again.status).toBe(200);
    expect(again.body.data.user).toMatchObject({ id: first.id, email: 'ben@example.test', theme: 'client' });
    expect(await t.deps.database.db.select().from(users)).toHaveLength(1);
  });

  it('takes the language from Accept-Language and UTC when the app sends neither', async () => {
    google.addAccount('plain', { email: 'cy@example.test' });
    const started = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google',
      headers: { host: APP_HOST, 'accept-language': 'nl-NL,nl;q=0.9' },
    });
    const callback = await google.signIn(String(started.headers.location), 'plain');
    const finished = await open(
      t,
      `${callback.pathname}${callback.search}`,
      cookieOf(String(started.headers['set-cookie'])),
    );
    const { user } = (await refresh(ticketIn(finished.location!))).body.data;
    expect(user).toMatchObject({ theme: 'client', language: 'nl', timezone: 'UTC', full_name: null });
  });

  it('refuses an account that signs in with a password, and changes nothing', async () => {
    const { user } = await signUp(t, { email: 'dee@example.test', username: 'dee' });
    google.addAccount('dee-google', { email: 'DEE@example.test' });
    const location = await googleSignIn('dee-google', 'theme=client&redirect=%2Fprofessionals');
    expect(location.href).toBe(
      `${appUrl}/auth/signin?google_error=common.auth.google_use_password&redirect=%2Fprofessionals`,
    );
    expect(await userRow('dee@example.test')).toMatchObject({ id: user.id, googleSubject: null });
    const login = await call(t, 'POST', 'auth/login', {
      body: { email: 'dee@example.test', password: PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a second Google account with the e-mail of an account linked to another one', async () => {
    google.addAccount('first-google', { email: 'eve@example.test' });
    await refresh(ticketIn(await googleSignIn('first-google')));
    google.addAccount('second-google', { email: 'eve@example.test' });
    const location = await googleSignIn('second-google');
    expect(location.searchParams.get('google_error')).toBe('common.auth.google_email_differs');
    expect(await userRow('eve@example.test')).toMatchObject({ googleSubject: 'first-google' });
  });

  it('never signs a deleted account in; a subject freed by deletion may sign up afresh', async () => {
    google.addAccount('gone', { email: 'fay@example.test' });
    const first = (await refresh(ticketIn(await googleSignIn('gone')))).body.data.user;
    const { db } = t.deps.database;
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, first.id));

    // The tombstone still holds the e-mail: no sign-in, no new account.
    const refused = await googleSignIn('gone');
    expect(refused.searchParams.get('google_error')).toBe('common.auth.generic');
    expect(await db.select().from(users)).toHaveLength(1);

    // Once the e-mail is gone from it (as deletion leaves a nameless row), a new account is made.
    await db
      .update(users)
      .set({ email: `deleted-${first.id}@invalid` })
      .where(eq(users.id, first.id));
    const again = await refresh(ticketIn(await googleSignIn('gone')));
    expect(again.status).toBe(200);
    expect(again.body.data.user.id).not.toBe(first.id);
    const [tombstone] = await db.select().from(users).where(eq(users.id, first.id));
    expect(tombstone).toMatchObject({ googleSubject: null });
  });

  it('refuses an e-mail Google has not verified', async () => {
    google.addAccount('unverified', { email: 'gus@example.test', emailVerified: false });
    const location = await googleSignIn('unverified');
    expect(location.searchParams.get('google_error')).toBe('common.auth.generic');
    expect(await t.deps.database.db.select().from(users)).toEqual([]);
  });

  it('makes the username unique', async () => {
    await signUp(t, { email: 'hal@other.test', username: 'hal' });
    google.addAccount('hal-google', { email: 'hal@example.test' });
    const { user } = (await refresh(ticketIn(await googleSignIn('hal-google')))).body.data;
    expect(user.username).toBe('hal2');
  });

  it('keeps a same-origin redirect and drops any other', async () => {
    google.addAccount('ivy', { email: 'ivy@example.test' });
    const kept = await googleSignIn('ivy', 'theme=client&redirect=%2F%40alex');
    expect(kept.searchParams.get('redirect')).toBe('/@alex');
    ticketIn(kept);
    for (const redirect of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const dropped = await googleSignIn('ivy', `redirect=${encodeURIComponent(redirect)}`);
      expect(dropped.searchParams.has('redirect')).toBe(false);
    }
  });

  it('trades a ticket once; it is no bearer and expires after 60 seconds', async () => {
    google.addAccount('jo', { email: 'jo@example.test' });
    const ticket = ticketIn(await googleSignIn('jo'));
    const notBearer = await call(t, 'GET', 'profile', { token: ticket });
    expect(notBearer.status).toBe(401);
    expect(notBearer.body).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });

    const [traded, twice] = await Promise.all([refresh(ticket), refresh(ticket)]);
    expect([traded.status, twice.status].sort()).toEqual([200, 401]);
    const loser = traded.status === 401 ? traded : twice;
    expect(loser.body.code).toBe('common.auth.invalid_login_token');
    expect((await refresh(ticket)).status).toBe(401);
    const token = (traded.status === 200 ? traded : twice).body.data.token;
    expect((await call(t, 'GET', 'profile', { token })).status).toBe(200);

    const late = ticketIn(await googleSignIn('jo'));
    const realClock = t.deps.clock;
    t.deps.clock = () => new Date(Date.now() + 61_000);
    try {
      expect((await refresh(late)).status).toBe(401);
    } finally {
      t.deps.clock = realClock;
    }
  });

  it('refuses a ticket once its session is revoked or its user deleted', async () => {
    google.addAccount('kim', { email: 'kim@example.test' });
    const { db } = t.deps.database;
    const revoked = ticketIn(await googleSignIn('kim'));
    await db.update(authSessions).set({ revokedAt: new Date() });
    expect((await refresh(revoked)).status).toBe(401);

    const deleted = ticketIn(await googleSignIn('kim'));
    await db.update(users).set({ deletedAt: new Date() });
    expect((await refresh(deleted)).status).toBe(401);
  });

  it('sends the visitor back with a generic error for a bad state, cookie or answer', async () => {
    google.addAccount('lou', { email: 'lou@example.test' });
    const generic = `${appUrl}/auth/signin?google_error=common.auth.generic`;

    const { authorizationUrl, cookie } = await start('redirect=%2Fcalendar');
    const callback = await google.signIn(authorizationUrl, 'lou');
    const forgedState = new URL(callback);
    forgedState.searchParams.set('state', 'not-the-state');
    const forged = await open(t, `${forgedState.pathname}${forgedState.search}`, cookie);
    expect(forged.location?.href).toBe(`${generic}&redirect=%2Fcalendar`);

    const path = `${callback.pathname}${callback.search}`;
    expect((await open(t, path)).location?.href).toBe(generic);
    expect((await open(t, path, 'sb_google_flow=garbage')).location?.href).toBe(generic);
    const tampered = `${cookie!.slice(0, -4)}AAAA`;
    expect((await open(t, path, tampered)).location?.href).toBe(generic);

    // The declined consent of RFC 6749 4.1.2.1, and garbage.
    const declined = await open(t, '/api/auth/google/callback?error=access_denied&state=x', cookie);
    expect(declined.location?.href).toBe(`${generic}&redirect=%2Fcalendar`);
    for (const query of [
      '',
      '?code=&state=',
      '?code=x&state=%00',
      `?code=${'x'.repeat(5000)}`,
      '?iss=http://evil',
    ]) {
      const answer = await open(t, `/api/auth/google/callback${query}`, cookie);
      expect([302, 422]).toContain(answer.status);
    }
    expect(await t.deps.database.db.select().from(users)).toEqual([]);
  });

  it('sends the visitor back with a generic error when the issuer cannot be reached', async () => {
    const google = t.deps.config.google;
    t.deps.config.google = { issuer: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y' };
    try {
      const answer = await open(t, '/api/auth/google?theme=professional&redirect=%2Fcalendar');
      expect(answer.status).toBe(302);
      expect(answer.location?.href).toBe(
        `${appUrl}/auth/signin?google_error=common.auth.generic&redirect=%2Fcalendar`,
      );
    } finally {
      t.deps.config.google = google;
    }
  });

  it('validates the start query', async () => {
    const answer = await open(t, '/api/auth/google?theme=admin&timezone=Mars%2FBase');
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ theme: ['validation.invalid'], timezone: ['validation.timezone'] });
  });

  it('answers 404 on both routes when Google is not configured', async () => {
    const google = t.deps.config.google;
    t.deps.config.google = null;
    try {
      for (const path of ['/api/auth/google?theme=client', '/api/auth/google/callback?code=x&state=y']) {
        const answer = await open(t, path);
        expect(answer.status).toBe(404);
        expect(answer.body.code).toBe('not_found');
        expect(answer.setCookie).toBeNull();
      }
    } finally {
      t.deps.config.google = google;
    }
  });
});

describe('usernames made from an e-mail', () => {
  it('keeps the characters usernames allow, 3 to 30 of them', () => {
    const pattern = /^[A-Za-z0-9._-]{3,30}$/;
    for (const email of [
      'ana.silva@x.test',
      'Zoë+tag@x.test',
      'a@x.test',
      '...@x.test',
      `${'l'.repeat(60)}@x.test`,
    ]) {
      const candidates = usernameCandidates(email);
      for (const name of candidates) expect(name).toMatch(pattern);
      expect(new Set(candidates).size).toBeGreaterThan(8);
    }
    expect(usernameCandidates('Zoë+tag@x.test')[0]).toBe('zotag');
    expect(usernameCandidates('a@x.test')[0]).toBe('usera');
    expect(usernameCandidates('ana.silva@x.test').slice(0, 3)).toEqual([
      'ana.silva',
      'ana.silva2',
      'ana.silva3',
    ]);
  });
});
