import type { Language } from './site-languages.ts';

/** The app's origin when the build is not told otherwise (DECISIONS.md item 19, local default). */
export const DEFAULT_APP_URL = 'http://app.localhost:3000';

/** App paths the site links to; the leading language segment makes the app open in the reader's language. */
export const appPaths = {
  signup: (language: Language) => `/${language}/professional/auth/signup`,
  signin: (language: Language) => `/${language}/auth/signin`,
};

export function normaliseAppUrl(raw: string | undefined): string {
  const url = (raw ?? '').trim() || DEFAULT_APP_URL;
  if (!/^https?:\/\/[^/]/.test(url)) throw new Error(`APP_URL must be an http(s) URL, got "${url}"`);
  return url.replace(/\/+$/, '');
}

/**
 * Runs in the browser: one build serves any host, because links written with the build's APP_URL are
 * rewritten to `/config.json`'s `front.url` when the host serves one. Without it (or offline) the
 * build-time links stay. Only http(s) origins are accepted, so a bad config cannot inject a
 * `javascript:` link. Shipped as a same-origin file rather than inline, because the server's
 * Content-Security-Policy allows scripts from 'self' only.
 */
export const APP_LINK_SCRIPT =
  "fetch('/config.json').then(function(r){return r.ok?r.json():null}).then(function(c){" +
  "var u=c&&c.front&&c.front.url;if(typeof u!=='string'||!/^https?:\\/\\/[^/]/.test(u))return;" +
  "u=u.replace(/\\/+$/,'');document.querySelectorAll('a[data-app]').forEach(function(a){" +
  "a.href=u+a.getAttribute('data-app')})}).catch(function(){})";
