import { isTokenLive } from '@sessionbook/domain';
import { describe, expect, it } from 'vitest';
import { hashPassword, spendHashTime, verifyPassword } from '../../src/modules/auth/passwords.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  createLinkToken,
  hashLinkToken,
  signAccessToken,
  verifyAccessToken,
} from '../../src/modules/auth/tokens.ts';
import { uniqueViolationIndex } from '../../src/core/db-errors.ts';

const SECRET = 'unit-test-secret';
const NOW = new Date('2027-03-18T06:00:00.500Z');
const ids = {
  userId: '0b7f4f6e-7f2c-4c55-9a55-2f3c1c1f9a01',
  sessionId: '5a0d8a7e-0f63-4d0e-8a53-3f1b6f1f2b02',
};

describe('access tokens', () => {
  it('round-trips sub, sid, iat and a 30-day exp', async () => {
    const { token, claims } = await signAccessToken({ ...ids, now: NOW, secret: SECRET });
    expect(claims.issuedAt).toBe(Math.floor(NOW.getTime() / 1000));
    expect(claims.expiresAt - claims.issuedAt).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(await verifyAccessToken(token, SECRET, NOW)).toEqual({ ...ids, ...claimsOf(claims) });
    // The app's own session rule (docs/product/entities-and-states.md#session-states) accepts it too.
    expect(isTokenLive(token, NOW.getTime())).toBe(true);
  });

  it('refuses another secret, a changed payload, expiry and non-HS256 tokens', async () => {
    const { token } = await signAccessToken({ ...ids, now: NOW, secret: SECRET });
    expect(await verifyAccessToken(token, 'other-secret', NOW)).toBeNull();
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'x', sid: 'y', iat: 1, exp: 9e9 })).toString(
      'base64url',
    );
    expect(await verifyAccessToken(`${header}.${payload}.${signature}`, SECRET, NOW)).toBeNull();
    const later = new Date(NOW.getTime() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await verifyAccessToken(token, SECRET, later)).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`;
    expect(await verifyAccessToken(none, SECRET, NOW)).toBeNull();
    expect(await verifyAccessToken('not a token', SECRET, NOW)).toBeNull();
  });
});

function claimsOf(claims: { issuedAt: number; expiresAt: number }) {
  return { issuedAt: claims.issuedAt, expiresAt: claims.expiresAt };
}

describe('link tokens', () => {
  it('are 32 random bytes in base64url, stored only as a SHA-256 hash', () => {
    const a = createLinkToken();
    const b = createLinkToken();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashLinkToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toContain(a.token);
  });
});

describe('passwords', () => {
  it('hash with argon2id and verify', async () => {
    const stored = await hashPassword('correct-horse-1');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(stored, 'correct-horse-1')).toBe(true);
    expect(await verifyPassword(stored, 'correct-horse-2')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    await expect(spendHashTime('anything')).resolves.toBeUndefined();
  });
});

describe('unique violations', () => {
  it('are found through wrapped causes, with the index name', () => {
    const driverError = { code: '23505', constraint: 'users_email_lower_key' };
    expect(uniqueViolationIndex(new Error('query failed', { cause: driverError }))).toBe(
      'users_email_lower_key',
    );
    const noConstraint = {
      code: '23505',
      message: 'duplicate key value violates unique constraint "users_username_lower_key"',
    };
    expect(uniqueViolationIndex(noConstraint)).toBe('users_username_lower_key');
    expect(uniqueViolationIndex(new Error('other'))).toBeNull();
  });
});
