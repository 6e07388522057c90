import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** Login tokens live 30 days; each belongs to one `auth_sessions` row (claim `sid`). */
export const ACCESS_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  /** Issue time in seconds since the epoch. */
  issuedAt: number;
  /** Expiry in seconds since the epoch. */
  expiresAt: number;
}

const encoder = new TextEncoder();
const keyOf = (secret: string) => encoder.encode(secret);

export async function signAccessToken(input: {
  userId: string;
  sessionId: string;
  now: Date;
  secret: string;
}): Promise<{ token: string; claims: AccessTokenClaims }> {
  const issuedAt = Math.floor(input.now.getTime() / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ sid: input.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(input.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyOf(input.secret));
  return { token, claims: { userId: input.userId, sessionId: input.sessionId, issuedAt, expiresAt } };
}

/** Checks signature and expiry; null for anything not a live token of ours. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], currentDate: now });
    const { sub, sid, iat, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string') return null;
    if (typeof iat !== 'number' || typeof exp !== 'number' || exp <= iat) return null;
    return { userId: sub, sessionId: sid, issuedAt: iat, expiresAt: exp };
  } catch {
    return null;
  }
}

/** A random link token (32 bytes, base64url) and the SHA-256 hash that is stored instead of it. */
export function createLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
