import { isLanguage, type Language } from '@sessionbook/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { clientProfiles, professionalProfiles, users } from '../../db/schema/accounts.ts';
import type { Db } from '../../db/types.ts';

/**
 * The signed-in user acting in a role, once for every module: `requireClient` and
 * `requireProfessional` answer 403 `forbidden` when the user has no profile in that role.
 */

/** The signed-in user with the ids of both role profiles (null when the role was never used). */
export interface Account {
  userId: string;
  email: string;
  username: string;
  language: string;
  clientId: string | null;
  clientName: string | null;
  professionalId: string | null;
}

export async function findAccount(db: Db, userId: string): Promise<Account | null> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      username: users.username,
      language: users.language,
      clientId: clientProfiles.id,
      clientName: clientProfiles.fullName,
      professionalId: professionalProfiles.id,
    })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The user's professional profile with their account: what scheduling, invitations and mails need. */
export interface ProfessionalContext {
  professionalId: string;
  userId: string;
  fullName: string | null;
  username: string;
  /** The account's e-mail: the organizer of the sessions' .ics files. */
  email: string;
  language: string;
  inviteSlug: string | null;
  /** The professional's IANA zone: recurrence and edits keep local time in it. */
  timeZone: string;
}

/** The user's professional context (one query), or null without a professional profile. */
export async function findProfessionalContext(db: Db, userId: string): Promise<ProfessionalContext | null> {
  const [row] = await db
    .select({
      professionalId: professionalProfiles.id,
      userId: users.id,
      email: users.email,
      fullName: professionalProfiles.fullName,
      username: users.username,
      language: users.language,
      inviteSlug: professionalProfiles.inviteSlug,
      timeZone: users.timezone,
    })
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(eq(professionalProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** The signed-in user acting as a professional; 403 `forbidden` without a professional profile. */
export async function requireProfessional(db: Db, userId: string): Promise<ProfessionalContext> {
  const professional = await findProfessionalContext(db, userId);
  if (!professional) throw new AppError('forbidden');
  return professional;
}

/** The signed-in user acting as a client. */
export interface ClientActor extends Account {
  clientId: string;
  /** How the client is named to others: the client profile name, else the username. */
  displayName: string;
  lang: Language;
}

/** The signed-in user acting as a client; 403 `forbidden` without a client profile. */
export async function requireClient(db: Db, userId: string): Promise<ClientActor> {
  const account = await findAccount(db, userId);
  if (!account) throw new AppError('unauthenticated');
  const { clientId } = account;
  if (!clientId) throw new AppError('forbidden');
  return {
    ...account,
    clientId,
    displayName: account.clientName?.trim() || account.username,
    lang: languageOf(account.language),
  };
}

export function languageOf(value: string): Language {
  return isLanguage(value) ? value : 'en';
}
