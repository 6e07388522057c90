import { and, eq, isNull } from 'drizzle-orm';
import type { ProfessionalProfile } from '@sessionbook/domain';
import { professionalProfiles, users } from '../../db/schema/accounts.ts';
import { professionalClients } from '../../db/schema/client-book.ts';
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
    waitlist_mode: profile.waitlistMode,
    meeting_link: profile.meetingLink,
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
