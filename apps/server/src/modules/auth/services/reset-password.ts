import type { AuthResult } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { hashPassword } from '../passwords.ts';
import {
  consumeLinkToken,
  expireLinkTokens,
  findUserByEmail,
  markEmailVerified,
  revokeUserSessions,
  setPasswordHash,
} from '../queries.ts';
import { hashLinkToken } from '../tokens.ts';
import { startSession } from './start-session.ts';

/**
 * Sets a new password from an e-mailed link. Every earlier token stops counting (tokens_valid_after and
 * revoked sessions), and the caller is signed in with a new one.
 */
export async function resetPassword(
  deps: AppDeps,
  input: { token: string; email: string; password: string },
): Promise<AuthResult> {
  const now = deps.clock();
  const passwordHash = await hashPassword(input.password);
  // Whole seconds, because token issue times (JWT `iat`) are whole seconds.
  const validAfter = new Date(Math.floor(now.getTime() / 1000) * 1000);
  return deps.database.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    const used =
      user &&
      (await consumeLinkToken(tx, {
        tokenHash: hashLinkToken(input.token),
        purpose: 'reset',
        now,
        userId: user.id,
      }));
    if (!user || !used) {
      throw new AppError('common.auth.invalid_reset_token', {
        fields: { token: ['common.auth.invalid_reset_token'] },
        status: 422,
      });
    }
    await setPasswordHash(tx, user.id, passwordHash, now, validAfter);
    await revokeUserSessions(tx, user.id, now);
    await expireLinkTokens(tx, user.id, 'reset', now);
    // Following the e-mailed link proves the address.
    await markEmailVerified(tx, user.id, now);
    return startSession(tx, { userId: user.id, now, secret: deps.config.jwtSecret });
  });
}
