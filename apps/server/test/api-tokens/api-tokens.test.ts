import { API_TOKEN_SCOPES, MAX_API_TOKENS, type ApiTokenScope } from '@sessionbook/domain';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.ts';
import { apiModules } from '../../src/http/routes.ts';
import type { ApiModule } from '../../src/core/api-module.ts';
import { isAuthenticationHook } from '../../src/modules/auth/authenticate.ts';
import { routeKeyOf, TOKEN_SCOPES } from '../../src/modules/auth/api-token-scopes.ts';
import { PASSWORD } from '../accounts/helpers.ts';
import { clientAccount, professional } from '../client-book/helpers.ts';
import { call, type HttpMethod } from '../helpers/http.ts';
import { freshToken } from '../contract/world.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';

/**
 * Personal API tokens (docs/decisions/0052-api-tokens.md) through HTTP on both databases: shown once,
 * used within their scopes only, refused on every route without a scope (read from the route table),
 * dead once revoked or expired or when the account is deleted, and never a way to manage tokens.
 */

const START = new Date('2027-03-10T12:00:00Z');
const WEEK = { start_date: '2027-03-08', end_date: '2027-03-14' };
const eventsPath = `events?start_date=${WEEK.start_date}&end_date=${WEEK.end_date}`;

describe.each(databaseKinds)('personal API tokens (%s)', (kind) => {
  let t: TestApp;
  let now = START;
  const routes: RouteOptions[] = [];
  const recordRoutes: ApiModule = async (app) => {
    app.addHook('onRoute', (route) => {
      routes.push(route as RouteOptions);
    });
  };
  let owner: { token: string; userId: string };
  let other: { token: string; userId: string };

  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  async function mint(session: string, scopes: readonly ApiTokenScope[], extra: object = {}) {
    const reply = await call(t, 'POST', 'professional/api-tokens', {
      token: session,
      body: { name: `Token ${scopes.length}`, scopes, ...extra },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.data as { id: string; token: string; prefix: string; expires_at: string | null };
  }

  beforeAll(async () => {
    const base = await createTestApp(kind, {}, { clock: () => now });
    // The same database and settings, with a recorder first: it sees every API route.
    const app = await buildApp(base.deps, { apiModules: [recordRoutes, ...apiModules] });
    await app.ready();
    t = { ...base, app, close: async () => (await app.close(), await base.close()) };
    owner = await professional(t, 'token.owner');
    other = await professional(t, 'token.other');
  }, 60_000);
  afterAll(async () => t.close());

  it('shows the whole token once, and afterwards only its first characters', async () => {
    const created = await mint(owner.token, ['clients:read', 'clients:read', 'schedule:read']);
    expect(created.token).toMatch(/^sb_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.token.slice(0, 12));
    const list = await call(t, 'GET', 'professional/api-tokens', { token: owner.token });
    expect(list.status).toBe(200);
    const listed = list.body.data.find((row: { id: string }) => row.id === created.id);
    expect(listed).toMatchObject({ scopes: ['clients:read', 'schedule:read'], last_used_at: null });
    expect(JSON.stringify(list.body)).not.toContain(created.token);
    // Another professional's list never shows it.
    const others = await call(t, 'GET', 'professional/api-tokens', { token: other.token });
    expect(others.body.data.map((row: { id: string }) => row.id)).not.toContain(created.id);
  });

  it('acts as its professional within its scopes and is refused outside them', async () => {
    const { token } = await mint(owner.token, ['clients:read']);
    const added = await call(t, 'POST', 'clients', {
      token: owner.token,
      body: { full_name: 'Read By Token', email: 'read.by.token@example.test' },
    });
    const bySession = await call(t, 'GET', 'clients', { token: owner.token });
    const byToken = await call(t, 'GET', 'clients', { token });
    expect(byToken.status).toBe(200);
    expect(byToken.body).toEqual(bySession.body);
    expect((await call(t, 'GET', `clients/${added.body.data.id}`, { token })).status).toBe(200);

    const write = await call(t, 'POST', 'clients', { token, body: { full_name: 'Nope' } });
    expect(write).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect((await call(t, 'GET', eventsPath, { token })).status).toBe(403);

    // Another professional's token never reaches the owner's entry.
    const { token: otherToken } = await mint(other.token, API_TOKEN_SCOPES);
    const foreign = await call(t, 'GET', `clients/${added.body.data.id}`, { token: otherToken });
    expect(foreign.status).toBe(404);
  });

  it('names real routes only, and every signed-in route without a scope refuses a token', async () => {
    const signedIn = routes.filter((route) => [route.onRequest].flat().some(isAuthenticationHook));
    const keys = signedIn.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => routeKeyOf(method, route.url)),
    );
    expect(
      Object.keys(TOKEN_SCOPES).filter((key) => !keys.includes(key)),
      'scopes of no route',
    ).toEqual([]);

    const { token } = await mint(owner.token, API_TOKEN_SCOPES);
    const unscoped = keys.filter((key) => !(key in TOKEN_SCOPES));
    expect(unscoped).toContain('DELETE /api/user');
    expect(unscoped).toContain('GET /api/live');
    const answers: Record<string, number> = {};
    for (const key of unscoped) {
      const [method, template] = key.split(' ') as [HttpMethod, string];
      const path = template
        .replace(/^\/api\//, '')
        .replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const reply = await call(t, method, path, { token });
      answers[key] = reply.status;
    }
    expect(Object.entries(answers).filter(([, status]) => status !== 403)).toEqual([]);
    // The same token passes the sign-in of a scoped route.
    expect((await call(t, 'GET', eventsPath, { token })).status).toBe(200);
  });

  it('cannot list, make or revoke tokens, even its own', async () => {
    const created = await mint(owner.token, API_TOKEN_SCOPES);
    const { token } = created;
    expect((await call(t, 'GET', 'professional/api-tokens', { token })).status).toBe(403);
    const body = { name: 'Child', scopes: ['clients:read'] };
    expect((await call(t, 'POST', 'professional/api-tokens', { token, body })).status).toBe(403);
    expect((await call(t, 'DELETE', `professional/api-tokens/${created.id}`, { token })).status).toBe(403);
    expect((await call(t, 'GET', 'clients', { token })).status).toBe(200);
  });

  it('stops working once revoked or expired, and leaves the list', async () => {
    const revoked = await mint(owner.token, ['clients:read']);
    const expiring = await mint(owner.token, ['clients:read'], { expires_in_days: 30 });
    expect(Date.parse(expiring.expires_at!) - now.getTime()).toBe(30 * 24 * 3600 * 1000);

    expect(
      (await call(t, 'DELETE', `professional/api-tokens/${revoked.id}`, { token: other.token })).status,
    ).toBe(404);
    expect((await call(t, 'GET', 'clients', { token: revoked.token })).status).toBe(200);
    expect(
      (await call(t, 'DELETE', `professional/api-tokens/${revoked.id}`, { token: owner.token })).status,
    ).toBe(200);
    expect((await call(t, 'GET', 'clients', { token: revoked.token })).status).toBe(401);
    expect(
      (await call(t, 'DELETE', `professional/api-tokens/${revoked.id}`, { token: owner.token })).status,
    ).toBe(404);

    later(29 * 24 * 3600 * 1000);
    expect((await call(t, 'GET', 'clients', { token: expiring.token })).status).toBe(200);
    later(24 * 3600 * 1000);
    expect((await call(t, 'GET', 'clients', { token: expiring.token })).status).toBe(401);
    // The clock moved a month: the sessions of the suite ended, so fresh ones from here on.
    owner.token = await freshToken(t, owner.userId);
    other.token = await freshToken(t, other.userId);
    const ids = (await call(t, 'GET', 'professional/api-tokens', { token: owner.token })).body.data.map(
      (row: { id: string }) => row.id,
    );
    expect(ids).not.toContain(revoked.id);
    expect(ids).not.toContain(expiring.id);
    // A token that is not one, or one made up, is a plain 401.
    expect((await call(t, 'GET', 'clients', { token: `${revoked.token.slice(0, -1)}A` })).status).toBe(401);
    expect((await call(t, 'GET', 'clients', { token: 'sb_pat_' })).status).toBe(401);
  });

  it('records its last use at most once a minute, and only when allowed', async () => {
    const created = await mint(owner.token, ['clients:read']);
    const lastUsed = async () =>
      (await call(t, 'GET', 'professional/api-tokens', { token: owner.token })).body.data.find(
        (row: { id: string }) => row.id === created.id,
      ).last_used_at as string | null;
    expect((await call(t, 'POST', 'clients', { token: created.token, body: {} })).status).toBe(403);
    expect(await lastUsed()).toBeNull();
    await call(t, 'GET', 'clients', { token: created.token });
    const first = now.toISOString();
    expect(await lastUsed()).toBe(first);
    later(30_000);
    await call(t, 'GET', 'clients', { token: created.token });
    expect(await lastUsed()).toBe(first);
    later(31_000);
    await call(t, 'GET', 'clients', { token: created.token });
    expect(await lastUsed()).toBe(now.toISOString());
  });

  it('validates the body and keeps at most MAX_API_TOKENS live', async () => {
    const pro = await professional(t, 'token.many');
    const bad = await call(t, 'POST', 'professional/api-tokens', {
      token: pro.token,
      body: { name: '', scopes: ['everything'], expires_in_days: 0 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['expires_in_days', 'name', 'scopes.0']);
    const made = [];
    for (let i = 0; i < MAX_API_TOKENS; i += 1) made.push(await mint(pro.token, ['schedule:read']));
    const over = await call(t, 'POST', 'professional/api-tokens', {
      token: pro.token,
      body: { name: 'One too many', scopes: ['schedule:read'] },
    });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ name: ['validation.too_many'] });
    await call(t, 'DELETE', `professional/api-tokens/${made[0]!.id}`, { token: pro.token });
    await mint(pro.token, ['schedule:read']);
  });

  it('is for professionals only, and dies with the account', async () => {
    const client = await clientAccount(t, 'token.client');
    const body = { name: 'Mine', scopes: ['clients:read'] };
    expect((await call(t, 'POST', 'professional/api-tokens', { token: client.token, body })).status).toBe(
      403,
    );
    expect((await call(t, 'GET', 'professional/api-tokens', { token: client.token })).status).toBe(403);

    const leaving = await professional(t, 'token.leaving');
    const { token } = await mint(leaving.token, ['clients:read']);
    expect((await call(t, 'GET', 'clients', { token })).status).toBe(200);
    const deleted = await call(t, 'DELETE', 'user', { token: leaving.token, body: { password: PASSWORD } });
    expect(deleted.status).toBe(200);
    expect((await call(t, 'GET', 'clients', { token })).status).toBe(401);
  });

  it('outlives a password change (it is a credential of its own, revoked on its own)', async () => {
    const { token } = await mint(owner.token, ['clients:read']);
    const changed = await call(t, 'PUT', 'profile/password', {
      token: owner.token,
      body: {
        current_password: PASSWORD,
        password: 'another-horse-2',
        password_confirmation: 'another-horse-2',
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await call(t, 'GET', 'clients', { token })).status).toBe(200);
  });
});
