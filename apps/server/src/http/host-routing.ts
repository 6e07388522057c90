import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { pickLanguage, splitLanguageSegment, type AppConfig } from '@sessionbook/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { AppDeps } from '../core/deps.ts';
import { smsAvailable } from '../messaging/transports.ts';
import type { AppInstance } from '../core/api-module.ts';
import { isEncodedVariant, sendBuiltFile } from './built-files.ts';
import { etagFor, etagMatches, pickEncoding } from './content-encoding.ts';
import { requestLanguage, sendError } from './error-handler.ts';
import { appPolicy, isHttps, SCRIPT_POLICY, sitePolicy } from './security-headers.ts';
import { createSiteText, inlineStyleHashes, siteTextType } from './site-text.ts';
import { fileInDist, isFile, notBuiltPage } from './static-files.ts';
import { isWidgetPath, serveWidget } from './widget-page.ts';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** A host with a dot-separated segment `app` (app.localhost, app.example.com:3000) gets the app. */
export function isAppHost(host: string | undefined): boolean {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return name.split('.').includes('app');
}

/**
 * One catch-all route picks the app or the marketing site by host (docs/product/screens.md#host-routing);
 * both are
 * static bundles, so @fastify/static only lends its `sendFile` (with a root per call).
 */
export async function registerHostRouting(app: AppInstance, deps: AppDeps): Promise<void> {
  const { config } = deps;
  await app.register(fastifyStatic, { root: config.webDist, serve: false });
  const siteText = createSiteText(config.siteDist, { appUrl: config.appUrl, publicUrl: config.publicUrl });

  app.get('/config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return clientConfig(deps);
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      return sendError(reply, requestLanguage(request), 404, 'not_found');
    }
    if (!isAppHost(request.host)) return serveSite(path, request, reply, config.siteDist, siteText);
    if (isWidgetPath(path)) return serveWidget(path, request, reply, deps);
    if (path === '/robots.txt')
      return reply.type('text/plain; charset=utf-8').header('cache-control', NO_CACHE).send(APP_ROBOTS);
    return serveApp(path, request, reply, config);
  });
}

/**
 * The app host's own robots.txt: without it crawlers (and Lighthouse's SEO audit) got the app's page.
 * Its pages are either public (profiles, invitations, sign-in) or ask to sign in; only the API and the
 * local tools are kept out. The marketing site answers its own (site-text.ts).
 */
export const APP_ROBOTS = 'User-agent: *\nDisallow: /api/\nDisallow: /dev/\nAllow: /\n';

/**
 * `/config.json` (docs/product/entities-and-states.md#app-configuration). The API's address is the configured
 * APP_URL's, never one built
 * from the request's Host header: a forged Host must not point a browser, or a cache that keeps the
 * reply, at another server.
 */
function clientConfig({ config }: AppDeps): AppConfig {
  return {
    api: { url: `${config.appUrl}/api/` },
    front: { url: config.appUrl, site_url: config.publicUrl },
    rules: {
      cookies: {
        enabled: config.cookieBanner !== 'off',
        type: config.cookieBanner === 'modal' ? 'modal' : 'banner',
      },
      error_tracking: { enabled: false, url: null },
      analytics: { enabled: false, id: null, tag_manager_id: null, heat_map_id: null },
      debug: config.debug,
      google: { enabled: config.google !== null },
      push: { enabled: config.push.keys !== null, public_key: config.push.keys?.publicKey ?? null },
      sms: { enabled: smsAvailable(config) },
    },
  };
}

/**
 * The SPA: real files as they are, a missing built file (anything under /assets/) is 404, and every
 * other path gets index.html for the client router to decide.
 */
function serveApp(path: string, request: FastifyRequest, reply: FastifyReply, config: ServerConfig) {
  const root = config.webDist;
  const index = join(root, 'index.html');
  reply.header('content-security-policy', appPolicy(config, isHttps(request)));
  if (!isFile(index)) return sendNotBuilt(reply, 'app', root, isHttps(request));
  const found = fileInDist(root, path);
  const file = found && !isEncodedVariant(found) ? found : null;
  if (!file && isAssetPath(path)) return sendMissingAsset(reply);
  const signIn = file ? null : prerenderedSignIn(path, request, config);
  if (signIn) return sendBuiltFile(request, reply.header('vary', 'accept-language'), root, signIn, NO_CACHE);
  if (!file) return sendBuiltFile(request, reply, root, index, NO_CACHE);
  if (file.endsWith('.js')) reply.header('content-security-policy', SCRIPT_POLICY);
  // Vite content-hashes everything under /assets, so those never change; the rest may.
  return sendBuiltFile(request, reply, root, file, isAssetPath(path) ? LONG_CACHE : NO_CACHE);
}

/**
 * `/auth/signin` (a language segment before it or not) as the app's build prerendered it: index.html
 * with the sign-in form already in it, so the form paints before the app's script has loaded
 * (apps/web/prerender-sign-in.ts, docs/performance.md "Lighthouse on the app"). The language is the
 * path's, else the browser's first the app speaks, which is what the app picks for a guest who never
 * chose one (apps/web/src/i18n.ts); Google's button and the cookie banner are there when the server
 * shows them. Null when the
 * build has no such page: index.html then serves as for any path.
 */
function prerenderedSignIn(path: string, request: FastifyRequest, config: ServerConfig): string | null {
  const { language, path: rest } = splitLanguageSegment(path);
  if (rest.replace(/\/+$/, '') !== '/auth/signin') return null;
  const chosen = language ?? pickLanguage(request.headers['accept-language']);
  const shown = `${config.google ? '.google' : ''}${config.cookieBanner === 'banner' ? '.banner' : ''}`;
  const name = `sign-in.${chosen}${shown}.html`;
  return fileInDist(config.webDist, `/${PRERENDERED_DIR}/${name}`);
}

/** Where the app's build writes its prerendered pages (apps/web/prerender-sign-in.ts). */
const PRERENDERED_DIR = 'prerendered';

/**
 * The pre-rendered site: files, then `<path>/index.html`; a missing /assets/ file is 404. Any other
 * unknown path gets the not-found page of the language it starts with (`/es/…` → `es/404.html`,
 * English otherwise) with status 404, not a redirect to the English home (issue 25,
 * docs/decisions/0036-surprises.md); a build without those pages still sends it home
 * (docs/product/screens.md#marketing-site).
 * Pages, sitemap.xml and robots.txt carry the server's own APP_URL and PUBLIC_URL (site-text.ts).
 */
function serveSite(
  path: string,
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  siteText: ReturnType<typeof createSiteText>,
) {
  const https = isHttps(request);
  reply.header('content-security-policy', sitePolicy([], https));
  if (!isFile(join(root, 'index.html'))) return sendNotBuilt(reply, 'site', root, https);
  const page = fileInDist(root, path) ?? fileInDist(root, `${path.replace(/\/+$/, '')}/index.html`);
  if (!page && isAssetPath(path)) return sendMissingAsset(reply);
  // English lives at the root: `/en/…` is the same page without the segment (docs/product/screens.md).
  const english = page ? null : /^\/en(\/.*)?$/.exec(path);
  if (english) return reply.redirect(english[1] || '/', 302);
  const file = page ?? notFoundPage(root, path);
  if (!file) return reply.redirect('/', 302);
  if (!page) reply.code(404);
  const textType = siteTextType(file);
  if (!textType) return sendBuiltFile(request, reply, root, file, isAssetPath(path) ? LONG_CACHE : NO_CACHE);
  const text = siteText(file, textType);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const etag = etagFor(text.etag, encoding);
  reply
    .header('cache-control', NO_CACHE)
    .header('vary', 'accept-encoding')
    .header('content-security-policy', sitePolicy(text.styleHashes, https));
  // A not-found answer is never "not modified": its ETag is the page's, not the missing path's.
  if (page) reply.header('etag', etag);
  if (page && etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type(text.contentType);
  if (encoding === 'identity') return reply.send(text.body);
  return reply.header('content-encoding', encoding).send(text.encoded[encoding]);
}

// The booking widget's files (built apart, widget-page.ts) are content-hashed the same way.
const isAssetPath = (path: string) => path.startsWith('/assets/') || path.startsWith('/widget/assets/');

/** The built not-found page of the path's leading language segment, else the root (English) one. */
function notFoundPage(root: string, path: string): string | null {
  const segment = /^\/([a-z]{2}(?:-[a-z]{2})?)(?:\/|$)/.exec(path)?.[1];
  return (segment ? fileInDist(root, `/${segment}/404.html`) : null) ?? fileInDist(root, '/404.html');
}

/**
 * A script or stylesheet the build does not have (an old page asking for a chunk a new release
 * replaced, a typo): 404, so the browser reports a failed load instead of running index.html as
 * JavaScript. Not cached, since the next release may have it.
 */
function sendMissingAsset(reply: FastifyReply) {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Not found\n');
}

/** The operator's page of a missing build: static text and one inline stylesheet, allowed by hash. */
function sendNotBuilt(reply: FastifyReply, what: 'app' | 'site', root: string, https: boolean) {
  const page = notBuiltPage(what, root);
  return reply
    .code(503)
    .header('content-security-policy', sitePolicy(inlineStyleHashes(page), https))
    .type('text/html; charset=utf-8')
    .send(page);
}
