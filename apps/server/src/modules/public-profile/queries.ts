import { and, eq, isNull } from 'drizzle-orm';
import type { ProfessionalProfile, ProfessionalProfileInput } from '@sessionbook/domain';
import { professionalClients, professionalProfiles, users } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { userIdOfAnyUsername } from '../auth/username-history.ts';

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

/**
 * The professional profile of a username (case-insensitive), public or not; null when unknown. An
 * earlier username of the account finds it too, with its current username (docs/decisions/0035), so
 * a link shared before a rename keeps leading to the profile.
 */
export async function findProfileByUsername(db: Db, username: string): Promise<ProfessionalProfile | null> {
  const [row] = await db
    .select(profileColumns)
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(eq(users.id, userIdOfAnyUsername(username)))
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

/** Public or not-public (docs/product/entities-and-states.md#professional-profile); the new visibility, or null without a professional profile. */
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

/**
 * Whether the client is a confirmed client of the professional now: who may see a profile that is not
 * public (docs/decisions/0035).
 */
export async function isConfirmedClientOf(
  db: Db,
  professionalId: string,
  clientId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: professionalClients.id })
    .from(professionalClients)
    .where(
      and(
        eq(professionalClients.professionalId, professionalId),
        eq(professionalClients.clientId, clientId),
        eq(professionalClients.status, 'confirmed'),
        isNull(professionalClients.endedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
