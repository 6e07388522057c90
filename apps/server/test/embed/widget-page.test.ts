import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professional } from '../client-book/helpers.ts';
import { call } from '../helpers/http.ts';
import { APP_HOST, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';

const WIDGET_HTML =
  '<!doctype html><html lang="en"><head><script type="module" src="/widget/assets/widget-abc.js"></script>' +
  '</head><body><main id="widget"></main></body></html>';

/** The CSP directive's sources, in order. */
function directive(policy: string | undefined, name: string): string[] {
  const found = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found ? found.slice(1) : [];
}

/**
 * The booking widget's page and loader on the app host (docs/decisions/0053-booking-widget.md,
 * docs/security.md): `/embed/{username}` may be framed by the professional's own sites and the app,
 * every other page by nothing; an unknown or non-public professional's page is 404 and names no one.
 */
describe.each(databaseKinds)('the booking widget page (%s)', (kind) => {
  let t: TestApp;
  let dist: string;
  let pro: { token: string };

  const get = (url: string, host = APP_HOST) => t.app.inject({ method: 'GET', url, headers: { host } });

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sessionbook-widget-'));
    mkdirSync(join(dist, 'web/widget/assets'), { recursive: true });
    writeFileSync(join(dist, 'web/index.html'), '<!doctype html><title>app shell</title>');
    writeFileSync(join(dist, 'web/widget/embed.html'), WIDGET_HTML);
    writeFileSync(join(dist, 'web/widget/embed.js'), '(function(){})();');
    writeFileSync(join(dist, 'web/widget/assets/widget-abc.js'), 'console.log(1)');
    t = await createTestApp(kind, { webDist: join(dist, 'web') });
    pro = await professional(t, 'framed.pro', 'nl');
    await professional(t, 'hidden.pro');
    expect(
      (await call(t, 'POST', 'profile/visible', { token: pro.token, body: { visible: true } })).status,
    ).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("is framed by 'self' alone while the professional allowed no site", async () => {
    const reply = await get('/embed/framed.pro');
    expect(reply.statusCode).toBe(200);
    expect(directive(reply.headers['content-security-policy'] as string, 'frame-ancestors')).toEqual([
      "'self'",
    ]);
  });

  it("lists exactly the professional's sites in frame-ancestors, without X-Frame-Options", async () => {
    const put = await call(t, 'PUT', 'professional/embed', {
      token: pro.token,
      body: { allowed_origins: ['https://studio.example', 'http://127.0.0.1:4321'] },
    });
    expect(put.status).toBe(200);
    const reply = await get('/embed/framed.pro');
    expect(reply.statusCode).toBe(200);
    const policy = reply.headers['content-security-policy'] as string;
    expect(directive(policy, 'frame-ancestors')).toEqual([
      "'self'",
      'https://studio.example',
      'http://127.0.0.1:4321',
    ]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(reply.headers['x-frame-options']).toBeUndefined();
    // The professional's language is the page's fallback; the rest of the page is the build's.
    expect(reply.body).toContain('<html lang="nl"');
    expect(reply.body).toContain('/widget/assets/widget-abc.js');
  });

  it("keeps frame-ancestors 'none' and X-Frame-Options on the app's other pages and the API", async () => {
    for (const path of ['/', '/professional/settings/widget', '/@framed.pro', '/embed']) {
      const reply = await get(path);
      expect(directive(reply.headers['content-security-policy'] as string, 'frame-ancestors'), path).toEqual([
        "'none'",
      ]);
      expect(reply.headers['x-frame-options'], path).toBe('DENY');
    }
    const api = await get('/api/guest/professionals/framed.pro');
    expect(directive(api.headers['content-security-policy'] as string, 'frame-ancestors')).toEqual([
      "'none'",
    ]);
  });

  it('answers an unknown or non-public professional with 404, framed by the app alone', async () => {
    for (const path of ['/embed/nobody.here', '/embed/hidden.pro', '/embed/%20x', '/embed/a;b']) {
      const reply = await get(path);
      expect(reply.statusCode, path).toBe(404);
      expect(reply.body, path).not.toContain('hidden.pro');
      expect(directive(reply.headers['content-security-policy'] as string, 'frame-ancestors'), path).toEqual([
        "'self'",
      ]);
    }
  });

  it('keeps a non-public professional’s own sites, so their widget can say it is not available', async () => {
    await call(t, 'POST', 'profile/visible', { token: pro.token, body: { visible: false } });
    const reply = await get('/embed/framed.pro');
    expect(reply.statusCode).toBe(404);
    expect(directive(reply.headers['content-security-policy'] as string, 'frame-ancestors')).toContain(
      'https://studio.example',
    );
    await call(t, 'POST', 'profile/visible', { token: pro.token, body: { visible: true } });
  });

  it('serves the loader to other origins, cacheable, and the widget files as immutable assets', async () => {
    const loader = await get('/embed.js');
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['content-type']).toMatch(/javascript/);
    expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(loader.headers['cache-control']).toBe('public, max-age=3600');
    expect(loader.headers.etag).toBeTruthy();
    const asset = await get('/widget/assets/widget-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('is not the widget on the marketing site host', async () => {
    const reply = await get('/embed/framed.pro', 'localhost');
    expect(directive(reply.headers['content-security-policy'] as string, 'frame-ancestors')).toEqual([
      "'none'",
    ]);
  });
});
