import helmet from '@fastify/helmet';
import { EMBED_ORIGIN_PATTERN } from '@sessionbook/domain';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { AppInstance } from '../core/api-module.ts';

/**
 * The headers every reply carries, and the content security policies: one per kind of reply, each the
 * tightest that kind works with (docs/decisions/0026-security-headers.md says why each part is there).
 * The API and anything without its own policy get API_POLICY; host routing sets the app's and the
 * site's on the pages it serves (appPolicy, sitePolicy); the development outbox has its own.
 */
export async function registerSecurityHeaders(app: AppInstance): Promise<void> {
  await app.register(helmet, {
    // Set below, per kind of reply and per protocol.
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    // Nothing frames us (frame-ancestors 'none'); this is the same for browsers without CSP 2.
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', isDevTool(request) ? OUTBOX_POLICY : API_POLICY);
    if (isHttps(request)) reply.header('strict-transport-security', HSTS);
  });
  // Features are allowed or not per document: a script, a stylesheet or JSON has none to turn off. On
  // them the header was 600 bytes of every reply, some 30 kB of a phone's first load over HTTP/1.1.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    return payload;
  });
}

/**
 * Over https only: the socket's own TLS, or X-Forwarded-Proto from a proxy in TRUST_PROXY (Fastify
 * believes the header from those alone). Sent over plain http it would be ignored, and a request
 * that merely claims https must not pin a host that answers on http.
 */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * One year, for this host name only. `includeSubDomains` is left out: a self-hoster's APP_URL and
 * PUBLIC_URL are names in their own domain, and from `example.com` it would force https on every
 * other name of it (an intranet, a printer) for a year. Operators who want it add it at the proxy.
 */
const HSTS = 'max-age=31536000';

/**
 * Features no screen uses, turned off for our pages and anything they might embed. Only names that
 * Chromium knows: an unknown one is a console warning on every page. The clipboard stays: the invite
 * link, the public profile, onboarding and the calendar feed have copy buttons, and the journeys read
 * back what was copied (reading asks the user's permission anyway).
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'compute-pressure',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'interest-cohort',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'speaker-selection',
  'sync-xhr',
  'usb',
  'window-management',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const policy = (directives: (string | false)[]) => directives.filter(Boolean).join('; ');

/** JSON, pictures, the calendar feed: nothing in them may load anything or be framed. */
export const API_POLICY = policy(["default-src 'none'", "frame-ancestors 'none'"]);

/**
 * The app: our own scripts and styles, calls to our own API, pictures from us (or the configured S3
 * origin), the manifest and the service worker. Trusted Types are required: the app's own default
 * policy (apps/web/src/lib/trusted-types.ts) lets through the service worker's URL and one constant
 * stylesheet of Radix's select, nothing else. Inline `<style>` elements stay allowed because Radix's
 * scroll lock writes one with measured widths (no hash can name it, and a nonce cannot work with a
 * page the service worker keeps); style attributes do not (React sets styles through the CSSOM).
 */
export function appPolicy(config: ServerConfig, https: boolean): string {
  const pictures = config.s3 ? ` ${new URL(config.s3.publicUrl).origin}` : '';
  return policy([
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "style-src-attr 'none'",
    `img-src 'self'${pictures}`,
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    // The booking widget's preview on its settings page (docs/decisions/0053-booking-widget.md).
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types default',
    https && 'upgrade-insecure-requests',
  ]);
}

/**
 * Our JavaScript files. A script's own CSP counts only when it runs as a worker: then it is the
 * service worker, which imports Workbox (script-src) and fetches our files to keep them (connect-src).
 * No Trusted Types here: Workbox's loader hands importScripts a plain string, and under Trusted Types
 * the worker would never take control of the page (measured: the first visit stayed uncontrolled and
 * nothing was precached).
 */
export const SCRIPT_POLICY = policy([
  "default-src 'none'",
  "script-src 'self'",
  "connect-src 'self'",
  // The icon of a push notification the worker shows (public/push-sw.js, decision 0032).
  "img-src 'self'",
]);

/**
 * The booking widget's page `/embed/{username}` (docs/decisions/0053-booking-widget.md): our own script,
 * stylesheet and API only, and framed by the app itself and by the sites the professional allowed,
 * nothing else. Every other page keeps `frame-ancestors 'none'`. The origins were validated when saved;
 * they are checked again here because they go into a header.
 */
export function widgetPolicy(allowedOrigins: readonly string[], https: boolean): string {
  const ancestors = ["'self'", ...allowedOrigins.filter((origin) => EMBED_ORIGIN_PATTERN.test(origin))];
  return policy([
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors.join(' ')}`,
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
    https && 'upgrade-insecure-requests',
  ]);
}

/**
 * A page of the marketing site: no script runs (its JSON-LD is data), its CSS is inline and allowed
 * by hash, its brand mark and icon are data: URIs. connect-src 'self' is for auditors only:
 * Lighthouse reads /robots.txt with a fetch from inside the page, and with connect-src 'none' its SEO
 * audit failed ("robots.txt is not valid"). With no script allowed, the page itself fetches nothing.
 */
export function sitePolicy(styleHashes: string[], https: boolean): string {
  return policy([
    "default-src 'none'",
    `style-src ${styleHashes.length ? styleHashes.join(' ') : "'none'"}`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
    https && 'upgrade-insecure-requests',
  ]);
}

/**
 * The development outbox (only served with an outbox and a local APP_URL): a page of inline styles
 * with each mail in a sandboxed srcdoc frame, which inherits this policy, so mails render with their
 * inline styles and run nothing.
 */
const OUTBOX_POLICY = policy([
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
]);

const isDevTool = (request: FastifyRequest) => request.url.startsWith('/dev/');
