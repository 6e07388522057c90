import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { setGoingNames } from '../../auth/profile-rows.ts';

/**
 * `POST professional/profile/going-names`: whether the professional's connected clients see first
 * names on a class's who is going, or only how many are going (decision 0027). Nobody is notified:
 * it changes what clients see, not anything they booked.
 */
export async function setGoingNamesShown(deps: AppDeps, userId: string, shown: boolean): Promise<boolean> {
  const saved = await deps.database.db.transaction((tx) => setGoingNames(tx, userId, shown));
  if (saved === null) throw new AppError('forbidden');
  return saved;
}
