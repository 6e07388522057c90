import { eq, sql } from 'drizzle-orm';
import type { ProfessionalProfile, ProfessionalProfileInput } from '@sessionbook/domain';
import { professionalProfiles, users } from '../../db/schema/accounts.ts';
import type { Db } from '../../db/types.ts';

type ProfileRow = {
  profile: typeof professionalProfiles.$inferSelect;
  username: string;
  avatar: string | null;
};

function toProfile({ profile, username, avatar }: ProfileRow): ProfessionalProfile {
  return {
    id: profile.id,
    full_name: profile.fullName,
    username,
    description: profile.description,
    speciality: profile.speciality,
    location: profile.location,
    website: profile.website,
    socials: {
      facebook: profile.facebook,
      instagram: profile.instagram,
      linkedin: profile.linkedin,
      telegram: profile.telegram,
      twitch: profile.twitch,
      x: profile.x,
      youtube: profile.youtube,
    },
    avatar,
    is_public: profile.isPublic,
    show_going_names: profile.showGoingNames,
  };
}

const profileColumns = { profile: professionalProfiles, username: users.username, avatar: users.avatar };

/** The professional profile of a username (case-insensitive), public or not; null when unknown. */
export async function findProfileByUsername(db: Db, username: string): Promise<ProfessionalProfile | null> {
  const [row] = await db
    .select(profileColumns)
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row ? toProfile(row) : null;
}

/** The user's own professional profile, or null when they have none. */
export async function findProfileOfUser(db: Db, userId: string): Promise<ProfessionalProfile | null> {
  const [row] = await db
    .select(profileColumns)
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(eq(professionalProfiles.userId, userId))
    .limit(1);
  return row ? toProfile(row) : null;
}

/** Saves the edited fields; a field left out of the input keeps its value. */
export async function updateProfile(db: Db, userId: string, input: ProfessionalProfileInput): Promise<void> {
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

/** Public or not-public (spec section 3); the new visibility, or null without a professional profile. */
export async function setVisibility(db: Db, userId: string, isPublic: boolean): Promise<boolean | null> {
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
