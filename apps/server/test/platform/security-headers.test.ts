import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.ts';
import { appPolicy } from '../../src/http/security-headers.ts';
import { APP_HOST, createTestApp, type TestApp } from '../helpers/test-app.ts';

const SITE_HOST = 'localhost:3000';
const SITE_CSS = 'body{font-family:system-ui}';

/** A policy as a map of directive → its sources, so each directive is checked on its own. */
function directives(header: unknown): Record<string, string> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources.join(' ')]),
  );
}

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

/** docs/decisions/0026-security-headers.md: each header, on each kind of reply. */
describe('security headers', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sessionbook-headers-'));
    writeFiles(join(dist, 'web'), {
      'index.html': '<!doctype html><title>app shell</title>',
      'sw.js': 'importScripts("/workbox-1.js");',
      'assets/index-abc123.js': 'console.log(1)',
    });
    writeFiles(join(dist, 'site'), {
      'index.html': `<!doctype html><html><head><style>${SITE_CSS}</style></head><body>landing</body></html>`,
    });
    t = await createTestApp('pglite', { webDist: join(dist, 'web'), siteDist: join(dist, 'site') });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (host: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it("gives the app's pages the tightest policy the app runs with", async () => {
    for (const url of ['/', '/professional/calendar', '/auth/signin']) {
      const csp = directives((await get(APP_HOST, url)).headers['content-security-policy']);
      expect(csp, url).toEqual({
        'default-src': "'none'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'style-src-attr': "'none'",
        'img-src': "'self'",
        'connect-src': "'self'",
        'manifest-src': "'self'",
        'worker-src': "'self'",
        // The booking widget's preview on its settings page (decision 0053).
        'frame-src': "'self'",
        'base-uri': "'none'",
        'form-action': "'none'",
        'frame-ancestors': "'none'",
        'require-trusted-types-for': "'script'",
        'trusted-types': 'default',
      });
    }
  });

  it('lets the service worker import and fetch our own files, without Trusted Types', async () => {
    // Workbox's loader gives importScripts a string: under Trusted Types the worker never took control.
    for (const url of ['/sw.js', '/assets/index-abc123.js']) {
      const csp = directives((await get(APP_HOST, url)).headers['content-security-policy']);
      expect(csp, url).toEqual({
        'default-src': "'none'",
        'script-src': "'self'",
        'connect-src': "'self'",
        'img-src': "'self'",
      });
    }
  });

  it('allows pictures from the S3 origin when profile pictures live there', () => {
    const config = {
      ...t.deps.config,
      s3: {
        endpoint: 'https://s3.example.com',
        region: 'us-east-1',
        bucket: 'pictures',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        publicUrl: 'https://cdn.example.com/pictures',
      },
    };
    expect(directives(appPolicy(config, false))['img-src']).toBe("'self' https://cdn.example.com");
  });

  it("allows a site page's inline CSS by its hash, and nothing else", async () => {
    const page = await get(SITE_HOST, '/');
    expect(page.body).toContain('landing');
    const hash = createHash('sha256').update(SITE_CSS).digest('base64');
    expect(directives(page.headers['content-security-policy'])).toEqual({
      'default-src': "'none'",
      'style-src': `'sha256-${hash}'`,
      'img-src': "'self' data:",
      // Lighthouse fetches /robots.txt from inside the page.
      'connect-src': "'self'",
      'base-uri': "'none'",
      'form-action': "'none'",
      'frame-ancestors': "'none'",
      'require-trusted-types-for': "'script'",
      'trusted-types': "'none'",
    });
  });

  it('lets API replies, /config.json and errors load nothing and be framed by nothing', async () => {
    for (const [host, url] of [
      [APP_HOST, '/api/health'],
      [SITE_HOST, '/api/health'],
      [APP_HOST, '/api/no/such/route'],
      [APP_HOST, '/config.json'],
    ] as const) {
      const reply = await get(host, url);
      expect(reply.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it('gives the development outbox inline styles and nothing else', async () => {
    const outbox = await get(APP_HOST, '/dev/outbox');
    expect(outbox.statusCode).toBe(200);
    expect(directives(outbox.headers['content-security-policy'])).toEqual({
      'default-src': "'none'",
      'style-src': "'unsafe-inline'",
      'img-src': "'self' data:",
      'base-uri': "'none'",
      'form-action': "'none'",
      'frame-ancestors': "'none'",
    });
  });

  it('turns off, with Permissions-Policy, the browser features the app does not use', async () => {
    // Only documents have features to turn off; JSON (and scripts, styles) go without the 600 bytes.
    expect((await get(APP_HOST, '/api/health')).headers['permissions-policy']).toBeUndefined();
    for (const [host, url] of [
      [APP_HOST, '/'],
      [APP_HOST, '/auth/signin'],
      [SITE_HOST, '/'],
    ] as const) {
      const policy = String((await get(host, url)).headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
        expect(policy, `${url} ${feature}`).toContain(`${feature}=()`);
      }
      // The copy buttons (invite link, public profile, calendar feed) write to the clipboard.
      expect(policy).not.toContain('clipboard');
    }
  });

  it('is framed by nothing, in browsers with and without CSP frame-ancestors', async () => {
    const page = await get(APP_HOST, '/');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(directives(page.headers['content-security-policy'])['frame-ancestors']).toBe("'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends no Strict-Transport-Security over plain http', async () => {
    for (const [host, url] of [
      [APP_HOST, '/'],
      [SITE_HOST, '/'],
      [APP_HOST, '/api/health'],
    ] as const) {
      const reply = await get(host, url);
      expect(reply.headers['strict-transport-security'], url).toBeUndefined();
      expect(reply.headers['content-security-policy'], url).not.toContain('upgrade-insecure-requests');
    }
  });

  it('sends no Strict-Transport-Security when an untrusted peer claims https', async () => {
    expect(t.deps.config.trustProxy).toBe(false);
    const reply = await get(APP_HOST, '/', { 'x-forwarded-proto': 'https' });
    expect(reply.headers['strict-transport-security']).toBeUndefined();
    expect(reply.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('sends Strict-Transport-Security when a trusted proxy says the request came over https', async () => {
    // app.inject's peer is 127.0.0.1: here that is the load balancer of TRUST_PROXY.
    const behindProxy = await buildApp({ ...t.deps, config: { ...t.deps.config, trustProxy: '127.0.0.1' } });
    try {
      const ask = (host: string, url: string, proto: string) =>
        behindProxy.inject({ method: 'GET', url, headers: { host, 'x-forwarded-proto': proto } });
      for (const [host, url] of [
        [APP_HOST, '/'],
        [SITE_HOST, '/'],
        [APP_HOST, '/api/health'],
      ] as const) {
        const https = await ask(host, url, 'https');
        expect(https.headers['strict-transport-security'], url).toBe('max-age=31536000');
        const http = await ask(host, url, 'http');
        expect(http.headers['strict-transport-security'], url).toBeUndefined();
      }
      const page = await ask(APP_HOST, '/', 'https');
      expect(directives(page.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
      const site = await ask(SITE_HOST, '/', 'https');
      expect(directives(site.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    } finally {
      await behindProxy.close();
    }
  });
});
