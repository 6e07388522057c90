import { isLanguage } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { findUserByEmail } from '../queries.ts';
import { sendActivationMail } from './send-activation-mail.ts';

/** Mails a fresh activation link to an account that is not activated yet. */
export async function resendActivation(deps: AppDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.database.db, email);
  if (!user) throw noAccount();
  if (user.activatedAt) throw new AppError('common.auth.already_activated');
  await deps.database.db.transaction((tx) =>
    sendActivationMail(deps, tx, {
      userId: user.id,
      email: user.email,
      theme: user.theme === 'professional' ? 'professional' : 'client',
      language: isLanguage(user.language) ? user.language : 'en',
    }),
  );
}

export function noAccount(): AppError {
  return new AppError('common.auth.no_account', {
    fields: { email: ['common.auth.no_account'] },
    status: 422,
  });
}
