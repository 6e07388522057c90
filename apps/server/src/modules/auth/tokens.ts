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

/**
 * Tokens whose signature was checked, with their claims. Every authenticated request verifies its
 * token, and WebCrypto's HMAC runs as an asynchronous job that cost about a tenth of a calendar
 * request (docs/performance.md); a token that verified once always verifies with the same secret, so
 * a hit only checks the expiry again. Revocation is the session query's, which runs every time.
 */
const verified = new Map<string, AccessTokenClaims>();
const VERIFIED_MAX = 10_000;

/** Checks signature and expiry; null for anything not a live token of ours. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
): Promise<AccessTokenClaims | null> {
  const key = `${secret}\u0000${token}`;
  let claims = verified.get(key);
  if (!claims) {
    claims = (await verifySignature(token, secret, now)) ?? undefined;
    if (!claims) return null;
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(key, claims);
  }
  // As jose checks it: expired once the current second reaches `exp`.
  return claims.expiresAt > Math.floor(now.getTime() / 1000) ? claims : null;
}

async function verifySignature(token: string, secret: string, now: Date): Promise<AccessTokenClaims | null> {
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

/**
 * The one-time ticket that ends a sign-in with Google (docs/decisions/0015-google-sign-in.md): the
 * callback sends the browser to `/auth/signin/{ticket}` and the app trades it once, within 60 seconds,
 * through `POST auth/refresh` for a session token. It is signed with a key derived from the secret
 * for this purpose alone, so no ticket passes `verifyAccessToken` (it is no API bearer) and no session
 * token passes as a ticket.
 */
export const SIGN_IN_TICKET_TTL_SECONDS = 60;

export interface SignInTicketClaims {
  userId: string;
  /** The pending `auth_sessions` row the ticket opens; it expires with the ticket until redeemed. */
  sessionId: string;
  issuedAt: number;
  expiresAt: number;
}

const TICKET_PURPOSE = 'sign_in_ticket';

/** A key for one purpose, derived from the server secret (a token for one use never serves another). */
export function purposeKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`sessionbook:${purpose}:`).update(secret).digest());
}

export async function signSignInTicket(input: {
  userId: string;
  sessionId: string;
  now: Date;
  secret: string;
}): Promise<{ token: string; claims: SignInTicketClaims }> {
  const issuedAt = Math.floor(input.now.getTime() / 1000);
  const expiresAt = issuedAt + SIGN_IN_TICKET_TTL_SECONDS;
  const token = await new SignJWT({ sid: input.sessionId, purpose: TICKET_PURPOSE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(input.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(purposeKey(input.secret, TICKET_PURPOSE));
  return { token, claims: { userId: input.userId, sessionId: input.sessionId, issuedAt, expiresAt } };
}

/** Checks signature, purpose and expiry; null for anything but a live sign-in ticket of ours. */
export async function verifySignInTicket(
  token: string,
  secret: string,
  now: Date,
): Promise<SignInTicketClaims | null> {
  try {
    const { payload } = await jwtVerify(token, purposeKey(secret, TICKET_PURPOSE), {
      algorithms: ['HS256'],
      currentDate: now,
    });
    const { sub, sid, iat, exp, purpose } = payload;
    if (purpose !== TICKET_PURPOSE || typeof sub !== 'string' || typeof sid !== 'string') return null;
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
