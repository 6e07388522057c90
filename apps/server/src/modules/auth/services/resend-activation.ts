import { isLanguage, themeOr } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { findUserByEmail } from '../queries.ts';
import { sendActivationMail } from './send-activation-mail.ts';

/**
 * Mails a fresh activation link to an account that is not activated yet. An unknown address and an
 * activated account get the same answer and no mail, so nobody learns which addresses have accounts.
 */
export async function resendActivation(deps: AppDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.database.db, email);
  if (!user || user.activatedAt) return;
  await deps.database.db.transaction((tx) =>
    sendActivationMail(deps, tx, {
      userId: user.id,
      email: user.email,
      theme: themeOr(user.theme),
      language: isLanguage(user.language) ? user.language : 'en',
    }),
  );
}
