import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isLanguage, USERNAME_PATTERN } from '@sessionbook/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../core/deps.ts';
import { findWidgetHost } from '../modules/embed/queries.ts';
import { sendBuiltFile } from './built-files.ts';
import { isHttps, SCRIPT_POLICY, widgetPolicy } from './security-headers.ts';
import { isFile } from './static-files.ts';

/**
 * The booking widget on the app host (docs/decisions/0053-booking-widget.md): the loader `/embed.js`
 * that other sites include, and the page `/embed/{username}` it frames. Both are built by Vite apart
 * from the app (apps/web/vite.widget.config.ts) into `dist/widget/`; their scripts and styles under
 * `/widget/assets/` are served like the app's assets.
 */
const WIDGET_PAGE = /^\/embed\/([^/]+)\/?$/;
const LOADER_PATH = '/embed.js';

/** Other sites include the loader by a fixed address, so it is cached briefly and revalidated by ETag. */
const LOADER_CACHE = 'public, max-age=3600';

export const isWidgetPath = (path: string): boolean => path === LOADER_PATH || WIDGET_PAGE.test(path);

export async function serveWidget(path: string, request: FastifyRequest, reply: FastifyReply, deps: AppDeps) {
  const root = join(deps.config.webDist, 'widget');
  if (path === LOADER_PATH) {
    // A script another origin loads with a plain <script src>: helmet's same-origin CORP would block it.
    reply
      .header('content-security-policy', SCRIPT_POLICY)
      .header('cross-origin-resource-policy', 'cross-origin');
    const loader = join(root, 'embed.js');
    if (!isFile(loader)) return sendWidgetNotBuilt(reply);
    return sendBuiltFile(request, reply, root, loader, LOADER_CACHE);
  }

  const username = usernameOf(path);
  const host = username ? await findWidgetHost(deps.database.db, username) : null;
  // An unknown professional's page may be framed by the app alone; a known one's by their own sites
  // too, even while their profile is not public, so their site shows the widget's own "not public".
  reply
    .header('content-security-policy', widgetPolicy(host?.allowedOrigins ?? [], isHttps(request)))
    .removeHeader('x-frame-options');
  const html = await readFile(join(root, 'embed.html'), 'utf8').catch(() => null);
  if (html === null) return sendWidgetNotBuilt(reply);
  // The professional's language is the page's last choice, after the host page's and the visitor's.
  const language = host && isLanguage(host.language) ? host.language : 'en';
  return reply
    .code(host?.isPublic ? 200 : 404)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html.replace(/<html lang="[a-z-]*"/, `<html lang="${language}"`));
}

function usernameOf(path: string): string | null {
  const raw = WIDGET_PAGE.exec(path)?.[1] ?? '';
  try {
    const username = decodeURIComponent(raw);
    return USERNAME_PATTERN.test(username) ? username : null;
  } catch {
    return null;
  }
}

/** A build without the widget (an old dist): say so, without running index.html in its place. */
function sendWidgetNotBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('The booking widget is not built: run npm run build.\n');
}
