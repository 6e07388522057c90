import type { AuthResult } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { spendHashTime, verifyPassword } from '../passwords.ts';
import { findUserByEmail } from '../queries.ts';
import { startSession } from './start-session.ts';

/**
 * Signs in with e-mail and password. An unknown e-mail and a wrong password get the same answer and
 * cost the same hashing time; the activation state is only revealed to the password's owner.
 */
export async function logIn(deps: AppDeps, input: { email: string; password: string }): Promise<AuthResult> {
  const { db } = deps.database;
  const user = await findUserByEmail(db, input.email);
  if (!user?.passwordHash) {
    await spendHashTime(input.password);
    throw new AppError('common.auth.credentials');
  }
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw new AppError('common.auth.credentials');
  if (!user.activatedAt) throw new AppError('common.auth.not_activated');
  const now = deps.clock();
  return db.transaction((tx) => startSession(tx, { userId: user.id, now, secret: deps.config.jwtSecret }));
}
