import { describe, expect, it } from 'vitest';
import { isTokenLive, readTokenClaims } from './token-claims.ts';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object) => `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
const now = Date.UTC(2027, 2, 18, 6, 0, 0);
const seconds = now / 1000;

describe('session token rule (docs/product/entities-and-states.md#session-states)', () => {
  it('is live when expiry is in the future and after issue time', () => {
    expect(isTokenLive(token({ iat: seconds - 60, exp: seconds + 60 }), now)).toBe(true);
  });

  it('is dead when expired, when expiry is not after issue, or when claims are missing', () => {
    expect(isTokenLive(token({ iat: seconds - 120, exp: seconds - 60 }), now)).toBe(false);
    expect(isTokenLive(token({ iat: seconds + 600, exp: seconds + 600 }), now)).toBe(false);
    expect(isTokenLive(token({ exp: seconds + 60 }), now)).toBe(false);
    expect(isTokenLive('not-a-token', now)).toBe(false);
    expect(isTokenLive(null, now)).toBe(false);
    expect(isTokenLive('a.%%%.c', now)).toBe(false);
  });

  it('reads claims from base64url payloads with non-ASCII content', () => {
    expect(readTokenClaims(token({ iat: 1, exp: 2, name: 'João' }))).toEqual({ iat: 1, exp: 2 });
  });
});
