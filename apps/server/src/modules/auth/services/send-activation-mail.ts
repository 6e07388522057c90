import type { Language, Theme } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import type { Db } from '../../../db/types.ts';
import { ACTIVATION_TTL_MS, activationUrl } from '../links.ts';
import { insertLinkToken } from '../queries.ts';
import { createLinkToken } from '../tokens.ts';

/**
 * Stores a new activation link (7 days, single use) and writes its mail in the user's language, both
 * in the caller's transaction `db`.
 */
export async function sendActivationMail(
  deps: AppDeps,
  db: Db,
  user: { userId: string; email: string; theme: Theme; language: Language },
): Promise<void> {
  const now = deps.clock();
  const link = createLinkToken();
  await insertLinkToken(db, {
    userId: user.userId,
    purpose: 'activation',
    tokenHash: link.hash,
    expiresAt: new Date(now.getTime() + ACTIVATION_TTL_MS),
  });
  await deps.messages.email(db, {
    to: user.email,
    template: 'activation',
    language: user.language,
    data: { url: activationUrl(deps.config.appUrl, user.theme, link.token) },
    userId: user.userId,
  });
}
