import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

/** The user's IANA zone: the client calendar's dates are days in it (DECISIONS.md item 18). */
export async function findUserZone(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: users.timezone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.timeZone ?? 'UTC';
}
