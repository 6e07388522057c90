/**
 * What auth keeps about an account, for its right of access (GDPR art. 15 and 20;
 * docs/decisions/0048-import-and-export.md): the account without its secrets, its earlier usernames and
 * both role profiles. Never the password hash, the e-mailed links' hashes, the sessions or the calendar
 * feed's secret: they are keys, not data about the person.
 */
import type { PersonalDataExport } from '@sessionbook/domain';
import { asc, eq } from 'drizzle-orm';
import { clientProfiles, professionalProfiles, usernameHistory, users } from '../../db/schema/accounts.ts';
import type { Db } from '../../db/types.ts';

type RoleRow = typeof clientProfiles.$inferSelect;

const roleProfile = (row: RoleRow): NonNullable<PersonalDataExport['client_profile']> => ({
  id: row.id,
  full_name: row.fullName,
  phone: row.phone,
  whatsapp_phone: row.whatsappPhone,
  facebook: row.facebook,
  instagram: row.instagram,
  linkedin: row.linkedin,
  telegram: row.telegram,
  twitch: row.twitch,
  x: row.x,
  youtube: row.youtube,
  created_at: row.createdAt.toISOString(),
});

export type AccountData = Pick<PersonalDataExport, 'account' | 'client_profile' | 'professional_profile'>;

/** The account's own rows, or null for an unknown or deleted account. */
export async function findAccountData(db: Db, userId: string): Promise<AccountData | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || user.deletedAt) return null;
  const [client] = await db.select().from(clientProfiles).where(eq(clientProfiles.userId, userId));
  const [professional] = await db
    .select()
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, userId));
  const earlier = await db
    .select({ username: usernameHistory.username })
    .from(usernameHistory)
    .where(eq(usernameHistory.userId, userId))
    .orderBy(asc(usernameHistory.createdAt));
  return {
    account: {
      id: user.id,
      email: user.email,
      username: user.username,
      language: user.language,
      timezone: user.timezone,
      theme: user.theme,
      newsletter: user.newsletter,
      email_notifications: user.emailNotifications,
      sms_notifications: user.smsNotifications,
      app_updates: user.appUpdates,
      no_action_reminders: user.noActionReminders,
      booking_updates: user.bookingUpdates,
      avatar: user.avatar,
      google_linked: user.googleSubject !== null,
      activated_at: user.activatedAt?.toISOString() ?? null,
      email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
      earlier_usernames: earlier
        .map((row) => row.username)
        .filter((name) => name !== user.username.toLowerCase()),
    },
    client_profile: client ? roleProfile(client) : null,
    professional_profile: professional
      ? {
          ...roleProfile(professional),
          description: professional.description,
          location: professional.location,
          speciality: professional.speciality,
          website: professional.website,
          is_public: professional.isPublic,
          meeting_link: professional.meetingLink,
          invite_slug: professional.inviteSlug,
        }
      : null,
  };
}
