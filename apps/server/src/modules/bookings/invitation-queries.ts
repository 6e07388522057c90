import { and, desc, eq, inArray } from 'drizzle-orm';
import { eventInvitations } from '../../db/schema/bookings.ts';
import { professionalClients } from '../../db/schema/client-book.ts';
import type { Db } from '../../db/types.ts';

/**
 * Sessions a professional booked for clients (`event_invitations`, owned by bookings): the events
 * module writes them with the session, the client answers them here.
 */

/** Stores sessions booked for clients. */
export async function insertInvitations(
  db: Db,
  values: (typeof eventInvitations.$inferInsert)[],
): Promise<void> {
  if (values.length === 0) return;
  await db.insert(eventInvitations).values(values);
}

/** Replaces the invitations of these events. */
export async function replaceInvitations(
  db: Db,
  eventIds: string[],
  values: (typeof eventInvitations.$inferInsert)[],
): Promise<void> {
  if (eventIds.length) await db.delete(eventInvitations).where(inArray(eventInvitations.eventId, eventIds));
  await insertInvitations(db, values);
}

/** The client's invitations to the event (a session the professional booked for them), newest first. */
export async function findClientInvitations(
  db: Db,
  eventId: string,
  clientId: string,
): Promise<{ id: string; declinedAt: Date | null }[]> {
  return db
    .select({ id: eventInvitations.id, declinedAt: eventInvitations.declinedAt })
    .from(eventInvitations)
    .innerJoin(professionalClients, eq(professionalClients.id, eventInvitations.professionalClientId))
    .where(and(eq(eventInvitations.eventId, eventId), eq(professionalClients.clientId, clientId)))
    .orderBy(desc(eventInvitations.createdAt));
}

export async function setInvitationsDeclined(db: Db, ids: string[], at: Date | null): Promise<void> {
  for (const id of ids)
    await db.update(eventInvitations).set({ declinedAt: at }).where(eq(eventInvitations.id, id));
}
