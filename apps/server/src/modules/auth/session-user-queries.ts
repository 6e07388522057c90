import { eq } from 'drizzle-orm';
import { isLanguage, themeOr, type RoleProfile, type SessionUser } from '@sessionbook/domain';
import { clientProfiles, professionalProfiles, users } from '../../db/schema/accounts.ts';
import type { Db } from '../../db/types.ts';

/** The session user of docs/product/entities-and-states.md#account in one query: the user with both role profiles (or null). */
export async function findSessionUser(db: Db, userId: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({ user: users, client: clientProfiles, professional: professionalProfiles })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { user } = row;
  const theme = themeOr(user.theme);
  const roleProfile = (profile: typeof row.client | typeof row.professional): RoleProfile | null =>
    profile && {
      id: profile.id,
      full_name: profile.fullName,
      username: user.username,
      email: user.email,
      phone: profile.phone,
      whatsapp_phone: profile.whatsappPhone,
      onboarded: profile.onboarded,
      socials: {
        facebook: profile.facebook,
        instagram: profile.instagram,
        linkedin: profile.linkedin,
        telegram: profile.telegram,
        twitch: profile.twitch,
        x: profile.x,
        youtube: profile.youtube,
      },
    };
  const client = roleProfile(row.client);
  const professional = roleProfile(row.professional);
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    full_name: (theme === 'client' ? client : professional)?.full_name ?? null,
    language: isLanguage(user.language) ? user.language : 'en',
    timezone: user.timezone,
    theme,
    avatar: user.avatar,
    email_verified: user.emailVerifiedAt !== null,
    has_password: user.passwordHash !== null,
    activated: user.activatedAt !== null,
    client,
    professional,
  };
}

/** The name on whichever role profile has one, copied when a second profile is created. */
export async function findAnyProfileName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ client: clientProfiles.fullName, professional: professionalProfiles.fullName })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row?.client ?? row?.professional ?? null;
}
