import type { NotificationSettings, NotificationSettingsBody } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { saveNotificationSettings } from '../../auth/user-rows.ts';
import { findNotificationSettings } from '../queries.ts';

/** The signed-in user's notification settings (docs/product/entities-and-states.md#notification-settings). */
export async function getNotificationSettings(deps: AppDeps, userId: string): Promise<NotificationSettings> {
  const settings = await findNotificationSettings(deps.database.db, userId);
  if (!settings) throw new AppError('unauthenticated');
  return settings;
}

/**
 * Replaces the five switches at once, as the settings page sends them, and how bookings are told when
 * given. They govern calendar, newsletter, app-update and reminder messages; system mails
 * (activation, reset, invitation, e-mail change) ignore them.
 */
export async function updateNotificationSettings(
  deps: AppDeps,
  userId: string,
  settings: NotificationSettingsBody,
): Promise<NotificationSettings> {
  const saved = await saveNotificationSettings(deps.database.db, userId, settings, deps.clock());
  if (!saved) throw new AppError('unauthenticated');
  return saved;
}
