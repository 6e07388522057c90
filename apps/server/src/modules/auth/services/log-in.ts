import type { AuthResult } from '@sessionbook/domain';
import { attemptKey } from '../../../core/attempt-limits.ts';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { knownDeviceId, knownDeviceToken } from '../known-devices.ts';
import { spendHashTime, verifyPassword } from '../passwords.ts';
import { findUserByEmail } from '../queries.ts';
import { startSession } from './start-session.ts';

export interface LogInResult {
  auth: AuthResult;
  /** The browser's known-device token for this account (known-devices.ts), to keep or store. */
  deviceToken: string;
}

/**
 * Signs in with e-mail and password. An unknown e-mail and a wrong password get the same answer and
 * cost the same hashing time; the activation state is only revealed to the password's owner.
 *
 * Each attempt counts against the account before the password is checked (core/attempt-limits.ts),
 * from whatever address it comes, so a burst of parallel guesses counts whole; a browser that signed
 * in to this account before counts on a key of its own, so guesses from elsewhere never slow it.
 */
export async function logIn(
  deps: AppDeps,
  input: { email: string; password: string; deviceToken: string | null },
): Promise<LogInResult> {
  const { db } = deps.database;
  const user = await findUserByEmail(db, input.email);
  const deviceId = user ? knownDeviceId(deps.config.jwtSecret, user.id, input.deviceToken) : null;
  const key = deviceId ? attemptKey('sign-in-device', deviceId) : attemptKey('sign-in', input.email);
  await deps.attempts.claim(key, deps.clock());
  if (!user?.passwordHash) {
    await spendHashTime(input.password);
    throw new AppError('common.auth.credentials');
  }
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw new AppError('common.auth.credentials');
  await deps.attempts.clear(key);
  if (!user.activatedAt) throw new AppError('common.auth.not_activated');
  const now = deps.clock();
  const auth = await db.transaction((tx) =>
    startSession(tx, { userId: user.id, now, secret: deps.config.jwtSecret }),
  );
  return {
    auth,
    deviceToken: deviceId ? input.deviceToken! : knownDeviceToken(deps.config.jwtSecret, user.id),
  };
}
