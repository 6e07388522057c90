import { API_TOKEN_PREFIX, isLanguage } from '@sessionbook/domain';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import { AppError } from '../../core/errors.ts';
import { findLiveApiToken, touchApiToken } from './api-token-queries.ts';
import { tokenScopeOf } from './api-token-scopes.ts';
import { hashApiToken, knownScopes } from './services/api-tokens.ts';

/** A bearer value that is a personal API token rather than a session's (a JWT never starts so). */
export const isApiToken = (token: string): boolean => token.startsWith(API_TOKEN_PREFIX);

/**
 * Signs a request in with a personal API token (docs/decisions/0052-api-tokens.md): 401 unless the
 * token is live and its account a professional's that is not deleted; 403 `forbidden` unless the route
 * has a scope (api-token-scopes.ts) and the token holds it. The token acts as its professional only:
 * no client profile, so client routes would refuse it even if they had a scope.
 */
export async function authenticateApiToken(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  request: FastifyRequest,
  token: string,
): Promise<void> {
  const now = deps.clock();
  const row = await findLiveApiToken(deps.database.db, hashApiToken(token), now);
  if (!row) throw new AppError('unauthenticated');
  const needed = tokenScopeOf(request.method, request.routeOptions.url);
  if (!needed || !knownScopes(row.scopes).includes(needed)) throw new AppError('forbidden');
  // After the checks: a refused call leaves the token as it was.
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= 60_000)
    await touchApiToken(deps.database.db, row.tokenId, now);
  request.auth = {
    userId: row.userId,
    // No session: the token's id stands in (session-only routes never get this far).
    sessionId: row.tokenId,
    timeZone: row.timeZone,
    professionalId: row.professionalId,
    clientId: null,
    tokenIssuedAt: Math.floor(row.createdAt.getTime() / 1000),
    tokenExpiresAt: row.expiresAt ? Math.floor(row.expiresAt.getTime() / 1000) : Number.MAX_SAFE_INTEGER,
    via: 'token',
    tokenScopes: knownScopes(row.scopes),
  };
  if (isLanguage(row.language)) request.language = row.language;
}
