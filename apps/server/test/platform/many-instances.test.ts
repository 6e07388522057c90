import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type RateLimitStoreConfig, type ServerConfig } from '../../src/config.ts';
import type { AppInstance } from '../../src/core/api-module.ts';
import { shareJwtSecret } from '../../src/db/server-secrets.ts';
import { buildApp } from '../../src/http/app.ts';
import { signUp, PASSWORD } from '../accounts/helpers.ts';
import { call } from '../helpers/http.ts';
import { APP_HOST, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { REDIS_URL, redisAnswers } from '../helpers/redis.ts';

/**
 * Issue 15, goal 5, in process: two apps on one database behave as one server. Rate limits counted in
 * a shared store (PostgreSQL, or Redis when it answers) hold across both; a session opened on one is
 * valid, and ended, on the other; processes given no JWT_SECRET agree on one through the database.
 * (test/platform/two-instances.test.ts runs two real server processes under a booking load.)
 */
const redisAnswering = await redisAnswers(REDIS_URL);

/** A Redis store config pointing at a port nothing listens on. */
const deadRedis = (): RateLimitStoreConfig => ({ kind: 'redis', url: 'redis://127.0.0.1:9', prefix: 'x:' });

/** A TCP relay to `target`; `close()` stops it and cuts every open connection, as a Redis crash would. */
async function tcpProxy(target: URL): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let closed: Promise<void> | null = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      (closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      })),
  };
}

const stores: { name: string; store: () => RateLimitStoreConfig; run: boolean }[] = [
  { name: 'postgres', store: () => ({ kind: 'postgres' }), run: true },
  {
    name: `redis at ${REDIS_URL}${redisAnswering ? '' : ' (not answering: skipped)'}`,
    // A prefix of its own per run, so parallel runs and earlier windows never meet.
    store: () => ({ kind: 'redis', url: REDIS_URL, prefix: `sb-test:${randomBytes(6).toString('hex')}:` }),
    run: redisAnswering,
  },
];

describe.each(databaseKinds)('two instances on one database (%s)', (kind) => {
  let base: TestApp;
  const opened: AppInstance[] = [];
  beforeAll(async () => {
    base = await createTestApp(kind);
  });
  beforeEach(async () => base.reset());
  afterAll(async () => {
    for (const app of opened.splice(0)) await app.close();
    await base.close();
  });

  /** Another app on the one database, as an instance behind the same address would be. */
  async function instance(overrides: Partial<ServerConfig>): Promise<TestApp> {
    const app = await buildApp({ ...base.deps, config: { ...base.deps.config, ...overrides } });
    await app.ready();
    opened.push(app);
    return { ...base, app };
  }

  /** Two instances with one configuration (a shared store is built once for each). */
  const pair = async (overrides: Partial<ServerConfig>) => [
    await instance(overrides),
    await instance(overrides),
  ];

  for (const { name, store, run } of stores) {
    describe.skipIf(!run)(`rate limits in ${name}`, () => {
      it('counts sign-ups (5 a minute per address) across both: 3 on A and 3 on B, the 6th is 429', async () => {
        const [a, b] = await pair({ rateLimit: { enabled: true, store: store() } });
        const register = (t: TestApp) => call(t, 'POST', 'auth/register', { body: { email: 'bad' } });
        const statuses: number[] = [];
        for (const t of [a!, b!, a!, b!, a!, b!]) statuses.push((await register(t)).status);
        expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
        // Both instances now refuse: the count is one.
        expect((await register(a!)).status).toBe(429);
      });

      it('counts concurrent sign-ins on both exactly: 10 a minute, 30 at once, 20 refused', async () => {
        const [a, b] = await pair({ rateLimit: { enabled: true, store: store() } });
        const body = { email: 'nobody@example.test', password: 'whatever-1' };
        // Plain inject: the contract check of `call` compiles schemas on first use, and a second's stall
        // of the event loop would time out Redis commands in flight (and let those requests through).
        const login = (t: TestApp) =>
          t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            headers: { host: APP_HOST },
            payload: body,
          });
        // One sign-in on each first, one after the other: the route's first use (its serializers, the
        // store's script, the dummy hash) stalls the event loop, and on a loaded machine that stall
        // outlasted the 2 s Redis command timeout for requests in flight, which then went through
        // uncounted. Those two count: 8 of the 10 remain.
        for (const t of [a!, b!]) expect((await login(t)).statusCode).toBe(401);
        const replies = await Promise.all(Array.from({ length: 30 }, (_, n) => login(n % 2 ? b! : a!)));
        const statuses = replies.map((reply) => reply.statusCode);
        expect(statuses.filter((status) => status === 401)).toHaveLength(8);
        expect(statuses.filter((status) => status === 429)).toHaveLength(22);
      });
    });
  }

  it('refuses to start when the Redis of RATE_LIMIT_STORE=redis does not answer', async () => {
    const config = { ...base.deps.config, rateLimit: { enabled: true, store: deadRedis() } };
    await expect(buildApp({ ...base.deps, config })).rejects.toThrow(
      /RATE_LIMIT_STORE=redis: cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+/,
    );
  });

  describe.skipIf(!redisAnswering)('when Redis goes away while running', () => {
    it('lets limited requests through (and logs), rather than failing them', async () => {
      const proxy = await tcpProxy(new URL(REDIS_URL));
      try {
        const [t] = await pair({
          rateLimit: {
            enabled: true,
            store: { kind: 'redis', url: proxy.url, prefix: `sb-test:${randomBytes(6).toString('hex')}:` },
          },
        });
        const register = () => call(t!, 'POST', 'auth/register', { body: { email: 'bad' } });
        expect((await register()).status).toBe(422);
        await proxy.close();
        const statuses: number[] = [];
        for (let n = 0; n < 7; n++) statuses.push((await register()).status);
        expect(statuses).toEqual(Array(7).fill(422));
      } finally {
        await proxy.close();
      }
    });
  });

  it('counts per instance in memory (the default without DATABASE_URL): why N instances need a shared store', async () => {
    const [a, b] = await pair({ rateLimit: { enabled: true, store: { kind: 'memory' } } });
    const statuses: number[] = [];
    for (const t of [a!, b!, a!, b!, a!, b!])
      statuses.push((await call(t, 'POST', 'auth/register', { body: { email: 'bad' } })).status);
    expect(statuses).toEqual(Array(6).fill(422));
  });

  it("counts each client's forwarded address behind a load balancer (TRUST_PROXY), not the balancer's", async () => {
    // app.inject comes from 127.0.0.1: that is the proxy here.
    const t = await instance({
      rateLimit: { enabled: true, store: { kind: 'postgres' } },
      trustProxy: '127.0.0.1',
    });
    const register = (address: string) =>
      call(t, 'POST', 'auth/register', { body: { email: 'bad' }, headers: { 'x-forwarded-for': address } });
    for (let n = 0; n < 5; n++) expect((await register('203.0.113.7')).status).toBe(422);
    expect((await register('203.0.113.7')).status).toBe(429);
    expect((await register('198.51.100.9')).status).toBe(422);
    // The balancer ends TLS: what it forwards as https is https to the app (HSTS goes out), while
    // /config.json names the configured APP_URL whatever the Host says (decision 0026).
    const config = await t.app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { host: 'app.example.com', 'x-forwarded-proto': 'https' },
    });
    expect(config.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(config.json().api.url).toBe(`${t.deps.config.appUrl}/api/`);
  });

  it('accepts on B a session opened on A, and refuses it on A once ended on B', async () => {
    const [a, b] = await pair({});
    const { email } = await signUp(a!);
    const login = await call(a!, 'POST', 'auth/login', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    const token: string = login.body.data.token;
    const onB = await call(b!, 'GET', 'profile', { token });
    expect(onB.status).toBe(200);
    expect(onB.body.data.email).toBe(email);
    expect((await call(b!, 'POST', 'auth/refresh', { token })).status).toBe(200);
    expect((await call(b!, 'POST', 'auth/logout', { token })).status).toBe(200);
    expect((await call(a!, 'GET', 'profile', { token })).status).toBe(401);
  });

  it('gives processes without JWT_SECRET one secret from the database, the first offer kept', async () => {
    const dirs = [0, 1, 2].map(() => mkdtempSync(join(tmpdir(), 'sessionbook-secret-')));
    try {
      // The first has a secret from its single-instance days in DATA_DIR: it becomes everyone's.
      writeFileSync(join(dirs[0]!, 'secrets.json'), JSON.stringify({ jwtSecret: 'kept-from-data-dir' }));
      const configs = dirs.map((dir) =>
        loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://unused.invalid/db', RATE_LIMIT: 'off' }),
      );
      expect(configs.map((config) => config.jwtSecretSource)).toEqual(['database', 'database', 'database']);
      expect(configs[1]!.jwtSecret).not.toBe(configs[2]!.jwtSecret);
      const database = base.deps.database;
      const first = await shareJwtSecret(database, configs[0]!);
      const others = await Promise.all(configs.slice(1).map((config) => shareJwtSecret(database, config)));
      expect([first, ...others].map((config) => config.jwtSecret)).toEqual(
        Array(3).fill('kept-from-data-dir'),
      );
      // Given in the environment, JWT_SECRET wins and nothing is read from the database.
      const given = loadConfig({
        DATA_DIR: dirs[1],
        DATABASE_URL: 'postgres://x.invalid/db',
        JWT_SECRET: 'env',
      });
      expect((await shareJwtSecret(database, given)).jwtSecret).toBe('env');
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
