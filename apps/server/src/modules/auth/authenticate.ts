import { isLanguage } from '@sessionbook/domain';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { findLiveSession } from './queries.ts';
import { verifyAccessToken } from './tokens.ts';
import type { AppDeps } from '../../core/deps.ts';
import { AppError } from '../../core/errors.ts';

export interface RequestAuth {
  userId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` on authenticated routes. */
    auth?: RequestAuth;
  }
}

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * onRequest hook for authenticated routes (it runs before body validation, so a missing token is a 401
 * even when the body is bad): a valid signature and expiry, then one query proving the
 * session is live and the token not issued before `tokens_valid_after`. Sets `request.auth` and the
 * user's stored language. Anything else is 401 `Unauthenticated.`.
 */
export function requireUser(deps: Pick<AppDeps, 'config' | 'database' | 'clock'>): onRequestAsyncHookHandler {
  const hook: onRequestAsyncHookHandler = async function authenticate(request) {
    const token = bearerToken(request);
    const now = deps.clock();
    const claims = token ? await verifyAccessToken(token, deps.config.jwtSecret, now) : null;
    const session =
      claims &&
      (await findLiveSession(deps.database.db, {
        sessionId: claims.sessionId,
        userId: claims.userId,
        issuedAt: claims.issuedAt,
        now,
      }));
    if (!session) throw new AppError('unauthenticated');
    request.auth = { userId: session.userId, sessionId: session.sessionId };
    if (isLanguage(session.language)) request.language = session.language;
  };
  authenticationHooks.add(hook);
  return hook;
}

const authenticationHooks = new WeakSet<object>();

/** True for a hook made by `requireUser`: the OpenAPI contract documents such routes as signed-in. */
export function isAuthenticationHook(hook: unknown): boolean {
  return typeof hook === 'function' && authenticationHooks.has(hook);
}

/** The signed-in user of a route behind `requireUser`. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new AppError('unauthenticated');
  return request.auth;
}
