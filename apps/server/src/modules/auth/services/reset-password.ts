import type { AuthResult } from '@sessionbook/domain';
import { attemptKey } from '../../../core/attempt-limits.ts';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { hashPassword } from '../passwords.ts';
import {
  consumeLinkToken,
  expireLinkTokens,
  findUserByEmail,
  findUserById,
  markEmailVerified,
  revokeUserSessions,
  setPasswordHash,
} from '../queries.ts';
import { hashLinkToken } from '../tokens.ts';
import { startSession } from './start-session.ts';

/**
 * Sets a new password from an e-mailed link. The token names the account (links no longer carry the
 * address); an address given as well, as older links did, must be the token's account, and attempts
 * naming an address count against that account (core/attempt-limits.ts). Every earlier token stops
 * counting (tokens_valid_after and revoked sessions), and the caller is signed in with a new one.
 * A reset proves the mailbox, so it also lifts the account's sign-in backoff.
 */
export async function resetPassword(
  deps: AppDeps,
  input: { token: string; email?: string | undefined; password: string },
): Promise<AuthResult> {
  const now = deps.clock();
  const resetKey = input.email ? attemptKey('reset', input.email) : null;
  if (resetKey) await deps.attempts.claim(resetKey, now);
  const passwordHash = await hashPassword(input.password);
  // Whole seconds, because token issue times (JWT `iat`) are whole seconds.
  const validAfter = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const result = await deps.database.db.transaction(async (tx) => {
    const named = input.email ? await findUserByEmail(tx, input.email) : null;
    const used =
      (!input.email || named) &&
      (await consumeLinkToken(tx, {
        tokenHash: hashLinkToken(input.token),
        purpose: 'reset',
        now,
        ...(named ? { userId: named.id } : {}),
      }));
    const user = used ? (named ?? (await findUserById(tx, used.userId))) : null;
    if (!user) {
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
    return { auth: await startSession(tx, { userId: user.id, now, secret: deps.config.jwtSecret }), user };
  });
  if (resetKey) await deps.attempts.clear(resetKey);
  await deps.attempts.clear(attemptKey('sign-in', result.user.email.toLowerCase()));
  return result.auth;
}
