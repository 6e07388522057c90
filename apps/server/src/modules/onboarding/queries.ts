import { eq, inArray } from 'drizzle-orm';
import type { UserPreferences } from '@sessionbook/domain';
import { userPreferences } from '../../db/schema/accounts.ts';
import { voucherTypes } from '../../db/schema/platform.ts';
import type { Db } from '../../db/types.ts';

/** The stored preferences of a user (spec section 3, "User preferences"), or null before the first save. */
export async function findUserPreferences(db: Db, userId: string): Promise<UserPreferences | null> {
  const [row] = await db
    .select({
      user_id: userPreferences.userId,
      session_preferences: userPreferences.sessionPreferences,
      duration_preferences: userPreferences.durationPreferences,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Which of these ids the `voucher_types` table knows. */
export async function knownVoucherTypeIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: voucherTypes.id })
    .from(voucherTypes)
    .where(inArray(voucherTypes.id, [...ids]));
  return rows.map((row) => row.id);
}

/** Inserts or replaces the user's preferences; returns them as stored. */
export async function upsertUserPreferences(
  db: Db,
  values: { userId: string; sessionPreferences: number[]; durationPreferences: string[] },
  now: Date,
): Promise<UserPreferences> {
  const [row] = await db
    .insert(userPreferences)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: {
        sessionPreferences: values.sessionPreferences,
        durationPreferences: values.durationPreferences,
        updatedAt: now,
      },
    })
    .returning({
      user_id: userPreferences.userId,
      session_preferences: userPreferences.sessionPreferences,
      duration_preferences: userPreferences.durationPreferences,
    });
  return row!;
}

/** Account deletion's part of onboarding: the answers go with the account. */
export async function forgetPreferences(db: Db, userId: string): Promise<void> {
  await db.delete(userPreferences).where(eq(userPreferences.userId, userId));
}
