import type { AuthResult } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { findLiveSession } from '../queries.ts';
import { verifyAccessToken } from '../tokens.ts';
import { renewSession } from './start-session.ts';

/** A new token for the same session and user; anything but a live token is `invalid_login_token`. */
export async function refreshSession(deps: AppDeps, token: string | null): Promise<AuthResult> {
  const now = deps.clock();
  const claims = token ? await verifyAccessToken(token, deps.config.jwtSecret, now) : null;
  const invalid = () => new AppError('common.auth.invalid_login_token', { status: 401 });
  if (!claims) throw invalid();
  return deps.database.db.transaction(async (tx) => {
    const session = await findLiveSession(tx, {
      sessionId: claims.sessionId,
      userId: claims.userId,
      issuedAt: claims.issuedAt,
      now,
    });
    if (!session) throw invalid();
    return renewSession(tx, {
      userId: session.userId,
      sessionId: session.sessionId,
      now,
      secret: deps.config.jwtSecret,
    });
  });
}
