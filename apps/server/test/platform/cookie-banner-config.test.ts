import { appConfig } from '@sessionbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { buildApp } from '../../src/http/app.ts';
import { APP_HOST, createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('COOKIE_BANNER: the cookie notice the app shows (rules.cookies of /config.json)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads banner (the default), modal or off and refuses anything else', () => {
    const base = { DATA_DIR: '/tmp/sessionbook-config-test', JWT_SECRET: 'x' };
    expect(loadConfig(base).cookieBanner).toBe('banner');
    expect(loadConfig({ ...base, COOKIE_BANNER: 'banner' }).cookieBanner).toBe('banner');
    expect(loadConfig({ ...base, COOKIE_BANNER: 'modal' }).cookieBanner).toBe('modal');
    expect(loadConfig({ ...base, COOKIE_BANNER: 'off' }).cookieBanner).toBe('off');
    expect(() => loadConfig({ ...base, COOKIE_BANNER: 'popup' })).toThrow(/COOKIE_BANNER/);
  });

  it.each([
    ['banner', { enabled: true, type: 'banner' }],
    ['modal', { enabled: true, type: 'modal' }],
    ['off', { enabled: false, type: 'banner' }],
  ] as const)('serves %s as %j', async (mode, cookies) => {
    const app = await buildApp({ ...t.deps, config: { ...t.deps.config, cookieBanner: mode } });
    try {
      const res = await app.inject({ method: 'GET', url: '/config.json', headers: { host: APP_HOST } });
      expect(res.statusCode).toBe(200);
      expect(appConfig.parse(res.json()).rules.cookies).toEqual(cookies);
    } finally {
      await app.close();
    }
  });
});
