import type { SessionUser, SocialLinksInput } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { findSessionUser } from '../../auth/session-user-queries.ts';
import { updateRoleProfile } from '../../auth/profile-rows.ts';

/**
 * `PUT profile/social`: one role's social links. A link left out keeps its value; empty clears it.
 * The professional's links are the ones `@{username}` shows.
 */
export async function updateSocials(
  deps: AppDeps,
  userId: string,
  input: SocialLinksInput,
): Promise<SessionUser> {
  const { role, ...links } = input;
  const values = Object.fromEntries(Object.entries(links).filter(([, value]) => value !== undefined));
  return deps.database.db.transaction(async (tx) => {
    if (!(await updateRoleProfile(tx, role, userId, values))) throw new AppError('forbidden');
    const session = await findSessionUser(tx, userId);
    if (!session) throw new Error(`user ${userId} not found`);
    return session;
  });
}
