import { and, asc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { eventInvitations } from '../../db/schema/bookings.ts';
import { clientGroupMembers, professionalClients } from '../../db/schema/client-book.ts';
import { voucherTypes } from '../../db/schema/platform.ts';
import { events } from '../../db/schema/scheduling.ts';
import type { Db } from '../../db/types.ts';
import { seriesFamily, type EventRow } from '../calendar/queries.ts';

export async function findVoucherType(
  db: Db,
  id: number,
): Promise<{ id: number; type: string; maxEventRegs: number } | null> {
  const [row] = await db.select().from(voucherTypes).where(eq(voucherTypes.id, id)).limit(1);
  return row ?? null;
}

/** The live members (client book ids) of the professional's groups; others' groups add nothing. */
export async function findGroupMemberIds(
  db: Db,
  professionalId: string,
  groupIds: string[],
): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: clientGroupMembers.professionalClientId })
    .from(clientGroupMembers)
    .innerJoin(professionalClients, eq(professionalClients.id, clientGroupMembers.professionalClientId))
    .where(
      and(
        eq(clientGroupMembers.professionalId, professionalId),
        inArray(clientGroupMembers.groupId, groupIds),
        isNull(professionalClients.endedAt),
      ),
    );
  return rows.map((row) => row.id);
}

/** Non-cancelled occurrences of a series family, optionally from an instant on, locked, by start. */
export async function lockSeriesEvents(
  db: Db,
  professionalId: string,
  seriesId: string,
  from?: Date,
): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.professionalId, professionalId),
        inArray(events.seriesId, seriesFamily(seriesId)),
        isNull(events.cancelledAt),
        from ? gte(events.startTime, from) : undefined,
      ),
    )
    .orderBy(asc(events.startTime))
    .for('update');
}

/** The client-book entries invited to any of these events. */
export async function findInvitedBookIds(db: Db, eventIds: readonly string[]): Promise<string[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: eventInvitations.professionalClientId })
    .from(eventInvitations)
    .where(inArray(eventInvitations.eventId, [...eventIds]));
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

/** Live book rows of the professional holding any of these e-mails (case-insensitive) or phones. */
export async function findBookRowsByContact(
  db: Db,
  professionalId: string,
  emails: string[],
  phones: string[],
): Promise<{ id: string; email: string | null; phone: string | null }[]> {
  const matches: SQL[] = [];
  if (emails.length) matches.push(inArray(sql`lower(${professionalClients.email})`, emails));
  if (phones.length) matches.push(inArray(professionalClients.phone, phones));
  if (matches.length === 0) return [];
  return db
    .select({
      id: professionalClients.id,
      email: professionalClients.email,
      phone: professionalClients.phone,
    })
    .from(professionalClients)
    .where(
      and(
        eq(professionalClients.professionalId, professionalId),
        isNull(professionalClients.endedAt),
        or(...matches),
      ),
    );
}
