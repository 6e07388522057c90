import type { SessionUser } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { findSessionUser } from '../../auth/session-user-queries.ts';
import { completeProfessionalOnboarding } from '../../auth/profile-rows.ts';
import { requireProfessional } from '../../auth/roles.ts';

/**
 * `PUT profile/onboarding`: the professional finished onboarding (docs/product/screens.md#onboarding). The
 * first call marks
 * the professional profile onboarded and makes it public, since onboarding's last step shares the public
 * profile link (docs/decisions/0016-onboarding.md); later calls change nothing, so a profile hidden
 * since stays hidden. A user without a professional profile is 403. Returns the session user.
 */
export async function completeOnboarding(deps: AppDeps, userId: string): Promise<SessionUser> {
  const { db } = deps.database;
  await requireProfessional(db, userId);
  await completeProfessionalOnboarding(db, userId);
  const user = await findSessionUser(db, userId);
  if (!user) throw new AppError('unauthenticated');
  return user;
}
