import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { clientGroupMembers, professionalClients } from '../../db/schema/client-book.ts';
import type { Db } from '../../db/types.ts';
import { enqueueOpeningBalances } from './opening-balances-job.ts';
import type { ClientRow } from './queries.ts';
import { recordWebhookEvents } from '../webhooks/record-event.ts';
import { webhookBookEntry } from '../webhooks/people.ts';

/**
 * Every write of the client book (`professional_clients`) and of who is in which group
 * (`client_group_members`): the clients module owns both tables (decision 0039); the groups and
 * professionals modules and account deletion write through these functions.
 */

/** Adds rows to the book; their ids, in the order given. */
export async function insertClientRows(
  db: Db,
  values: (typeof professionalClients.$inferInsert)[],
): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(professionalClients).values(values).returning();
  await recordClientsAdded(db, rows);
  return rows.map((row) => row.id);
}

/**
 * client.added, at the moment an entry enters the book whichever way (added by hand, invited, imported,
 * invited with a session, or the client asking or coming by an invite link): a trainer's tool wants
 * the person as soon as the book has them, pending or confirmed (docs/decisions/0051-webhooks.md).
 */
async function recordClientsAdded(db: Db, rows: readonly ClientRow[]): Promise<void> {
  const professionalId = rows[0]?.professionalId;
  if (!professionalId) return;
  await recordWebhookEvents(
    db,
    professionalId,
    rows.map((row) => ({
      type: 'client.added',
      data: async () => ({
        client: { ...(await webhookBookEntry(db, row.id)), phone: row.phone },
        status: row.status,
        initiated_by: row.initiatedBy,
      }),
    })),
    rows[0]!.createdAt,
  );
}

export async function updateClientRow(
  db: Db,
  id: string,
  values: Partial<Pick<ClientRow, 'fullName' | 'email' | 'phone' | 'comment' | 'clientId'>>,
): Promise<void> {
  await db.update(professionalClients).set(values).where(eq(professionalClients.id, id));
}

export async function confirmClientRow(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(professionalClients)
    .set({ status: 'confirmed', confirmedAt: now, invitationHeld: false })
    .where(eq(professionalClients.id, id));
  await enqueueOpeningBalances(db, id);
}

/** Ends the relationship (history stays) and takes the client out of the professional's groups. */
export async function endClientRow(db: Db, professionalId: string, id: string, now: Date): Promise<void> {
  await db.update(professionalClients).set({ endedAt: now }).where(eq(professionalClients.id, id));
  await db
    .delete(clientGroupMembers)
    .where(
      and(
        eq(clientGroupMembers.professionalId, professionalId),
        eq(clientGroupMembers.professionalClientId, id),
      ),
    );
}

/** Inserts a relationship unless a live one already holds its client or e-mail; null then. */
export async function insertRelationship(
  db: Db,
  values: typeof professionalClients.$inferInsert,
): Promise<ClientRow | null> {
  const [row] = await db.insert(professionalClients).values(values).onConflictDoNothing().returning();
  if (row) await recordClientsAdded(db, [row]);
  return row ?? null;
}

/**
 * Links a relationship to the client profile and confirms it (kept as is when already confirmed). An
 * imported client's opening balances become vouchers now (a job of this transaction).
 */
export async function confirmRelationship(db: Db, id: string, clientId: string, now: Date): Promise<void> {
  await db
    .update(professionalClients)
    .set({
      clientId,
      status: 'confirmed',
      confirmedAt: sql`coalesce(${professionalClients.confirmedAt}, ${now.toISOString()}::timestamptz)`,
      invitationHeld: false,
    })
    .where(eq(professionalClients.id, id));
  await enqueueOpeningBalances(db, id);
}

/**
 * Lets the held invitations of imported clients go (docs/decisions/0048-import-and-export.md): these
 * entries of the professional, or all of them when `ids` is null. Returns the rows released; the
 * caller sends their invitations in the same transaction.
 */
export async function releaseHeldInvitations(
  db: Db,
  professionalId: string,
  ids: readonly string[] | null,
): Promise<ClientRow[]> {
  return db
    .update(professionalClients)
    .set({ invitationHeld: false })
    .where(
      and(
        eq(professionalClients.professionalId, professionalId),
        isNull(professionalClients.endedAt),
        eq(professionalClients.status, 'pending'),
        eq(professionalClients.invitationHeld, true),
        ids ? inArray(professionalClients.id, [...ids]) : undefined,
      ),
    )
    .returning();
}

/** Ends a relationship: it leaves both lists, its history stays (docs/product/rules.md#ending-a-relationship). */
export async function endRelationship(db: Db, id: string, clientId: string, now: Date): Promise<void> {
  await db
    .update(professionalClients)
    .set({ clientId, endedAt: now })
    .where(and(eq(professionalClients.id, id), isNull(professionalClients.endedAt)));
}

/** Replaces the group's members with these client book ids. */
export async function setGroupMembers(
  db: Db,
  professionalId: string,
  groupId: string,
  clientIds: string[],
): Promise<void> {
  await db.delete(clientGroupMembers).where(eq(clientGroupMembers.groupId, groupId));
  if (clientIds.length === 0) return;
  await db
    .insert(clientGroupMembers)
    .values(clientIds.map((professionalClientId) => ({ groupId, professionalClientId, professionalId })));
}

/**
 * Account deletion's part of the client book. A client's relationships end, what professionals typed
 * about them goes (names too) and they leave every group; a professional's relationships end, and
 * their clients keep the history.
 */
export async function forgetClientBook(
  db: Db,
  account: { clientId: string | null; professionalId: string | null },
  now: Date,
): Promise<void> {
  if (account.clientId) {
    const rows = await db
      .update(professionalClients)
      .set({ fullName: null, email: null, phone: null, comment: null, endedAt: now })
      .where(eq(professionalClients.clientId, account.clientId))
      .returning({ id: professionalClients.id });
    if (rows.length > 0)
      await db.delete(clientGroupMembers).where(
        inArray(
          clientGroupMembers.professionalClientId,
          rows.map((row) => row.id),
        ),
      );
  }
  if (account.professionalId)
    await db
      .update(professionalClients)
      .set({ endedAt: now })
      .where(
        and(
          eq(professionalClients.professionalId, account.professionalId),
          isNull(professionalClients.endedAt),
        ),
      );
}
