import type { patchUserBody, SessionUser } from '@sessionbook/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../../core/deps.ts';
import { insertRoleProfile } from '../../auth/queries.ts';
import { findAnyProfileName, findSessionUser } from '../../auth/session-user-queries.ts';
import { updateUserSettings } from '../../auth/user-rows.ts';

export type UpdateUserInput = z.output<typeof patchUserBody>;

/**
 * Changes language, time zone or theme. Switching to a theme whose profile does not exist yet creates
 * it with the name of the other profile (docs/product/rules.md#two-roles).
 */
export async function updateUser(
  deps: AppDeps,
  userId: string,
  input: UpdateUserInput,
): Promise<SessionUser> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    if (input.theme) await insertRoleProfile(tx, input.theme, userId, await findAnyProfileName(tx, userId));
    const values = {
      ...(input.language ? { language: input.language } : {}),
      ...(input.timezone ? { timezone: input.timezone } : {}),
      ...(input.theme ? { theme: input.theme } : {}),
    };
    await updateUserSettings(tx, userId, values, now);
    const user = await findSessionUser(tx, userId);
    if (!user) throw new Error(`user ${userId} not found`);
    return user;
  });
}
