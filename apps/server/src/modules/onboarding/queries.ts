import { eq, inArray } from 'drizzle-orm';
import type { UserPreferences } from '@sessionbook/domain';
import { professionalProfiles, userPreferences } from '../../db/schema/accounts.ts';
import { voucherTypes } from '../../db/schema/platform.ts';
import type { Db } from '../../db/types.ts';

/** The stored preferences of a user (docs/product/entities-and-states.md#user-preferences), or null before the first save. */
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

/**
 * The session lengths a professional (by profile id) chose, minutes as text; empty before any choice.
 * Clients are offered exactly these (docs/decisions/0035).
 */
export async function findDurationPreferencesOf(db: Db, professionalId: string): Promise<string[]> {
  const [row] = await db
    .select({ durations: userPreferences.durationPreferences })
    .from(userPreferences)
    .innerJoin(professionalProfiles, eq(professionalProfiles.userId, userPreferences.userId))
    .where(eq(professionalProfiles.id, professionalId))
    .limit(1);
  return row?.durations ?? [];
}

/**
 * Sets the session lengths a user offers and keeps their session types (none yet for a professional
 * who skipped onboarding); returns the preferences as stored.
 */
export async function upsertDurationPreferences(
  db: Db,
  userId: string,
  durationPreferences: string[],
  now: Date,
): Promise<UserPreferences> {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, sessionPreferences: [], durationPreferences, updatedAt: now })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { durationPreferences, updatedAt: now } })
    .returning({
      user_id: userPreferences.userId,
      session_preferences: userPreferences.sessionPreferences,
      duration_preferences: userPreferences.durationPreferences,
    });
  return row!;
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
