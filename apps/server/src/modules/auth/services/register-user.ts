import { VALIDATION_MESSAGES, pickLanguage, type registerBody, type SessionUser } from '@sessionbook/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { findSessionUser } from '../session-user-queries.ts';
import { hashPassword } from '../passwords.ts';
import { findTakenIdentifiers, insertRoleProfile, insertUser } from '../queries.ts';
import { uniqueViolationIndex } from '../../../core/db-errors.ts';
import { sendActivationMail } from './send-activation-mail.ts';

export type RegisterInput = z.output<typeof registerBody>;

/**
 * Creates an account that is not activated yet, with the role profile of the chosen theme, and mails
 * the activation link in the same transaction. A taken e-mail or username is a 422 whether seen by the check or by the unique
 * index (two sign-ups racing).
 */
export async function registerUser(
  deps: AppDeps,
  input: RegisterInput,
  acceptLanguage: string | undefined,
): Promise<SessionUser> {
  const now = deps.clock();
  const passwordHash = await hashPassword(input.password);
  const language = input.language ?? pickLanguage(acceptLanguage);
  let user: SessionUser;
  try {
    user = await deps.database.db.transaction(async (tx) => {
      const taken = await findTakenIdentifiers(tx, input.email, input.username);
      if (taken.emailTaken || taken.usernameTaken) throw takenError(taken.emailTaken, taken.usernameTaken);
      const row = await insertUser(tx, {
        email: input.email,
        username: input.username,
        passwordHash,
        language,
        timezone: input.timezone ?? 'UTC',
        theme: input.theme,
        newsletter: input.newsletter ?? false,
        createdAt: now,
        updatedAt: now,
      });
      await insertRoleProfile(tx, input.theme, row.id, null);
      const created = await findSessionUser(tx, row.id);
      if (!created) throw new Error('registered user not found');
      await sendActivationMail(deps, tx, {
        userId: created.id,
        email: created.email,
        theme: created.theme,
        language: created.language,
      });
      return created;
    });
  } catch (error) {
    const index = uniqueViolationIndex(error);
    if (index === null) throw error;
    throw takenError(index.includes('email') || index === '', index.includes('username'));
  }
  return user;
}

/** A taken e-mail and/or username as a 422 on its field(s): sign-up and the personal page share it. */
export function takenError(emailTaken: boolean, usernameTaken: boolean): AppError {
  const fields: Record<string, string[]> = {};
  if (emailTaken) fields.email = [VALIDATION_MESSAGES.emailTaken];
  if (usernameTaken) fields.username = [VALIDATION_MESSAGES.usernameTaken];
  return new AppError(emailTaken ? 'common.auth.email_taken' : 'validation', { fields, status: 422 });
}
