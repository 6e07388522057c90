import { and, eq, ne, sql } from 'drizzle-orm';
import { usernameHistory, users } from '../../db/schema/accounts.ts';
import type { Db } from '../../db/types.ts';

/**
 * The usernames an account has had (docs/decisions/0035). Rows are written by a trigger on `users`
 * (migration 0015); these queries read and release them.
 */

/** Whether another account than `exceptUserId` has or had this username (case-insensitive). */
export async function usernameKeptForOther(
  db: Db,
  username: string,
  exceptUserId: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: usernameHistory.userId })
    .from(usernameHistory)
    .where(
      and(
        eq(usernameHistory.username, username.toLowerCase()),
        exceptUserId ? ne(usernameHistory.userId, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The account whose current or an earlier username this is; null when no account ever had it. */
export function userIdOfAnyUsername(username: string) {
  return sql`(select coalesce(
    (select ${users.id} from ${users} where lower(${users.username}) = lower(${username})),
    (select ${usernameHistory.userId} from ${usernameHistory} where ${usernameHistory.username} = lower(${username}))))`;
}

/**
 * Lets the earlier usernames of a deleted account go: they named a person who asked to be forgotten,
 * and their links have nothing left to lead to.
 */
export async function releaseEarlierUsernames(db: Db, userId: string): Promise<void> {
  await db
    .delete(usernameHistory)
    .where(
      and(
        eq(usernameHistory.userId, userId),
        sql`${usernameHistory.username} <> (select lower(${users.username}) from ${users} where ${users.id} = ${userId})`,
      ),
    );
}
