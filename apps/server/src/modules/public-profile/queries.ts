import { eq, sql } from 'drizzle-orm';
import type { ProfessionalProfile } from '@sessionbook/domain';
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
