import { and, asc, desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../db/schema/messaging.ts';
import type { Db } from '../db/types.ts';
import { deleteUserPushSubscriptions } from './push-subscriptions.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** The messages the outbox transport has delivered, newest first: what /dev/outbox shows. */
export async function listOutboxMessages(db: Db, limit = 200): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'sent'), eq(outboxMessages.transport, 'outbox')))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}

/** Messages a transport refused for good, newest first, for the operator (npm run messages:failed). */
export async function listFailedMessages(db: Db, limit = 200): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.status, 'failed'))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(limit);
}

/** One message the outbox transport delivered (what /dev/outbox shows), or null. */
export async function findOutboxMessage(db: Db, id: string): Promise<OutboxRow | null> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.id, id),
        eq(outboxMessages.status, 'sent'),
        eq(outboxMessages.transport, 'outbox'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The messages addressed to an account, oldest first, for its right of access
 * (docs/decisions/0048-import-and-export.md): what was sent (or is still to go) as it was stored.
 */
export async function findMessagesTo(db: Db, userId: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.userId, userId))
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id));
}

/**
 * Account deletion's part of the message path: mails to the account carry its address, so unsent ones
 * (which would go to someone who left) and sent ones go; no device keeps pushing to it.
 */
export async function forgetRecipient(db: Db, userId: string): Promise<void> {
  await db.delete(outboxMessages).where(eq(outboxMessages.userId, userId));
  await deleteUserPushSubscriptions(db, userId);
}
