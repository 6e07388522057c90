import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { appConfig } from '@sessionbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.ts';
import { isAppHost } from '../../src/http/host-routing.ts';
import { APP_HOST, createTestApp, type TestApp } from '../helpers/test-app.ts';

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

describe('host routing (DECISIONS.md item 19)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sessionbook-dist-'));
    writeFiles(join(dist, 'web'), {
      'index.html': '<!doctype html><title>app shell</title>',
      'assets/index-abc123.js': 'console.log("app")',
      'sw.js': '// worker',
      '.vite/manifest.json': '{"build":"report"}',
    });
    writeFiles(join(dist, 'site'), {
      'index.html': '<!doctype html><title>landing</title>',
      'yoga-instructors-and-teachers/index.html': '<!doctype html><title>yoga</title>',
      'nl/index.html': '<!doctype html><title>landing nl</title>',
      'assets/site-def456.css': 'body{}',
    });
    t = await createTestApp('pglite', {
      webDist: join(dist, 'web'),
      siteDist: join(dist, 'site'),
      debug: true,
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (host: string, url: string) => t.app.inject({ method: 'GET', url, headers: { host } });

  it('recognises app hosts by a dot-separated `app` segment', () => {
    expect(isAppHost('app.localhost')).toBe(true);
    expect(isAppHost('app.localhost:3000')).toBe(true);
    expect(isAppHost('app.example.com')).toBe(true);
    expect(isAppHost('localhost:3000')).toBe(false);
    expect(isAppHost('myapp.example.com')).toBe(false);
    expect(isAppHost('example.com')).toBe(false);
  });

  it("keeps the build's hidden files (Vite's manifest, dotfiles) out of reach", async () => {
    for (const url of ['/.vite/manifest.json', '/%2evite/manifest.json']) {
      const reply = await get('app.localhost:3000', url);
      expect(reply.body, url).not.toContain('report');
    }
  });

  it('serves the app with index.html for client routes and long-cached assets', async () => {
    const route = await get('app.localhost:3000', '/professional/calendar?x=1');
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('app shell');
    expect(route.headers['cache-control']).toBe('no-cache');

    const asset = await get(APP_HOST, '/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const worker = await get(APP_HOST, '/sw.js');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('keeps /api/* out of the app fallback', async () => {
    const res = await get(APP_HOST, '/api/unknown/thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('serves the site pages on other hosts and sends unknown paths home', async () => {
    expect((await get('localhost:3000', '/')).body).toContain('landing');
    expect((await get('localhost', '/yoga-instructors-and-teachers')).body).toContain('yoga');
    expect((await get('localhost', '/yoga-instructors-and-teachers/')).body).toContain('yoga');
    expect((await get('localhost', '/nl')).body).toContain('landing nl');
    expect((await get('localhost', '/assets/site-def456.css')).statusCode).toBe(200);
    const unknown = await get('localhost', '/some/unknown/page');
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/');
  });

  it('does not serve files outside the dist folder', async () => {
    const res = await get('localhost', '/..%2F..%2Fetc%2Fpasswd');
    expect(res.statusCode).toBe(302);
  });

  it('answers /config.json on every host with the request origin as API base', async () => {
    for (const host of [APP_HOST, 'localhost:3000']) {
      const res = await get(host, '/config.json');
      expect(res.statusCode).toBe(200);
      const body = appConfig.parse(res.json());
      expect(body.api.url).toBe(`http://${host}/api/`);
      expect(body.front).toEqual({ url: t.deps.config.appUrl, site_url: t.deps.config.publicUrl });
      expect(body.rules.debug).toBe(true);
      expect(body.rules.cookies).toEqual({ enabled: true, type: 'banner' });
    }
  });

  it('tells the operator to build when a dist folder is missing', async () => {
    const app = await buildApp({
      ...t.deps,
      config: { ...t.deps.config, webDist: join(dist, 'missing-web'), siteDist: join(dist, 'missing-site') },
    });
    try {
      for (const host of [APP_HOST, 'localhost']) {
        const res = await app.inject({ method: 'GET', url: '/', headers: { host } });
        expect(res.statusCode).toBe(503);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('npm run build');
      }
      const health = await app.inject({ method: 'GET', url: '/api/health', headers: { host: APP_HOST } });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('sets security headers with a content security policy', async () => {
    const res = await get(APP_HOST, '/');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
