import { createHmac } from 'node:crypto';
import { NOTIFICATION_SETTINGS, type Language, type NotificationSetting } from '@sessionbook/domain';
import { SignJWT, jwtVerify } from 'jose';

/**
 * The notification settings a mail's one-click link can turn off (columns on `users`): all five of
 * docs/product/entities-and-states.md#notification-settings. System mails carry no link: they cannot be
 * turned off.
 */
export type UnsubscribeSetting = NotificationSetting;

export const UNSUBSCRIBE_SETTINGS: readonly UnsubscribeSetting[] = NOTIFICATION_SETTINGS;

/** Links stay valid 90 days: CAN-SPAM asks that an opt-out works for at least 30 days after sending. */
export const UNSUBSCRIBE_TOKEN_TTL_SECONDS = 90 * 24 * 60 * 60;

const PURPOSE = 'unsubscribe';

/**
 * The signing key is HMAC-SHA256(secret, 'unsubscribe'): derived for this purpose only, so no other
 * token signed with the app secret (a session JWT) verifies here, and the reverse.
 */
const keyOf = (secret: string): Uint8Array =>
  new Uint8Array(createHmac('sha256', secret).update(PURPOSE).digest());

const isSetting = (value: unknown): value is UnsubscribeSetting =>
  typeof value === 'string' && (UNSUBSCRIBE_SETTINGS as readonly string[]).includes(value);

/** A compact HS256 JWT naming the user (`sub`) and the setting to turn off, valid 90 days from `now`. */
export async function signUnsubscribeToken(
  secret: string,
  claims: { userId: string; setting: UnsubscribeSetting },
  now: Date,
): Promise<string> {
  if (!isSetting(claims.setting)) throw new Error(`Unknown unsubscribe setting "${String(claims.setting)}"`);
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ purpose: PURPOSE, setting: claims.setting })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + UNSUBSCRIBE_TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** The claims of a live unsubscribe token of ours; null for forged, malformed, wrong-purpose or expired. */
export async function verifyUnsubscribeToken(
  secret: string,
  token: string,
  now: Date,
): Promise<{ userId: string; setting: UnsubscribeSetting } | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    const { sub, purpose, setting, iat, exp } = payload;
    if (purpose !== PURPOSE || !isSetting(setting)) return null;
    if (typeof sub !== 'string' || sub.length === 0) return null;
    if (typeof iat !== 'number' || typeof exp !== 'number' || exp <= iat) return null;
    return { userId: sub, setting };
  } catch {
    return null;
  }
}

/**
 * The two links a mail carries: the page (asks to confirm; GET changes nothing, since mail scanners
 * prefetch links) and the RFC 8058 one-click target for the `List-Unsubscribe` header (POST only).
 * The API is served under /api on the app host. The page's path starts with the mail's language
 * (`/es/unsubscribe`), which the app takes as its language (docs/product/screens.md#shared-pages): the reader
 * meets the page
 * in the language the mail spoke, whatever the device last used (issue 25).
 */
export function unsubscribeLinks(
  config: { appUrl: string },
  token: string,
  language: Language,
): { page: string; oneClick: string } {
  const base = config.appUrl.replace(/\/+$/, '');
  const query = `token=${encodeURIComponent(token)}`;
  return {
    page: `${base}/${language}/unsubscribe?${query}`,
    oneClick: `${base}/api/newsletter/unsubscribe?${query}`,
  };
}
