import { desc, sql } from 'drizzle-orm';
import { outboxMessages } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

export async function insertOutboxMessage(db: Db, row: NewOutboxRow): Promise<OutboxRow> {
  // The column default, now(), is the transaction's start: messages staged in one transaction would
  // tie and list in random order, so each row takes the moment it is written.
  const [inserted] = await db
    .insert(outboxMessages)
    .values({ createdAt: sql`clock_timestamp()`, ...row })
    .returning();
  return inserted!;
}

/** Newest first. */
export async function listOutboxMessages(db: Db, limit = 200): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}
