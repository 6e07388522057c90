import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../../src/http/content-encoding.ts';
import { swapOrigins } from '../../src/http/site-text.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const SITE_HOST = 'localhost:4321';
/** The origins of a server on another port than the build's defaults (as `npm start` or the e2e servers). */
const APP_URL = 'http://app.localhost:4321';
const PUBLIC_URL = 'http://localhost:4321';
const LANGUAGES = [
  { code: 'en', prefix: '' },
  { code: 'es', prefix: '/es' },
  { code: 'nl', prefix: '/nl' },
  { code: 'pt', prefix: '/pt' },
  { code: 'pt-br', prefix: '/pt-br' },
];

/**
 * The real site, built with its default origins (http://app.localhost:3000, http://localhost:3000),
 * served by a server configured for port 4321: every link must carry the server's origins, with no
 * script in the page to fix them.
 */
describe('the marketing site as served (docs/decisions/0018-marketing-site.md)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sessionbook-site-'));
    const env = { ...process.env, SITE_OUT: dist, APP_URL: '', PUBLIC_URL: '' };
    execFileSync(process.execPath, ['--import', 'tsx', join(repo, 'apps/site/scripts/build.tsx')], {
      cwd: join(repo, 'apps/site'),
      env,
      stdio: 'pipe',
    });
    t = await createTestApp('pglite', { siteDist: dist, appUrl: APP_URL, publicUrl: PUBLIC_URL });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: SITE_HOST, ...headers } });

  it.each(LANGUAGES)(
    'links the $code landing page to the configured app and site',
    async ({ code, prefix }) => {
      const res = await get(`${prefix}/`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = res.body;
      expect(html).toContain(`href="${APP_URL}/${code}/professional/auth/signup"`);
      expect(html).toContain(`href="${APP_URL}/${code}/auth/signin"`);
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${prefix}/"/>`);
      for (const other of LANGUAGES) expect(html).toContain(`href="${PUBLIC_URL}${other.prefix}/"`);
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${PUBLIC_URL}/"/>`);
      expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}${prefix}/"/>`);
      expect(html).not.toContain(':3000');
      expect(html).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
    },
  );

  it('swaps the origins on the industry variants too', async () => {
    const res = await get('/pt-br/pilates-instructors/');
    expect(res.body).toContain(`href="${APP_URL}/pt-br/professional/auth/signup"`);
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/pt-br/pilates-instructors/"/>`);
    expect(res.body).not.toContain(':3000');
  });

  it('serves sitemap.xml and robots.txt with the configured site origin', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    // Five pages in five languages, and the accessibility report in each (decision 0034).
    expect(sitemap.body.match(/<loc>/g)).toHaveLength(30);
    expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/nl/physiotherapists/</loc>`);
    expect(sitemap.body).toContain(`hreflang="pt-BR" href="${PUBLIC_URL}/pt-br/physiotherapists/"`);
    expect(sitemap.body).not.toContain(':3000');

    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('User-agent: *\nAllow: /');
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get('/es/');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/es/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses the pages for clients that accept it', async () => {
    const plain = await get('/nl/yoga-instructors-and-teachers/');
    const br = await get('/nl/yoga-instructors-and-teachers/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/nl/yoga-instructors-and-teachers/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
  });

  it.each(LANGUAGES)(
    "allows the $code landing page's inline CSS by its hash, with no 'unsafe-inline'",
    async ({ prefix }) => {
      const res = await get(`${prefix}/`);
      const css = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1] ?? '';
      expect(css.length).toBeGreaterThan(1000);
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain(`style-src 'sha256-${createHash('sha256').update(css).digest('base64')}';`);
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).toContain("default-src 'none'");
    },
  );

  it('answers 404 for a missing /assets/ file instead of the home page', async () => {
    const res = await get('/assets/site-0123abcd.css');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it.each(LANGUAGES)(
    'answers an unknown path under the $code prefix with that language’s not-found page (issue 25)',
    async ({ code, prefix }) => {
      for (const path of [`${prefix}/unknown`, `${prefix}/no/such/page/`]) {
        const res = await get(path, { 'if-none-match': '*' });
        expect(res.statusCode, path).toBe(404);
        expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
        expect(res.headers.etag, path).toBeUndefined();
        expect(res.body, path).toContain(`<html lang="${{ pt: 'pt-PT', 'pt-br': 'pt-BR' }[code] ?? code}">`);
        expect(res.body, path).toContain('<meta name="robots" content="noindex"/>');
        // The way on: this language's home page and the app's sign-up, on the server's own origins.
        expect(res.body, path).toContain(`href="${prefix}/"`);
        expect(res.body, path).toContain(`href="${APP_URL}/${code}/professional/auth/signup"`);
      }
    },
  );

  it('keeps languages apart: a Spanish unknown path is in Spanish, a bare one in English', async () => {
    expect((await get('/es/unknown')).body).toContain('Página no encontrada');
    expect((await get('/unknown')).body).toContain('Page not found');
    // English lives at the root: its segment is dropped, then the path is known or not.
    expect((await get('/en/physiotherapists/')).headers.location).toBe('/physiotherapists/');
    expect((await get('/en/unknown')).headers.location).toBe('/unknown');
    expect((await get('/en')).headers.location).toBe('/');
    // A segment that is no site language is an unknown path like any other.
    expect((await get('/xx/unknown')).body).toContain('Page not found');
  });

  it('serves the share image as a file', async () => {
    const res = await get('/og-image.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('picks up a rebuilt page without a restart', async () => {
    const file = join(dist, 'nl/index.html');
    const original = readFileSync(file, 'utf8');
    try {
      writeFileSync(file, original.replace('</main>', '<p>rebuilt http://localhost:3000/x</p></main>'));
      const later = new Date(Date.now() + 5_000);
      utimesSync(file, later, later);
      const res = await get('/nl/');
      expect(res.body).toContain(`<p>rebuilt ${PUBLIC_URL}/x</p>`);
    } finally {
      writeFileSync(file, original);
    }
  });
});

describe('swapOrigins', () => {
  const from = { appUrl: 'http://app.localhost:3000', publicUrl: 'http://localhost:3000' };

  it('replaces whole origins only', () => {
    const to = { appUrl: 'https://app.example.com', publicUrl: 'https://example.com' };
    expect(
      swapOrigins(
        'a http://app.localhost:3000/en b http://localhost:3000/ c http://localhost:30001/ d http://localhost:3000.evil/ e "http://localhost:3000"',
        from,
        to,
      ),
    ).toBe(
      'a https://app.example.com/en b https://example.com/ c http://localhost:30001/ d http://localhost:3000.evil/ e "https://example.com"',
    );
  });

  it('never replaces a replacement', () => {
    const to = { appUrl: 'http://localhost:3000', publicUrl: 'http://app.localhost:3000' };
    expect(swapOrigins('http://app.localhost:3000/ http://localhost:3000/', from, to)).toBe(
      'http://localhost:3000/ http://app.localhost:3000/',
    );
  });

  it('leaves text alone when the origins match or the target needs escaping', () => {
    expect(swapOrigins('http://localhost:3000/', from, from)).toBe('http://localhost:3000/');
    const unsafe = { appUrl: 'http://app.localhost:3000', publicUrl: 'http://x.test/"><b>' };
    expect(swapOrigins('http://localhost:3000/', from, unsafe)).toBe('http://localhost:3000/');
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and respects q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0')).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });

  it('takes the higher q, and only what the server has', () => {
    expect(pickEncoding('br;q=0.4, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('br;q=0.8, gzip;q=0.8')).toBe('br');
    expect(pickEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(pickEncoding('br', ['gzip'])).toBe('identity');
    expect(pickEncoding('br, gzip', [])).toBe('identity');
  });
});
