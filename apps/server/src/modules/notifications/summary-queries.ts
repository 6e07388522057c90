import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { bookingSummaryItems, type BookingSummaryDetails } from '../../db/schema/messaging.ts';
import type { Db } from '../../db/types.ts';

export type SummaryKind = 'registered' | 'claimed' | 'accepted';

/** Who a professional's booking updates go to, and how they chose to hear of them. */
export interface UpdatesReader {
  userId: string;
  email: string;
  language: string;
  timeZone: string;
  bookingUpdates: 'at_once' | 'daily';
}

export async function findUpdatesReader(db: Db, userId: string): Promise<UpdatesReader | null> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      language: users.language,
      timeZone: users.timezone,
      bookingUpdates: users.bookingUpdates,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function insertSummaryItem(
  db: Db,
  item: { userId: string; summaryAt: Date; kind: SummaryKind; details: BookingSummaryDetails },
): Promise<void> {
  await db.insert(bookingSummaryItems).values(item);
}

/** The items a summary due at `summaryAt` carries: every one of the user's due by then, oldest first. */
export async function findSummaryItems(db: Db, userId: string, summaryAt: Date) {
  return db
    .select()
    .from(bookingSummaryItems)
    .where(and(eq(bookingSummaryItems.userId, userId), lte(bookingSummaryItems.summaryAt, summaryAt)))
    .orderBy(asc(bookingSummaryItems.createdAt), asc(bookingSummaryItems.id));
}

export async function deleteSummaryItems(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length) await db.delete(bookingSummaryItems).where(inArray(bookingSummaryItems.id, [...ids]));
}
