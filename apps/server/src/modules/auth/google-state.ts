import { EncryptJWT, jwtDecrypt } from 'jose';
import { isLanguage, type Language, type Theme } from '@sessionbook/domain';
import type { AuthorizationSecrets } from './google-client.ts';
import { purposeKey } from './tokens.ts';
import { readCookie, setCookieHeader } from './cookies.ts';

/**
 * What a sign-in with Google carries from its start to the callback: the authorization request's
 * secrets and the visitor's choices. It travels as an encrypted, short-lived, httpOnly cookie on
 * the two Google routes, so any server instance can finish a flow another one started (no server
 * state) and only the browser that started the flow can finish it (no login CSRF).
 */
export interface GoogleFlow extends AuthorizationSecrets {
  theme: Theme;
  /** A same-origin app path to land on after sign-in, or null. */
  redirect: string | null;
  /** For a new account: the app's language and the device's time zone when known. */
  language: Language | null;
  timezone: string | null;
}

export const GOOGLE_FLOW_COOKIE = 'sb_google_flow';
/** The cookie reaches only the Google routes (`/api/auth/google` and its `/callback`). */
const COOKIE_PATH = '/api/auth/google';
/** Time to sign in at Google, choose an account and come back. */
export const GOOGLE_FLOW_TTL_SECONDS = 10 * 60;

const PURPOSE = 'google_flow';

export async function sealGoogleFlow(flow: GoogleFlow, secret: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new EncryptJWT({ flow })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + GOOGLE_FLOW_TTL_SECONDS)
    .encrypt(purposeKey(secret, PURPOSE));
}

/** The flow of a cookie value, or null when it is missing, forged, tampered with or expired. */
export async function openGoogleFlow(
  value: string | null,
  secret: string,
  now: Date,
): Promise<GoogleFlow | null> {
  if (!value) return null;
  try {
    const { payload } = await jwtDecrypt(value, purposeKey(secret, PURPOSE), {
      currentDate: now,
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    const flow = payload.flow as Partial<GoogleFlow> | undefined;
    if (
      !flow ||
      typeof flow.codeVerifier !== 'string' ||
      typeof flow.state !== 'string' ||
      typeof flow.nonce !== 'string' ||
      (flow.theme !== 'client' && flow.theme !== 'professional')
    )
      return null;
    return {
      codeVerifier: flow.codeVerifier,
      state: flow.state,
      nonce: flow.nonce,
      theme: flow.theme,
      redirect: typeof flow.redirect === 'string' ? flow.redirect : null,
      language: isLanguage(flow.language) ? flow.language : null,
      timezone: typeof flow.timezone === 'string' ? flow.timezone : null,
    };
  } catch {
    return null;
  }
}

/** The `Set-Cookie` value that stores a sealed flow, or (with null) removes it. */
export function flowCookie(value: string | null, appUrl: string): string {
  // Lax: the browser sends it on the top-level GET back from Google, never on cross-site subrequests.
  return setCookieHeader(GOOGLE_FLOW_COOKIE, value, {
    path: COOKIE_PATH,
    maxAgeSeconds: GOOGLE_FLOW_TTL_SECONDS,
    sameSite: 'Lax',
    appUrl,
  });
}

/** The value of the flow cookie in a `Cookie` request header, or null. */
export const readFlowCookie = (header: string | undefined): string | null =>
  readCookie(header, GOOGLE_FLOW_COOKIE);
