import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { purposeKey } from './tokens.ts';
import { readCookie, setCookieHeader } from './cookies.ts';

/**
 * A browser that signed in to an account before carries a signed token for that account, so that
 * password guesses against the account from elsewhere never slow down its owner there (the per-account
 * limit counts that browser's attempts on a key of its own). It proves nothing else and opens nothing:
 * it is not a session. docs/security.md, "Password guessing".
 */
export const KNOWN_DEVICE_COOKIE = 'sb_device';
/** Sent with sign-in requests only. */
const COOKIE_PATH = '/api/auth/login';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const PURPOSE = 'known_device';

function mac(secret: string, userId: string, deviceId: string): Buffer {
  return createHmac('sha256', purposeKey(secret, PURPOSE)).update(`${userId}.${deviceId}`).digest();
}

/** A new token naming this browser for this account. */
export function knownDeviceToken(secret: string, userId: string): string {
  const deviceId = randomBytes(16).toString('base64url');
  return `${deviceId}.${mac(secret, userId, deviceId).toString('base64url')}`;
}

/** The device id of a token signed for this account, or null for anything else. */
export function knownDeviceId(secret: string, userId: string, token: string | null): string | null {
  if (!token) return null;
  const [deviceId, signature, extra] = token.split('.');
  if (!deviceId || !signature || extra !== undefined || deviceId.length > 64) return null;
  const expected = mac(secret, userId, deviceId);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

export const readKnownDevice = (cookieHeader: string | undefined): string | null =>
  readCookie(cookieHeader, KNOWN_DEVICE_COOKIE);

/** Strict: a sign-in request from another site never carries it. */
export const knownDeviceCookie = (token: string, appUrl: string): string =>
  setCookieHeader(KNOWN_DEVICE_COOKIE, token, {
    path: COOKIE_PATH,
    maxAgeSeconds: MAX_AGE_SECONDS,
    sameSite: 'Strict',
    appUrl,
  });
