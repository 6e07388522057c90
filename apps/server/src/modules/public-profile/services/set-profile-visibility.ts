import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { setProfessionalVisibility } from '../../auth/profile-rows.ts';

/** `POST profile/visible`: makes the professional's `@{username}` page public or not. */
export async function setProfileVisibility(
  deps: AppDeps,
  userId: string,
  visible: boolean,
): Promise<boolean> {
  const isPublic = await deps.database.db.transaction((tx) => setProfessionalVisibility(tx, userId, visible));
  if (isPublic === null) throw new AppError('forbidden');
  return isPublic;
}
