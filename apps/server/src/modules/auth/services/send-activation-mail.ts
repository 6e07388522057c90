import type { Language, Theme } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { ACTIVATION_TTL_MS, activationUrl } from '../links.ts';
import { insertLinkToken } from '../queries.ts';
import { createLinkToken } from '../tokens.ts';

/** Stores a new activation link (7 days, single use) and mails it in the user's language. */
export async function sendActivationMail(
  deps: AppDeps,
  user: { userId: string; email: string; theme: Theme; language: Language },
): Promise<void> {
  const now = deps.clock();
  const link = createLinkToken();
  await insertLinkToken(deps.database.db, {
    userId: user.userId,
    purpose: 'activation',
    tokenHash: link.hash,
    expiresAt: new Date(now.getTime() + ACTIVATION_TTL_MS),
  });
  await deps.mailer.send({
    to: user.email,
    template: 'activation',
    language: user.language,
    data: { url: activationUrl(deps.config.appUrl, user.theme, link.token) },
    userId: user.userId,
  });
}
