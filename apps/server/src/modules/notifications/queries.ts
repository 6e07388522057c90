import type { NotificationSettings } from '@sessionbook/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import type { Db } from '../../db/types.ts';
import { notificationSettingColumns } from '../auth/user-rows.ts';

/** A user's notification settings, or null when there is no such user. */
export async function findNotificationSettings(db: Db, userId: string): Promise<NotificationSettings | null> {
  const [row] = await db.select(notificationSettingColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}
