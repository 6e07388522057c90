import type { WaitlistMode } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { setDefaultWaitlistMode } from '../../auth/profile-rows.ts';

/**
 * `POST professional/profile/waitlist-mode`: the mode a new class starts with
 * (docs/product/rules.md#waitlist-modes). Classes already planned keep theirs; nobody is told.
 */
export async function saveDefaultWaitlistMode(
  deps: AppDeps,
  userId: string,
  mode: WaitlistMode,
): Promise<WaitlistMode> {
  const saved = await deps.database.db.transaction((tx) => setDefaultWaitlistMode(tx, userId, mode));
  if (saved === null) throw new AppError('forbidden');
  return saved;
}
