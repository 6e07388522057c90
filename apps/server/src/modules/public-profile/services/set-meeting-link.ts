import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { setMeetingLink } from '../../auth/profile-rows.ts';

/**
 * `POST professional/profile/meeting-link`: the professional's own meeting room, which online sessions
 * made from now on use instead of a room each (docs/product/rules.md#online-sessions). Sessions already
 * online keep their link, which their clients hold; nobody is told.
 */
export async function saveMeetingLink(
  deps: AppDeps,
  userId: string,
  link: string | null,
): Promise<string | null> {
  const saved = await deps.database.db.transaction((tx) => setMeetingLink(tx, userId, link));
  if (saved === undefined) throw new AppError('forbidden');
  return saved.link;
}
