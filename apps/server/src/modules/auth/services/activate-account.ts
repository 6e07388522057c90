import { themeOr, type AuthResult } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import {
  consumeLinkToken,
  expireLinkTokens,
  findUserById,
  markActivated,
  setRoleProfileName,
} from '../queries.ts';
import { hashLinkToken } from '../tokens.ts';
import { startSession } from './start-session.ts';

/**
 * Completes an account from its e-mailed link: activated, e-mail verified, the name set on the profile
 * of the current theme, and signed in. The link is used by a conditional update, so two concurrent
 * calls cannot both succeed.
 */
export async function activateAccount(
  deps: AppDeps,
  input: { token: string; fullName: string },
): Promise<AuthResult> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const used = await consumeLinkToken(tx, {
      tokenHash: hashLinkToken(input.token),
      purpose: 'activation',
      now,
    });
    const user = used && (await findUserById(tx, used.userId));
    if (!user || user.activatedAt) throw new AppError('common.auth.invalid_activation_link');
    await markActivated(tx, user.id, now);
    await expireLinkTokens(tx, user.id, 'activation', now);
    const theme = themeOr(user.theme);
    await setRoleProfileName(tx, theme, user.id, input.fullName);
    return startSession(tx, { userId: user.id, now, secret: deps.config.jwtSecret });
  });
}
