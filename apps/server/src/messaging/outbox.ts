import { desc } from 'drizzle-orm';
import { outboxMessages } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

export async function insertOutboxMessage(db: Db, row: NewOutboxRow): Promise<OutboxRow> {
  const [inserted] = await db.insert(outboxMessages).values(row).returning();
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
