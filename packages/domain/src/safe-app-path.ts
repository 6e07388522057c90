/**
 * Where a user may be sent after signing in (the `redirect` query of the sign-in and sign-up pages,
 * and the page a sign-in with Google returns to): a path inside the app, or nothing. The app's guard
 * pages, its sign-in and the server's Google callback all use this one test, so a link a stranger
 * crafts can never send someone to another site.
 */

/** A base no real request has: a value that leaves it named another origin. */
const BASE = 'https://app.invalid';
/** Longer than any route of the app with its query; a longer value is not ours. */
const MAX_LENGTH = 2048;

/**
 * The path itself, normalised (`/a/../b` is `/b`), or null for: anything not starting with one `/`;
 * `//host` and `/\host` (browsers read both as another origin); control characters such as a tab or
 * a newline (URL parsers drop them silently, so `/\t/host` would become `//host`); backslashes;
 * broken percent-encoding (the router cannot decode it).
 */
export function safeAppPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
    decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
