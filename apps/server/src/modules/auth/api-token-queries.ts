import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { professionalProfiles, users } from '../../db/schema/accounts.ts';
import { apiTokens } from '../../db/schema/integrations.ts';
import { prepared } from '../../db/prepared.ts';
import type { Db } from '../../db/types.ts';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** Not revoked and not expired at `now`. */
const live = (now: Date | ReturnType<typeof sql.placeholder>) =>
  and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)));

/** A token as the sign-in hook needs it: its owner acting as a professional. */
export interface LiveApiToken {
  tokenId: string;
  scopes: string[];
  lastUsedAt: Date | null;
  createdAt: Date;
  expiresAt: Date | null;
  userId: string;
  language: string;
  timeZone: string;
  professionalId: string;
}

/**
 * The one query behind a call with a token: the token of this hash, live, of an account not deleted
 * that has a professional profile (tokens act only as a professional), with the user's zone and language.
 */
export async function findLiveApiToken(db: Db, tokenHash: string, now: Date): Promise<LiveApiToken | null> {
  const statement = prepared(db, 'live_api_token', (handle, name) =>
    handle
      .select({
        tokenId: apiTokens.id,
        scopes: apiTokens.scopes,
        lastUsedAt: apiTokens.lastUsedAt,
        createdAt: apiTokens.createdAt,
        expiresAt: apiTokens.expiresAt,
        userId: users.id,
        language: users.language,
        timeZone: users.timezone,
        professionalId: professionalProfiles.id,
      })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .innerJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
      .where(
        and(
          eq(apiTokens.tokenHash, sql.placeholder('tokenHash')),
          live(sql.placeholder('now')),
          isNull(users.deletedAt),
        ),
      )
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ tokenHash, now: now.toISOString() });
  return row ?? null;
}

/**
 * Records a use, at most once a minute per token: a busy integration costs one write a minute, not
 * one per call (the condition makes concurrent calls write once).
 */
export async function touchApiToken(db: Db, tokenId: string, now: Date): Promise<void> {
  const aMinuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(eq(apiTokens.id, tokenId), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, aMinuteAgo))),
    );
}

/** The user's live tokens, newest first. */
export async function listLiveApiTokens(db: Db, userId: string, now: Date): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), live(now)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** How many live tokens the user has, after locking the user's row so two creations count in turn. */
export async function countLiveApiTokensLocked(db: Db, userId: string, now: Date): Promise<number> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await db
    .select({ total: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), live(now)));
  return row?.total ?? 0;
}

export async function insertApiToken(db: Db, values: typeof apiTokens.$inferInsert): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  if (!row) throw new Error('insert into api_tokens returned no row');
  return row;
}

/** Revokes one live token of the user; false when there is none of that id. */
export async function revokeApiToken(db: Db, userId: string, tokenId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId), live(now)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}
