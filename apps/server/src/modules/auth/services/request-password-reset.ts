import { isLanguage } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { findAnyProfileName } from '../session-user-queries.ts';
import { RESET_TTL_MS, resetUrl } from '../links.ts';
import { findUserByEmail, insertLinkToken } from '../queries.ts';
import { createLinkToken } from '../tokens.ts';
import { noAccount } from './resend-activation.ts';

/** Mails a password-reset link (1 hour, single use). An unknown e-mail is a 422, as the spec lists. */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const { db } = deps.database;
  const user = await findUserByEmail(db, email);
  if (!user) throw noAccount();
  const link = createLinkToken();
  const name = await findAnyProfileName(db, user.id);
  await db.transaction(async (tx) => {
    await insertLinkToken(tx, {
      userId: user.id,
      purpose: 'reset',
      tokenHash: link.hash,
      expiresAt: new Date(deps.clock().getTime() + RESET_TTL_MS),
    });
    await deps.messages.email(tx, {
      to: user.email,
      template: 'password_reset',
      language: isLanguage(user.language) ? user.language : 'en',
      data: { url: resetUrl(deps.config.appUrl, link.token, user.email), ...(name ? { name } : {}) },
      userId: user.id,
    });
  });
}
