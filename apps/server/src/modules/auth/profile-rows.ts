import { and, eq, isNull } from 'drizzle-orm';
import {
  DEFAULT_WAITLIST_MODE,
  type ProfessionalProfileInput,
  type Theme,
  type WaitlistMode,
} from '@sessionbook/domain';
import { clientProfiles, professionalProfiles } from '../../db/schema/accounts.ts';
import type { Db } from '../../db/types.ts';

/**
 * The writes of the role profiles (`client_profiles`, `professional_profiles`) that the modules above
 * auth make: auth owns the tables (decision 0039), so the profile settings, the public profile,
 * onboarding and the client book change them here. Each row's update trigger stamps the calendar.
 */

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

/** Saves the edited fields of the public profile; a field left out of the input keeps its value. */
export async function saveProfessionalProfile(
  db: Db,
  userId: string,
  input: Partial<ProfessionalProfileInput> & Pick<ProfessionalProfileInput, 'full_name'>,
): Promise<void> {
  const values: Partial<typeof professionalProfiles.$inferInsert> = { fullName: input.full_name };
  for (const key of [
    'description',
    'speciality',
    'location',
    'website',
    'facebook',
    'instagram',
    'linkedin',
    'telegram',
    'twitch',
    'x',
    'youtube',
  ] as const) {
    const value = input[key];
    if (value !== undefined) values[key] = value;
  }
  await db.update(professionalProfiles).set(values).where(eq(professionalProfiles.userId, userId));
}

/** Public or not-public (docs/product/entities-and-states.md#professional-profile); the new visibility, or null without a professional profile. */
export async function setProfessionalVisibility(
  db: Db,
  userId: string,
  isPublic: boolean,
): Promise<boolean | null> {
  const [row] = await db
    .update(professionalProfiles)
    .set({ isPublic })
    .where(eq(professionalProfiles.userId, userId))
    .returning({ isPublic: professionalProfiles.isPublic });
  return row?.isPublic ?? null;
}

/**
 * Whether connected clients see first names on who is going (decision 0027); the new setting, or null
 * without a professional profile. The row's update trigger stamps the calendar, so cached client views
 * of this professional are computed again.
 */
export async function setGoingNames(db: Db, userId: string, shown: boolean): Promise<boolean | null> {
  const [row] = await db
    .update(professionalProfiles)
    .set({ showGoingNames: shown })
    .where(eq(professionalProfiles.userId, userId))
    .returning({ shown: professionalProfiles.showGoingNames });
  return row?.shown ?? null;
}

/**
 * The waitlist mode a new class of the professional starts with (docs/product/rules.md#waitlist-modes);
 * the new setting, or null without a professional profile.
 */
export async function setDefaultWaitlistMode(
  db: Db,
  userId: string,
  mode: WaitlistMode,
): Promise<WaitlistMode | null> {
  const [row] = await db
    .update(professionalProfiles)
    .set({ waitlistMode: mode })
    .where(eq(professionalProfiles.userId, userId))
    .returning({ mode: professionalProfiles.waitlistMode });
  return row?.mode ?? null;
}

/**
 * The professional's own meeting room for online sessions (docs/product/rules.md#online-sessions), or null
 * for a generated room per session; the new setting, or undefined without a professional profile.
 */
export async function setMeetingLink(
  db: Db,
  userId: string,
  link: string | null,
): Promise<{ link: string | null } | undefined> {
  const [row] = await db
    .update(professionalProfiles)
    .set({ meetingLink: link })
    .where(eq(professionalProfiles.userId, userId))
    .returning({ link: professionalProfiles.meetingLink });
  return row;
}

/** The professional's own meeting room, null when they let each online session have its own. */
export async function findMeetingLink(db: Db, professionalId: string): Promise<string | null> {
  const [row] = await db
    .select({ link: professionalProfiles.meetingLink })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.id, professionalId));
  return row?.link ?? null;
}

/** The waitlist mode a new class of the professional starts with. */
export async function findDefaultWaitlistMode(db: Db, professionalId: string): Promise<WaitlistMode> {
  const [row] = await db
    .select({ mode: professionalProfiles.waitlistMode })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.id, professionalId));
  return row?.mode ?? DEFAULT_WAITLIST_MODE;
}

/**
 * Marks the user's professional profile onboarded and public, only if it was not onboarded yet: true
 * when this call made the change, false when there was nothing to do.
 */
export async function completeProfessionalOnboarding(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .update(professionalProfiles)
    .set({ onboarded: true, isPublic: true })
    .where(and(eq(professionalProfiles.userId, userId), eq(professionalProfiles.onboarded, false)))
    .returning({ id: professionalProfiles.id });
  return rows.length > 0;
}

/** Sets the shareable invite slug unless one exists; the slug in place afterwards. */
export async function ensureInviteSlug(db: Db, professionalId: string, candidate: string): Promise<string> {
  await db
    .update(professionalProfiles)
    .set({ inviteSlug: candidate })
    .where(and(eq(professionalProfiles.id, professionalId), isNull(professionalProfiles.inviteSlug)));
  const [row] = await db
    .select({ slug: professionalProfiles.inviteSlug })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.id, professionalId));
  if (!row?.slug) throw new Error(`professional ${professionalId} has no invite slug`);
  return row.slug;
}

const blankRoleProfile = {
  fullName: null,
  phone: null,
  whatsappPhone: null,
  facebook: null,
  instagram: null,
  linkedin: null,
  telegram: null,
  twitch: null,
  x: null,
  youtube: null,
};

/** A deleted account's role profiles keep their ids (history points at them) and lose what they said. */
export async function forgetRoleProfiles(
  db: Db,
  profiles: { clientId: string | null; professionalId: string | null },
): Promise<void> {
  if (profiles.clientId)
    await db.update(clientProfiles).set(blankRoleProfile).where(eq(clientProfiles.id, profiles.clientId));
  if (profiles.professionalId)
    await db
      .update(professionalProfiles)
      .set({
        ...blankRoleProfile,
        description: null,
        location: null,
        speciality: null,
        website: null,
        isPublic: false,
        inviteSlug: null,
      })
      .where(eq(professionalProfiles.id, profiles.professionalId));
}
