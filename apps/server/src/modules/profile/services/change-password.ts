import type { AuthResult } from '@sessionbook/domain';
import { attemptKey } from '../../../core/attempt-limits.ts';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { findUserById, revokeUserSessions, setPasswordHash } from '../../auth/queries.ts';
import { renewSession } from '../../auth/services/start-session.ts';

/**
 * Changes the password after checking the current one; every other device is signed out. Guesses at
 * the current password count against the account whatever the address (core/attempt-limits.ts), so a
 * stolen session cannot try more by changing networks.
 */
export async function changePassword(
  deps: AppDeps,
  auth: { userId: string; sessionId: string },
  input: { currentPassword: string; password: string },
): Promise<AuthResult> {
  const { db } = deps.database;
  const key = attemptKey('password', auth.userId);
  await deps.attempts.claim(key, deps.clock());
  const user = await findUserById(db, auth.userId);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('common.auth.wrong_current_password', {
      fields: { current_password: ['common.auth.wrong_current_password'] },
      status: 422,
    });
  }
  await deps.attempts.clear(key);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock();
  return db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash, now);
    await revokeUserSessions(tx, user.id, now, auth.sessionId);
    return renewSession(tx, {
      userId: user.id,
      sessionId: auth.sessionId,
      now,
      secret: deps.config.jwtSecret,
    });
  });
}
