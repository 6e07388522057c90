import type { Language } from './site-languages.ts';

/** The origins a build writes into its pages when not told otherwise (docs/product/screens.md#host-routing, local default). */
export const DEFAULT_APP_URL = 'http://app.localhost:3000';
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/**
 * The two origins a build writes into its pages: links to the app, and the site's own absolute URLs
 * (canonical, hreflang, Open Graph, sitemap). The server swaps them for its own configuration when they
 * differ (apps/server/src/http/site-text.ts), so they are recorded in `dist/site-build.json`.
 */
export interface SiteOrigins {
  appUrl: string;
  publicUrl: string;
}

/** App paths the site links to; the leading language segment makes the app open in the reader's language. */
export const appPaths = {
  signup: (language: Language) => `/${language}/professional/auth/signup`,
  signin: (language: Language) => `/${language}/auth/signin`,
  privacy: (language: Language) => `/${language}/privacy`,
  terms: (language: Language) => `/${language}/terms`,
};

/**
 * An http(s) base URL without a trailing slash. Only characters that need no escaping in HTML, XML or
 * JSON are accepted, so the server can swap origins in the built text without re-escaping.
 */
export function normaliseOrigin(raw: string | undefined, fallback: string, name: string): string {
  const url = (raw ?? '').trim().replace(/\/+$/, '') || fallback;
  if (!/^https?:\/\/[A-Za-z0-9.[\]:-]+(\/[A-Za-z0-9._~/-]*)?$/.test(url)) {
    throw new Error(`${name} must be an http(s) URL, got "${url}"`);
  }
  return url;
}

export function siteOriginsFromEnv(env: Record<string, string | undefined>): SiteOrigins {
  return {
    appUrl: normaliseOrigin(env.APP_URL, DEFAULT_APP_URL, 'APP_URL'),
    publicUrl: normaliseOrigin(env.PUBLIC_URL, DEFAULT_PUBLIC_URL, 'PUBLIC_URL'),
  };
}
