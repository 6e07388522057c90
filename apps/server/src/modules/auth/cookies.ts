/** The few cookies the API sets (the Google flow, the known device): read and written by hand. */

export interface CookieOptions {
  /** Only requests under this path carry it. */
  path: string;
  maxAgeSeconds: number;
  sameSite: 'Strict' | 'Lax';
  /** The app's origin: on https the cookie is marked Secure. */
  appUrl: string;
}

/** The `Set-Cookie` value that stores `value` (httpOnly: no script reads it), or with null removes it. */
export function setCookieHeader(name: string, value: string | null, options: CookieOptions): string {
  const secure = options.appUrl.startsWith('https:') ? '; Secure' : '';
  const attributes = `; Path=${options.path}; HttpOnly; SameSite=${options.sameSite}${secure}`;
  return value === null
    ? `${name}=; Max-Age=0${attributes}`
    : `${name}=${value}; Max-Age=${options.maxAgeSeconds}${attributes}`;
}

/** The value of a cookie in a `Cookie` request header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || null;
  }
  return null;
}
