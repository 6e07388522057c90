import { and, eq } from 'drizzle-orm';
import { pushSubscriptions } from '../db/schema/messaging.ts';
import type { Db } from '../db/types.ts';

/**
 * The devices that asked for push (decision 0032). The message path owns them beside the messages
 * themselves; the notification settings routes change them through these functions.
 */
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The kinds of message a device may ask for, as stored per device. */
export interface PushCategories {
  calendar: boolean;
  no_action: boolean;
}

export interface NewPushSubscription extends PushCategories {
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string | null;
}

/**
 * Stores a device's subscription for this user. A browser keeps one endpoint per app, so the same
 * endpoint again (a new key after the browser renewed it, or another user signing in on the device)
 * replaces the row: a shared device pushes to whoever subscribed last.
 */
export async function savePushSubscription(
  db: Db,
  userId: string,
  input: NewPushSubscription,
): Promise<PushSubscriptionRow> {
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.p256dh,
    auth: input.auth,
    calendar: input.calendar,
    noAction: input.no_action,
    label: input.label,
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning();
  return row!;
}

/** This user's subscription at `endpoint`, or null. */
export async function findPushSubscription(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<PushSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return row ?? null;
}

export async function updatePushCategories(
  db: Db,
  userId: string,
  endpoint: string,
  categories: PushCategories,
): Promise<PushSubscriptionRow | null> {
  const [row] = await db
    .update(pushSubscriptions)
    .set({ calendar: categories.calendar, noAction: categories.no_action })
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning();
  return row ?? null;
}

/** Ends one device's push for this user; false when it had none. */
export async function deletePushSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** Every device of the user (account deletion ends them all). */
export async function deleteUserPushSubscriptions(db: Db, userId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** The user's devices that want messages of this kind. */
export async function pushTargets(
  db: Db,
  userId: string,
  category: keyof PushCategories,
): Promise<{ id: string }[]> {
  const wants = category === 'calendar' ? pushSubscriptions.calendar : pushSubscriptions.noAction;
  return db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(wants, true)));
}
