import type {
  NotificationSetting,
  NotificationSettings,
  NotificationSettingsBody,
  Theme,
} from '@sessionbook/domain';
import { eq, sql } from 'drizzle-orm';
import { oneTimeTokens, users } from '../../db/schema/accounts.ts';
import type { Db } from '../../db/types.ts';
import { forgetRoleProfiles } from './profile-rows.ts';
import { revokeUserSessions } from './queries.ts';
import { releaseEarlierUsernames } from './username-history.ts';

/**
 * The writes of `users` that the modules above auth make: auth owns the table (decision 0039), so the
 * profile settings, the notification settings, the calendar feed and account deletion change it here.
 */

export async function updateUserSettings(
  db: Db,
  userId: string,
  values: { language?: string; timezone?: string; theme?: Theme },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function updateAccountIdentity(
  db: Db,
  userId: string,
  values: Pick<typeof users.$inferInsert, 'username' | 'email' | 'emailVerifiedAt' | 'updatedAt'>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** Sets the profile picture; the one it replaces (to remove from storage), or null. */
export async function setAvatar(
  db: Db,
  userId: string,
  avatar: string | null,
  now: Date,
): Promise<string | null> {
  const [before] = await db
    .select({ avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  await db.update(users).set({ avatar, updatedAt: now }).where(eq(users.id, userId));
  return before?.avatar ?? null;
}

/** Each setting of docs/product/entities-and-states.md#notification-settings and its column on `users`. */
const SETTING_COLUMNS = {
  email_notifications: 'emailNotifications',
  sms_notifications: 'smsNotifications',
  newsletter: 'newsletter',
  app_updates: 'appUpdates',
  no_action_reminders: 'noActionReminders',
} as const satisfies Record<NotificationSetting, keyof typeof users.$inferSelect>;

/** The notification settings as the API names them (what `findNotificationSettings` reads too). */
export const notificationSettingColumns = {
  email_notifications: users.emailNotifications,
  sms_notifications: users.smsNotifications,
  newsletter: users.newsletter,
  app_updates: users.appUpdates,
  no_action_reminders: users.noActionReminders,
  booking_updates: users.bookingUpdates,
};

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
    .returning(notificationSettingColumns);
  return row ?? null;
}

/** Turns one notification setting off; false when there is no such user (an account deleted since the mail). */
export async function turnSettingOff(
  db: Db,
  userId: string,
  setting: NotificationSetting,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ [SETTING_COLUMNS[setting]]: false, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The user's calendar feed secret, set to `candidate` when they have none yet (two first calls agree on one). */
export async function ensureFeedToken(db: Db, userId: string, candidate: string): Promise<string | null> {
  const [row] = await db
    .update(users)
    .set({ calendarFeedToken: sql`coalesce(${users.calendarFeedToken}, ${candidate})` })
    .where(eq(users.id, userId))
    .returning({ token: users.calendarFeedToken });
  return row?.token ?? null;
}

/** Replaces the user's calendar feed secret: the old URL stops working at once. */
export async function replaceFeedToken(db: Db, userId: string, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ calendarFeedToken: token, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Account deletion's part of auth: the account becomes a tombstone (no address, no name, no password,
 * no way in: every session revoked, every e-mailed link gone, its earlier usernames free again) and its
 * role profiles lose what they said. The rows stay, so the history others keep (a past class, a cancelled registration) reads
 * "deleted user".
 */
export async function forgetAccount(
  db: Db,
  account: { userId: string; clientId: string | null; professionalId: string | null },
  now: Date,
): Promise<void> {
  const { userId } = account;
  await forgetRoleProfiles(db, account);
  const tag = userId.replaceAll('-', '');
  await db
    .update(users)
    .set({
      email: `deleted-${tag}@deleted.invalid`,
      username: `deleted-${tag.slice(0, 20)}`,
      passwordHash: null,
      googleSubject: null,
      avatar: null,
      calendarFeedToken: null,
      newsletter: false,
      emailNotifications: false,
      smsNotifications: false,
      appUpdates: false,
      noActionReminders: false,
      deletedAt: now,
      tokensValidAfter: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await revokeUserSessions(db, userId, now);
  await db.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
  // After the tombstone's username is set: the history keeps only that one.
  await releaseEarlierUsernames(db, userId);
}
