import { isUuid, type NotificationSetting } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { verifyUnsubscribeToken } from '../../../messaging/unsubscribe-token.ts';
import { turnSettingOff } from '../../auth/user-rows.ts';

/**
 * Turns off the setting a mail's signed link names, for the user it names (docs/product/api.md#calls-by-area,
 * `POST newsletter/unsubscribe`). The link is its own authority: no sign-in, so a one-click POST from
 * a mail provider works. A forged, malformed, expired link, or one of a deleted account, changes
 * nothing and answers `error.unsubscribe.invalid_link`. Repeating a valid link is harmless.
 */
export async function unsubscribe(deps: AppDeps, token: string): Promise<{ setting: NotificationSetting }> {
  const claims = await verifyUnsubscribeToken(deps.config.jwtSecret, token, deps.clock());
  if (!claims || !isUuid(claims.userId)) throw new AppError('error.unsubscribe.invalid_link');
  const found = await turnSettingOff(deps.database.db, claims.userId, claims.setting, deps.clock());
  if (!found) throw new AppError('error.unsubscribe.invalid_link');
  return { setting: claims.setting };
}
