import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '@sessionbook/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../core/deps.ts';
import { smsAvailable } from '../messaging/transports.ts';
import type { AppInstance } from '../core/api-module.ts';
import { requestLanguage, sendError } from './error-handler.ts';
import { createSiteText, pickEncoding, siteTextType } from './site-text.ts';
import { fileInDist, isFile, notBuiltPage } from './static-files.ts';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** A host with a dot-separated segment `app` (app.localhost, app.example.com:3000) gets the app. */
export function isAppHost(host: string | undefined): boolean {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return name.split('.').includes('app');
}

/**
 * One catch-all route picks the app or the marketing site by host (DECISIONS.md item 19); both are
 * static bundles, so @fastify/static only lends its `sendFile` (with a root per call).
 */
export async function registerHostRouting(app: AppInstance, deps: AppDeps): Promise<void> {
  const { config } = deps;
  await app.register(fastifyStatic, { root: config.webDist, serve: false });
  const siteText = createSiteText(config.siteDist, { appUrl: config.appUrl, publicUrl: config.publicUrl });

  app.get('/config.json', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return clientConfig(request, deps);
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      return sendError(reply, requestLanguage(request), 404, 'not_found');
    }
    return isAppHost(request.host)
      ? serveApp(path, reply, config.webDist)
      : serveSite(path, request, reply, config.siteDist, siteText);
  });
}

/** `/config.json` (spec section 3); api.url follows the request's own origin so any app host works. */
function clientConfig(request: FastifyRequest, { config }: AppDeps): AppConfig {
  return {
    api: { url: `${request.protocol}://${request.host}/api/` },
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
      sms: { enabled: smsAvailable(config) },
    },
  };
}

/** The SPA: real files as they are, every other path gets index.html and the client router decides. */
function serveApp(path: string, reply: FastifyReply, root: string) {
  const index = join(root, 'index.html');
  if (!isFile(index)) return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage('app', root));
  const file = fileInDist(root, path);
  if (!file) return sendFrom(reply, root, index, NO_CACHE);
  // Vite content-hashes everything under /assets, so those never change; the rest may.
  return sendFrom(reply, root, file, path.startsWith('/assets/') ? LONG_CACHE : NO_CACHE);
}

/**
 * The pre-rendered site: files, then `<path>/index.html`; anything else goes home (spec section 2).
 * Pages, sitemap.xml and robots.txt carry the server's own APP_URL and PUBLIC_URL (site-text.ts).
 */
function serveSite(
  path: string,
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  siteText: ReturnType<typeof createSiteText>,
) {
  if (!isFile(join(root, 'index.html'))) {
    return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage('site', root));
  }
  const file = fileInDist(root, path) ?? fileInDist(root, `${path.replace(/\/+$/, '')}/index.html`);
  if (!file) return reply.redirect('/', 302);
  const textType = siteTextType(file);
  if (!textType) return sendFrom(reply, root, file, path.startsWith('/assets/') ? LONG_CACHE : NO_CACHE);
  const text = siteText(file, textType);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  // One ETag per representation, so a cache never answers a gzip request with brotli bytes.
  const etag = encoding === 'identity' ? text.etag : `${text.etag.slice(0, -1)}-${encoding}"`;
  reply.header('cache-control', NO_CACHE).header('etag', etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.type(text.contentType);
  if (encoding === 'identity') return reply.send(text.body);
  return reply.header('content-encoding', encoding).send(text.encoded[encoding]);
}

function sendFrom(reply: FastifyReply, root: string, file: string, cacheControl: string) {
  reply.header('cache-control', cacheControl);
  return reply.sendFile(relative(root, file), root, { cacheControl: false });
}
