import type {
  NotificationSetting,
  NotificationSettings,
  NotificationSettingsBody,
} from '@sessionbook/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import type { Db } from '../../db/types.ts';

/** Each setting of spec section 3 and its column on `users`. */
const COLUMNS = {
  email_notifications: 'emailNotifications',
  sms_notifications: 'smsNotifications',
  newsletter: 'newsletter',
  app_updates: 'appUpdates',
  no_action_reminders: 'noActionReminders',
} as const satisfies Record<NotificationSetting, keyof typeof users.$inferSelect>;

/** A user's five notification settings, or null when there is no such user. */
export async function findNotificationSettings(db: Db, userId: string): Promise<NotificationSettings | null> {
  const [row] = await db
    .select({
      email_notifications: users.emailNotifications,
      sms_notifications: users.smsNotifications,
      newsletter: users.newsletter,
      app_updates: users.appUpdates,
      no_action_reminders: users.noActionReminders,
      booking_updates: users.bookingUpdates,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Stores the settings (booking updates only when given); the settings as stored, or null without such a user. */
export async function saveNotificationSettings(
  db: Db,
  userId: string,
  settings: NotificationSettingsBody,
  now: Date,
): Promise<NotificationSettings | null> {
  const [row] = await db
    .update(users)
    .set({
      emailNotifications: settings.email_notifications,
      smsNotifications: settings.sms_notifications,
      newsletter: settings.newsletter,
      appUpdates: settings.app_updates,
      noActionReminders: settings.no_action_reminders,
      ...(settings.booking_updates ? { bookingUpdates: settings.booking_updates } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning({
      email_notifications: users.emailNotifications,
      sms_notifications: users.smsNotifications,
      newsletter: users.newsletter,
      app_updates: users.appUpdates,
      no_action_reminders: users.noActionReminders,
      booking_updates: users.bookingUpdates,
    });
  return row ?? null;
}

/** Turns one setting off; false when there is no such user (an account deleted since the mail). */
export async function turnSettingOff(
  db: Db,
  userId: string,
  setting: NotificationSetting,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ [COLUMNS[setting]]: false, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}
