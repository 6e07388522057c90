import { eq } from 'drizzle-orm';
import { type Theme } from '@sessionbook/domain';
import { clientProfiles, professionalProfiles, users } from '../../db/schema/accounts.ts';
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

type RoleProfileValues = Partial<
  Pick<
    typeof clientProfiles.$inferInsert,
    | 'fullName'
    | 'phone'
    | 'whatsappPhone'
    | 'facebook'
    | 'instagram'
    | 'linkedin'
    | 'telegram'
    | 'twitch'
    | 'x'
    | 'youtube'
  >
>;

/** Whether the user has a profile in that role. */
export async function hasRoleProfile(db: Db, role: Theme, userId: string): Promise<boolean> {
  const table = role === 'client' ? clientProfiles : professionalProfiles;
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.userId, userId)).limit(1);
  return rows.length > 0;
}

/** Updates the role's profile of the user; false when the user has no profile in that role. */
export async function updateRoleProfile(
  db: Db,
  role: Theme,
  userId: string,
  values: RoleProfileValues,
): Promise<boolean> {
  // Nothing to write (every field left out): the answer is still whether the profile exists.
  if (Object.keys(values).length === 0) return hasRoleProfile(db, role, userId);
  const table = role === 'client' ? clientProfiles : professionalProfiles;
  const rows = await db.update(table).set(values).where(eq(table.userId, userId)).returning({ id: table.id });
  return rows.length > 0;
}

export async function updateAccountIdentity(
  db: Db,
  userId: string,
  values: Pick<typeof users.$inferInsert, 'username' | 'email' | 'emailVerifiedAt' | 'updatedAt'>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

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
