import { isLanguage, type ApiTokenScope } from '@sessionbook/domain';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { authenticateApiToken, isApiToken } from './api-token-auth.ts';
import { findLiveSession, type LiveSession, type SessionInput } from './queries.ts';
import { verifyAccessToken } from './tokens.ts';
import type { AppDeps } from '../../core/deps.ts';
import { BEARER_SCHEME } from '../../core/api-module.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/types.ts';

export interface RequestAuth {
  userId: string;
  sessionId: string;
  /** The user's zone and role profile ids as the session query read them (see findLiveSession). */
  timeZone: string;
  professionalId: string | null;
  clientId: string | null;
  /** The token's issue and expiry times (seconds since the epoch): a long-lived stream checks them again. */
  tokenIssuedAt: number;
  tokenExpiresAt: number;
  /** How the request signed in: a session's token, or a personal API token (api-token-auth.ts). */
  via?: 'session' | 'token';
  /** A personal API token's scopes (docs/api-tokens.md); absent for a session. */
  tokenScopes?: readonly ApiTokenScope[];
}

/**
 * Reads the live session of a request's token (`findLiveSession` unless a module above auth reads more
 * in the same statement: calendar/stamps.ts). Null when the session is not live.
 */
export type SessionReader = (
  db: Db,
  input: SessionInput,
  request: FastifyRequest,
) => Promise<LiveSession | null>;

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
 * session is live and the token not issued before `tokens_valid_after`. Sets `request.auth` (with the
 * user's zone and role profile ids, read by the same query) and the user's stored language. Anything
 * else is 401 `Unauthenticated.`. With `readSession`, that one query may read more (the calendar's
 * change stamps: calendar/stamps.ts). A personal API token (`sb_pat_…`) is read instead by
 * api-token-auth.ts: only on the routes of its scopes, else 403 `forbidden`.
 */
export function requireUser(
  deps: Pick<AppDeps, 'config' | 'database' | 'clock'>,
  options: { readSession?: SessionReader } = {},
): onRequestAsyncHookHandler {
  const hook: onRequestAsyncHookHandler = async function authenticate(request) {
    const token = bearerToken(request);
    if (token && isApiToken(token)) return authenticateApiToken(deps, request, token);
    const now = deps.clock();
    const claims = token ? await verifyAccessToken(token, deps.config.jwtSecret, now) : null;
    if (!claims) throw new AppError('unauthenticated');
    const input = { sessionId: claims.sessionId, userId: claims.userId, issuedAt: claims.issuedAt, now };
    const readSession = options.readSession ?? findLiveSession;
    const session = await readSession(deps.database.db, input, request);
    if (!session) throw new AppError('unauthenticated');
    request.auth = {
      userId: session.userId,
      sessionId: session.sessionId,
      timeZone: session.timeZone,
      professionalId: session.professionalId,
      clientId: session.clientId,
      tokenIssuedAt: claims.issuedAt,
      tokenExpiresAt: claims.expiresAt,
      via: 'session',
    };
    if (isLanguage(session.language)) request.language = session.language;
  };
  authenticationHooks.add(hook);
  return hook;
}

/**
 * onRequest hook for calls open to everyone that show more to some signed-in users (a private profile
 * to the professional's own clients, docs/decisions/0035): with a valid token of a live session it
 * sets `request.auth` as `requireUser` does; without one, or with one that is bad or ended, the call
 * goes on as a guest's, never a 401.
 */
export function optionalUser(
  deps: Pick<AppDeps, 'config' | 'database' | 'clock'>,
): onRequestAsyncHookHandler {
  return async function identifyIfSignedIn(request) {
    const token = bearerToken(request);
    if (!token) return;
    const now = deps.clock();
    const claims = await verifyAccessToken(token, deps.config.jwtSecret, now);
    if (!claims) return;
    const session = await findLiveSession(deps.database.db, {
      sessionId: claims.sessionId,
      userId: claims.userId,
      issuedAt: claims.issuedAt,
      now,
    });
    if (!session) return;
    request.auth = {
      userId: session.userId,
      sessionId: session.sessionId,
      timeZone: session.timeZone,
      professionalId: session.professionalId,
      clientId: session.clientId,
      tokenIssuedAt: claims.issuedAt,
      tokenExpiresAt: claims.expiresAt,
    };
  };
}

/** The security of a call open to everyone that reads a session token when one is sent. */
export const OPTIONAL_BEARER: { [scheme: string]: string[] }[] = [{}, { [BEARER_SCHEME]: [] }];

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
