/**
 * Session rule of docs/product/entities-and-states.md#session-states: a token counts only if it exists, its
 * expiry is in the future and
 * later than its issue time. Reads the (unverified) claims of a JWT; the server verifies signatures.
 */
export interface TokenClaims {
  iat: number;
  exp: number;
}

export function readTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(decodeBase64Url(payload)) as Partial<TokenClaims>;
    if (typeof json.iat !== 'number' || typeof json.exp !== 'number') return null;
    return { iat: json.iat, exp: json.exp };
  } catch {
    return null;
  }
}

export function isTokenLive(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  const claims = readTokenClaims(token);
  if (!claims) return false;
  return claims.exp * 1000 > nowMs && claims.exp > claims.iat;
}

function decodeBase64Url(input: string): string {
  const base64 = input
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(input.length / 4) * 4, '=');
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
}
