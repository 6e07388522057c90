import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Theme } from '@sessionbook/domain';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import {
  authSessions,
  clientProfiles,
  oneTimeTokens,
  professionalProfiles,
  usernameHistory,
  users,
} from '../../db/schema/accounts.ts';
import { prepared } from '../../db/prepared.ts';
import type { Db } from '../../db/types.ts';
import { usernameKeptForOther } from './username-history.ts';

/** Purposes of `one_time_tokens` (the table's check constraint). */
export type LinkPurpose = 'activation' | 'reset' | 'email_verification';

export type UserRow = typeof users.$inferSelect;

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;
const sameUsername = (username: string) => sql`lower(${users.username}) = lower(${username})`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sameEmail(email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/**
 * Whether the e-mail or the username belongs to an account, for sign-up (`forUserId` null) or for a
 * change of one's own: a username another account has or had is taken (docs/decisions/0035), one's own
 * earlier username is not.
 */
export async function findTakenIdentifiers(
  db: Db,
  email: string,
  username: string,
  forUserId: string | null = null,
): Promise<{ emailTaken: boolean; usernameTaken: boolean }> {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(sameEmail(email), sameUsername(username)));
  return {
    emailTaken: rows.some((row) => row.email.toLowerCase() === email.toLowerCase()),
    usernameTaken:
      rows.some((row) => row.username.toLowerCase() === username.toLowerCase()) ||
      (username !== '' && (await usernameKeptForOther(db, username, forUserId))),
  };
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** Creates the role profile of a theme unless it exists (docs/product/rules.md#two-roles). */
export async function insertRoleProfile(
  db: Db,
  theme: Theme,
  userId: string,
  fullName: string | null,
): Promise<void> {
  const table = theme === 'client' ? clientProfiles : professionalProfiles;
  await db.insert(table).values({ userId, fullName }).onConflictDoNothing({ target: table.userId });
}

export async function setRoleProfileName(
  db: Db,
  theme: Theme,
  userId: string,
  fullName: string,
): Promise<void> {
  const table = theme === 'client' ? clientProfiles : professionalProfiles;
  await db.update(table).set({ fullName }).where(eq(table.userId, userId));
}

export async function insertLinkToken(
  db: Db,
  values: { userId: string; purpose: LinkPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeTokens).values(values);
}

/**
 * Uses a link token once: a conditional update, so of two concurrent calls only one gets the row.
 * With `userId` the token must also belong to that user. Returns the owner, or null.
 */
export async function consumeLinkToken(
  db: Db,
  input: { tokenHash: string; purpose: LinkPurpose; now: Date; userId?: string },
): Promise<{ userId: string } | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, input.tokenHash),
        eq(oneTimeTokens.purpose, input.purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, input.now),
        input.userId ? eq(oneTimeTokens.userId, input.userId) : undefined,
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row ?? null;
}

/** Ends every unused link of a purpose for a user (a used activation link ends its siblings). */
export async function expireLinkTokens(
  db: Db,
  userId: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    );
}

export async function markActivated(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      activatedAt: now,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

export async function markEmailVerified(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
  now: Date,
  tokensValidAfter?: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: now, ...(tokensValidAfter ? { tokensValidAfter } : {}) })
    .where(eq(users.id, userId));
}

export async function insertSession(db: Db, userId: string, expiresAt: Date): Promise<string> {
  const [row] = await db
    .insert(authSessions)
    .values({ userId, expiresAt })
    .returning({ id: authSessions.id });
  if (!row) throw new Error('insert into auth_sessions returned no row');
  return row.id;
}

export async function extendSession(db: Db, sessionId: string, expiresAt: Date): Promise<void> {
  await db.update(authSessions).set({ expiresAt }).where(eq(authSessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Revokes every live session of a user, optionally keeping one (the caller's own). */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keepSessionId ? ne(authSessions.id, keepSessionId) : undefined,
      ),
    );
}

/** The signed-in user as every authenticated request knows them, from the session query. */
export interface LiveSession {
  userId: string;
  sessionId: string;
  language: string;
  /** The user's IANA zone: calendar windows are days in it. */
  timeZone: string;
  /** The role profiles' ids (null when the role was never used). */
  professionalId: string | null;
  clientId: string | null;
}

/**
 * The statement behind every authenticated request, named `name`, reading `extra` besides the session
 * (calendar/stamps.ts adds the calendar's change stamps in the same round trip). Its placeholders:
 * `sessionParams` and whatever `extra` names.
 */
export const sessionStatement = <T extends SelectedFields>(db: Db, name: string, extra: T) =>
  db
    .select({
      userId: users.id,
      sessionId: authSessions.id,
      language: users.language,
      timeZone: users.timezone,
      professionalId: professionalProfiles.id,
      clientId: clientProfiles.id,
      ...extra,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.userId, sql.placeholder('userId')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql.placeholder('now')),
        or(isNull(users.tokensValidAfter), lte(users.tokensValidAfter, sql.placeholder('issuedAt'))),
      ),
    )
    .limit(1)
    .prepare(name);

export interface SessionInput {
  sessionId: string;
  userId: string;
  issuedAt: number;
  now: Date;
}

export const sessionParams = (input: SessionInput) => ({
  sessionId: input.sessionId,
  userId: input.userId,
  now: input.now.toISOString(),
  issuedAt: new Date(input.issuedAt * 1000).toISOString(),
});

/**
 * The one query behind every authenticated request: the session is the token's, not revoked, not
 * expired, and the token was issued no earlier than the user's `tokens_valid_after`. It also reads the
 * user's zone and role profile ids, which the calendar would otherwise ask for in queries of their own.
 */
export async function findLiveSession(db: Db, input: SessionInput): Promise<LiveSession | null> {
  const statement = prepared(db, 'live_session', (handle, name) => sessionStatement(handle, name, {}));
  const [row] = await statement.execute(sessionParams(input));
  return row ?? null;
}

/** The user (deleted ones included) linked to a Google account's subject, or null. */
export async function findUserByGoogleSubject(db: Db, subject: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return row ?? null;
}

/** Links a user to a Google subject, or unlinks with null. */
export async function setGoogleSubject(
  db: Db,
  userId: string,
  subject: string | null,
  now: Date,
): Promise<void> {
  await db.update(users).set({ googleSubject: subject, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * Which of these usernames are taken (compared case-insensitively), lower-cased: current usernames and
 * earlier ones, which stay with their account (docs/decisions/0035).
 */
export async function findTakenUsernames(db: Db, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ username: usernameHistory.username })
    .from(usernameHistory)
    .where(
      inArray(
        usernameHistory.username,
        candidates.map((name) => name.toLowerCase()),
      ),
    );
  return new Set(rows.map((row) => row.username));
}

/**
 * Redeems the pending session of a sign-in ticket, once: a conditional update that moves its expiry
 * from the ticket's (at most `pendingUntil`) to `expiresAt`, so of two redemptions only one gets the
 * row. The session must be live and its user neither deleted nor cut off by `tokens_valid_after`.
 */
export async function redeemPendingSession(
  db: Db,
  input: {
    sessionId: string;
    userId: string;
    pendingUntil: Date;
    issuedAt: Date;
    now: Date;
    expiresAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(authSessions)
    .set({ expiresAt: input.expiresAt })
    .where(
      and(
        eq(authSessions.id, input.sessionId),
        eq(authSessions.userId, input.userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, input.now),
        lte(authSessions.expiresAt, input.pendingUntil),
        sql`exists (select 1 from ${users} where ${users.id} = ${authSessions.userId}
          and ${users.deletedAt} is null
          and (${users.tokensValidAfter} is null or ${users.tokensValidAfter} <= ${input.issuedAt.toISOString()}::timestamptz))`,
      ),
    )
    .returning({ id: authSessions.id });
  return rows.length > 0;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}
