import { eq } from 'drizzle-orm';
import { type Theme } from '@sessionbook/domain';
import { professionalProfiles, users } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

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

/** Public or not-public professional profile (spec section 3). */
export async function setProfessionalVisibility(
  db: Db,
  userId: string,
  values: { isPublic: boolean; onboarded?: boolean; speciality?: string },
): Promise<void> {
  await db.update(professionalProfiles).set(values).where(eq(professionalProfiles.userId, userId));
}
