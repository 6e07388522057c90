/**
 * The page a visitor signed up from (`auth/signup…?redirect=`), kept across the e-mail round trip: the
 * activation link opens a page without the query, so the wanted path waits in local storage (with the
 * time it was stored) until the next finished sign-in or activation takes it. A week-old one is
 * dropped, so a sign-in long after an abandoned sign-up lands on the calendar as usual.
 */
import { safeAppPath } from '@sessionbook/domain';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage.ts';

export const REMEMBERED_REDIRECT_MS = 7 * 24 * 60 * 60 * 1000;

export function rememberRedirect(path: string | null, now = Date.now()): void {
  const safe = safeAppPath(path);
  if (safe) writeStored(STORAGE_KEYS.signUpRedirect, JSON.stringify({ path: safe, at: now }));
}

/** The remembered path, if still fresh and safe; it is forgotten either way. */
export function takeRememberedRedirect(now = Date.now()): string | null {
  const raw = readStored(STORAGE_KEYS.signUpRedirect);
  if (raw === null) return null;
  writeStored(STORAGE_KEYS.signUpRedirect, null);
  try {
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || typeof at !== 'number' || now - at > REMEMBERED_REDIRECT_MS) return null;
    return safeAppPath(path);
  } catch {
    return null;
  }
}
