import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { appConfig } from '@sessionbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../../scripts/precompress.mjs';
import { buildApp } from '../../src/http/app.ts';
import { isAppHost } from '../../src/http/host-routing.ts';
import { APP_HOST, createTestApp, type TestApp } from '../helpers/test-app.ts';

/** A script large enough that compression shows, like a built chunk. */
const SCRIPT = Array.from({ length: 200 }, (_, i) => `export const value${i} = "chunk line ${i}";`).join(
  '\n',
);
const LONG_CACHE = 'public, max-age=31536000, immutable';

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

describe('host routing (docs/product/screens.md#host-routing)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sessionbook-dist-'));
    writeFiles(join(dist, 'web'), {
      'index.html': `<!doctype html><title>app shell</title>${'<meta name="x" content="y">'.repeat(40)}`,
      'assets/index-abc123.js': SCRIPT,
      'assets/index-abc123.css': `body{color:red}${'.a{margin:0}'.repeat(100)}`,
      'assets/plain-0a1b2c.js': 'console.log("built without variants")',
      'sw.js': `// worker\n${SCRIPT}`,
      'manifest.webmanifest': JSON.stringify({
        name: 'Sessionbook',
        icons: Array(20).fill({ src: '/i.png' }),
      }),
      '.vite/manifest.json': '{"build":"report"}',
      // The sign-in screen as the app's build prerenders it (apps/web/prerender-sign-in.ts), in every
      // variant the server's configuration may ask for; Spanish left out, as a build without it.
      ...Object.fromEntries(
        ['en', 'nl'].flatMap((language) =>
          ['', '.banner', '.google', '.google.banner'].map((variant) => [
            `prerendered/sign-in.${language}${variant}.html`,
            `<!doctype html><title>sign-in ${language}${variant}</title>`,
          ]),
        ),
      ),
    });
    // The build's own step (apps/web/vite.config.ts) writes the .br and .gz variants.
    await precompressFolder(join(dist, 'web'));
    rmSync(join(dist, 'web/assets/plain-0a1b2c.js.br'), { force: true });
    rmSync(join(dist, 'web/assets/plain-0a1b2c.js.gz'), { force: true });
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

  const get = (host: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const builtFile = (path: string) => readFileSync(join(dist, 'web', path));

  it('recognises app hosts by a dot-separated `app` segment', () => {
    expect(isAppHost('app.localhost')).toBe(true);
    expect(isAppHost('app.localhost:3000')).toBe(true);
    expect(isAppHost('app.example.com')).toBe(true);
    expect(isAppHost('localhost:3000')).toBe(false);
    expect(isAppHost('myapp.example.com')).toBe(false);
    expect(isAppHost('example.com')).toBe(false);
  });

  it('answers its own robots.txt on the app host: crawlers keep out of the API only', async () => {
    const reply = await get('app.localhost:3000', '/robots.txt');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(reply.body).toBe('User-agent: *\nDisallow: /api/\nDisallow: /dev/\nAllow: /\n');
    expect(reply.body).not.toContain('app shell');
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
    expect(asset.headers['cache-control']).toBe(LONG_CACHE);

    const worker = await get(APP_HOST, '/sw.js');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/assets/index-abc123.js', 'text/javascript; charset=utf-8', LONG_CACHE],
    ['/assets/index-abc123.css', 'text/css; charset=utf-8', LONG_CACHE],
    ['/index.html', 'text/html; charset=utf-8', 'no-cache'],
    ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json', 'no-cache'],
  ])('sends %s as brotli, gzip or as it is, by Accept-Encoding', async (path, type, cacheControl) => {
    const original = builtFile(path.slice(1));
    const replies = {
      br: await get(APP_HOST, path, { 'accept-encoding': 'gzip, deflate, br, zstd' }),
      gzip: await get(APP_HOST, path, { 'accept-encoding': 'gzip, deflate' }),
      identity: await get(APP_HOST, path),
    };
    expect(brotliDecompressSync(replies.br.rawPayload)).toEqual(original);
    expect(gunzipSync(replies.gzip.rawPayload)).toEqual(original);
    expect(replies.identity.rawPayload).toEqual(original);
    for (const [encoding, reply] of Object.entries(replies)) {
      expect(reply.statusCode, encoding).toBe(200);
      expect(reply.headers['content-encoding'], encoding).toBe(
        encoding === 'identity' ? undefined : encoding,
      );
      expect(reply.headers['content-type'], encoding).toBe(type);
      expect(reply.headers.vary, encoding).toBe('accept-encoding');
      expect(reply.headers['cache-control'], encoding).toBe(cacheControl);
      expect(Number(reply.headers['content-length']), encoding).toBe(reply.rawPayload.length);
    }
    expect(replies.br.rawPayload.length).toBeLessThan(original.length / 2);
    expect(new Set(Object.values(replies).map((reply) => reply.headers.etag)).size).toBe(3);
  });

  it("serves /auth/signin prerendered in the path's language, else the browser's (issue 30)", async () => {
    const title = (body: string) => /<title>sign-in (\w+)/.exec(body)?.[1] ?? body.slice(0, 40);
    const dutch = await get('app.localhost:3000', '/auth/signin', {
      'accept-language': 'nl-BE,nl;q=0.9,en;q=0.5',
    });
    expect(dutch.statusCode).toBe(200);
    expect(title(dutch.body)).toBe('nl');
    expect(dutch.headers.vary).toBe('accept-language, accept-encoding');
    expect(dutch.headers['cache-control']).toBe('no-cache');
    expect(dutch.headers['content-security-policy']).toContain("script-src 'self'");
    expect(title((await get('app.localhost:3000', '/auth/signin/', { 'accept-language': 'fr' })).body)).toBe(
      'en',
    );
    expect(
      title((await get('app.localhost:3000', '/nl/auth/signin', { 'accept-language': 'en' })).body),
    ).toBe('nl');
    // A language the build did not prerender, a Google sign-in's ticket: the app's index.html as ever.
    expect((await get('app.localhost:3000', '/es/auth/signin')).body).toContain('app shell');
    expect((await get('app.localhost:3000', '/auth/signin/ticket')).body).toContain('app shell');
    expect((await get('app.localhost:3000', '/professional/auth/signin')).body).toContain('app shell');
  });

  it('honours q-values and q=0 when choosing the encoding', async () => {
    const path = '/assets/index-abc123.js';
    const encodingFor = async (acceptEncoding: string) =>
      (await get(APP_HOST, path, { 'accept-encoding': acceptEncoding })).headers['content-encoding'];
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(await encodingFor('gzip;q=0, br;q=0')).toBeUndefined();
    expect(await encodingFor('identity')).toBeUndefined();
    expect(await encodingFor('*')).toBe('br');
  });

  it('answers 304 to the ETag of the same encoding only', async () => {
    const path = '/assets/index-abc123.js';
    const br = await get(APP_HOST, path, { 'accept-encoding': 'br' });
    const again = await get(APP_HOST, path, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers.vary).toBe('accept-encoding');
    expect(again.headers['cache-control']).toBe(LONG_CACHE);
    // A cache holding the brotli bytes must not have them confirmed for a gzip-only client.
    const gzip = await get(APP_HOST, path, {
      'accept-encoding': 'gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const index = await get(APP_HOST, '/professional/calendar');
    const indexAgain = await get(APP_HOST, '/vouchers', { 'if-none-match': String(index.headers.etag) });
    expect(indexAgain.statusCode).toBe(304);
  });

  it('answers HEAD with the headers of the encoding and no body', async () => {
    const path = '/assets/index-abc123.js';
    const get200 = await get(APP_HOST, path, { 'accept-encoding': 'br' });
    const head = await t.app.inject({
      method: 'HEAD',
      url: path,
      headers: { host: APP_HOST, 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(get200.rawPayload.length));
    expect(head.headers.etag).toBe(get200.headers.etag);
  });

  it('sends a whole compressed file to a Range request, never a slice of other bytes', async () => {
    const path = '/assets/index-abc123.js';
    const ranged = await get(APP_HOST, path, { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(ranged.statusCode).toBe(200);
    expect(ranged.headers['content-range']).toBeUndefined();
    expect(brotliDecompressSync(ranged.rawPayload)).toEqual(builtFile('assets/index-abc123.js'));
  });

  it('sends a file the build left without variants as it is, still varying by encoding', async () => {
    const reply = await get(APP_HOST, '/assets/plain-0a1b2c.js', { 'accept-encoding': 'br, gzip' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBe('accept-encoding');
    expect(reply.body).toBe('console.log("built without variants")');
  });

  it('never sends a compressed variant by its own name', async () => {
    for (const url of ['/assets/index-abc123.js.br', '/assets/index-abc123.js.gz']) {
      const reply = await get(APP_HOST, url, { 'accept-encoding': 'br, gzip' });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['content-encoding'], url).toBeUndefined();
    }
    // Outside /assets such a name is an ordinary unknown path: the app's page (a username may end
    // in `.br`: /@joao.br is a public profile).
    for (const url of ['/sw.js.br', '/@joao.br']) {
      const reply = await get(APP_HOST, url, { 'accept-encoding': 'br, gzip' });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(brotliDecompressSync(reply.rawPayload).toString(), url).toContain('app shell');
    }
  });

  it('answers 404 for a missing /assets/ file on the app and the site, not a page', async () => {
    for (const host of [APP_HOST, 'localhost:3000']) {
      for (const url of ['/assets/index-gone00.js', '/assets/nothing-here.css', '/assets/']) {
        const reply = await get(host, url);
        expect(reply.statusCode, `${host}${url}`).toBe(404);
        expect(reply.headers['content-type'], `${host}${url}`).toBe('text/plain; charset=utf-8');
        expect(reply.headers['cache-control'], `${host}${url}`).toBe('no-store');
        expect(reply.body).not.toContain('<title>');
      }
    }
  });

  it('keeps /api/* out of the app fallback', async () => {
    const res = await get(APP_HOST, '/api/unknown/thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('serves the site pages on other hosts and sends unknown paths home when no not-found page is built', async () => {
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

  it('answers /config.json on every host with APP_URL as the API base', async () => {
    for (const host of [APP_HOST, 'localhost:3000']) {
      const res = await get(host, '/config.json');
      expect(res.statusCode).toBe(200);
      const body = appConfig.parse(res.json());
      expect(body.api.url).toBe(`${t.deps.config.appUrl}/api/`);
      expect(body.front).toEqual({ url: t.deps.config.appUrl, site_url: t.deps.config.publicUrl });
      expect(body.rules.debug).toBe(true);
      expect(body.rules.cookies).toEqual({ enabled: true, type: 'banner' });
    }
  });

  it('ignores a forged Host, forwarded host and protocol in /config.json', async () => {
    const honest = await get(APP_HOST, '/config.json');
    for (const headers of [
      { host: 'evil.example' },
      { host: 'app.evil.example:8443' },
      { host: APP_HOST, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ]) {
      const forged = await t.app.inject({ method: 'GET', url: '/config.json', headers });
      expect(forged.statusCode).toBe(200);
      expect(forged.body, JSON.stringify(headers)).toBe(honest.body);
      expect(forged.body).not.toContain('evil');
    }
    expect(appConfig.parse(honest.json()).api.url).toBe('http://app.localhost:3000/api/');
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
