import type { PersonalProfileInput, SessionUser } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { uniqueViolationIndex } from '../../../core/db-errors.ts';
import { expireLinkTokens, findTakenIdentifiers, findUserById } from '../../auth/queries.ts';
import { findSessionUser } from '../../auth/session-user-queries.ts';
import { takenError } from '../../auth/services/register-user.ts';
import { updateRoleProfile } from '../../auth/profile-rows.ts';
import { updateAccountIdentity } from '../../auth/user-rows.ts';
import { mailVerificationLink } from './send-email-verification.ts';

/**
 * `PUT profile`: the name, phone and WhatsApp of one role and the account's username and e-mail.
 * A changed e-mail is unverified until the link mailed to the new address is followed (the old
 * address's links stop working); the link opens in the role whose page changed it. A changed username
 * keeps the old one with the account: its public link leads to the profile under the new name, and no
 * other account can take it (docs/decisions/0035). A taken username (or one another account had) or
 * e-mail is a 422 on its field, also when two requests race for it (the unique index or the username
 * history's key decides); a role the user has no profile for is 403.
 */
export async function updatePersonal(
  deps: AppDeps,
  userId: string,
  input: PersonalProfileInput,
): Promise<SessionUser> {
  const now = deps.clock();
  try {
    return await deps.database.db.transaction(async (tx) => {
      const user = await findUserById(tx, userId);
      if (!user) throw new AppError('unauthenticated');
      const email = input.email ?? user.email;
      const emailChanged = email.toLowerCase() !== user.email.toLowerCase();
      const usernameChanged = input.username.toLowerCase() !== user.username.toLowerCase();
      const taken = await findTakenIdentifiers(
        tx,
        emailChanged ? email : '',
        usernameChanged ? input.username : '',
        userId,
      );
      const emailTaken = emailChanged && taken.emailTaken;
      const usernameTaken = usernameChanged && taken.usernameTaken;
      if (emailTaken || usernameTaken) throw takenError(emailTaken, usernameTaken);

      const updated = await updateRoleProfile(tx, input.role, userId, {
        fullName: input.full_name,
        phone: input.phone,
        whatsappPhone: input.whatsapp_phone,
      });
      if (!updated) throw new AppError('forbidden');
      await updateAccountIdentity(tx, userId, {
        username: input.username,
        email,
        ...(emailChanged ? { emailVerifiedAt: null } : {}),
        updatedAt: now,
      });
      if (emailChanged) {
        await expireLinkTokens(tx, userId, 'email_verification', now);
        await mailVerificationLink(deps, tx, { userId, email, language: user.language, role: input.role });
      }
      const session = await findSessionUser(tx, userId);
      if (!session) throw new Error(`user ${userId} not found`);
      return session;
    });
  } catch (error) {
    const index = uniqueViolationIndex(error);
    if (index === null) throw error;
    throw takenError(index.includes('email'), index.includes('username'));
  }
}
