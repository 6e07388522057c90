import { isLanguage, themeOr } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { findAnyProfileName } from '../session-user-queries.ts';
import { RESET_TTL_MS, resetUrl } from '../links.ts';
import { findUserByEmail, insertLinkToken } from '../queries.ts';
import { createLinkToken } from '../tokens.ts';

/**
 * Mails a password-reset link (1 hour, single use) when the address has an account. The caller hears
 * the same either way, so the form tells nobody which addresses have accounts (docs/security.md).
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const { db } = deps.database;
  const user = await findUserByEmail(db, email);
  if (!user) return;
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
      data: { url: resetUrl(deps.config.appUrl, themeOr(user.theme), link.token), ...(name ? { name } : {}) },
      userId: user.id,
    });
  });
}
