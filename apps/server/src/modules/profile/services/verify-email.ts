import type { SessionUser } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { consumeLinkToken, expireLinkTokens, markEmailVerified } from '../../auth/queries.ts';
import { hashLinkToken } from '../../auth/tokens.ts';
import { findSessionUser } from '../../auth/session-user-queries.ts';
import { sendEmailVerification } from './send-email-verification.ts';

/**
 * Marks the signed-in user's e-mail verified from a link. A bad, used or expired link fails with a
 * 422 and a fresh link is mailed (docs/product/errors.md#auth-errors); a second click on a good link after
 * success is fine.
 */
export async function verifyEmail(deps: AppDeps, userId: string, token: string): Promise<SessionUser> {
  const now = deps.clock();
  const verified = await deps.database.db.transaction(async (tx) => {
    const used = await consumeLinkToken(tx, {
      tokenHash: hashLinkToken(token),
      purpose: 'email_verification',
      now,
      userId,
    });
    if (used) {
      await markEmailVerified(tx, userId, now);
      await expireLinkTokens(tx, userId, 'email_verification', now);
    }
    return findSessionUser(tx, userId);
  });
  if (!verified) throw new AppError('unauthenticated');
  if (verified.email_verified) return verified;
  await sendEmailVerification(deps, userId);
  throw new AppError('common.auth.email_verification_failed', {
    fields: { token: ['common.auth.email_verification_failed'] },
    status: 422,
  });
}
