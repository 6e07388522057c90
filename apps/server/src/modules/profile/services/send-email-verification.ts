import { isLanguage, themeOr, type Theme } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/types.ts';
import { EMAIL_VERIFICATION_TTL_MS, emailVerificationUrl } from '../../auth/links.ts';
import { findUserById, insertLinkToken } from '../../auth/queries.ts';
import { createLinkToken } from '../../auth/tokens.ts';

/**
 * Mails a verification link (24 hours, single use) while the e-mail is unverified; else 409. The link
 * opens in the account's stored role (a user lacking that role on the device is sent to the same page
 * of the other role by the app).
 */
export async function sendEmailVerification(deps: AppDeps, userId: string): Promise<void> {
  const { db } = deps.database;
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('unauthenticated');
  if (user.emailVerifiedAt) throw new AppError('conflict');
  await db.transaction((tx) =>
    mailVerificationLink(deps, tx, {
      userId,
      email: user.email,
      language: user.language,
      role: themeOr(user.theme),
    }),
  );
}

/**
 * Writes a fresh verification link and its e-mail to `email`, in the caller's transaction; the link
 * opens the verification page of `role`.
 */
export async function mailVerificationLink(
  deps: AppDeps,
  tx: Db,
  to: { userId: string; email: string; language: string; role: Theme },
): Promise<void> {
  const link = createLinkToken();
  await insertLinkToken(tx, {
    userId: to.userId,
    purpose: 'email_verification',
    tokenHash: link.hash,
    expiresAt: new Date(deps.clock().getTime() + EMAIL_VERIFICATION_TTL_MS),
  });
  await deps.messages.email(tx, {
    to: to.email,
    template: 'email_verification',
    language: isLanguage(to.language) ? to.language : 'en',
    data: { url: emailVerificationUrl(deps.config.appUrl, to.role, link.token) },
    userId: to.userId,
  });
}
