import type { AuthResult } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { findLiveSession, redeemPendingSession } from '../queries.ts';
import { ACCESS_TOKEN_TTL_SECONDS, verifyAccessToken, verifySignInTicket } from '../tokens.ts';
import { renewSession } from './start-session.ts';

/**
 * A new token for the same session and user; anything but a live token is `invalid_login_token`.
 * The bearer may also be the one-time ticket of a sign-in with Google (docs/product/api.md#headers, "optional
 * bearer override"): it is redeemed once, opening the session it was issued for.
 */
export async function refreshSession(deps: AppDeps, token: string | null): Promise<AuthResult> {
  const now = deps.clock();
  const secret = deps.config.jwtSecret;
  const invalid = () => new AppError('common.auth.invalid_login_token', { status: 401 });
  if (!token) throw invalid();
  const claims = await verifyAccessToken(token, secret, now);
  if (!claims) {
    const ticket = await verifySignInTicket(token, secret, now);
    if (!ticket) throw invalid();
    return deps.database.db.transaction(async (tx) => {
      const redeemed = await redeemPendingSession(tx, {
        sessionId: ticket.sessionId,
        userId: ticket.userId,
        pendingUntil: new Date(ticket.expiresAt * 1000),
        issuedAt: new Date(ticket.issuedAt * 1000),
        now,
        expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000),
      });
      if (!redeemed) throw invalid();
      return renewSession(tx, { userId: ticket.userId, sessionId: ticket.sessionId, now, secret });
    });
  }
  return deps.database.db.transaction(async (tx) => {
    const session = await findLiveSession(tx, {
      sessionId: claims.sessionId,
      userId: claims.userId,
      issuedAt: claims.issuedAt,
      now,
    });
    if (!session) throw invalid();
    return renewSession(tx, { userId: session.userId, sessionId: session.sessionId, now, secret });
  });
}
