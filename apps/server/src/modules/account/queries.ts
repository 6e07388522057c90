import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { RegistrationKind } from '@sessionbook/domain';
import { clientProfiles, professionalProfiles, users } from '../../db/schema/accounts.ts';
import { eventRegistrations, waitlistRegistrations, isActive } from '../../db/schema/bookings.ts';
import { availabilitySlots, events } from '../../db/schema/scheduling.ts';
import type { Db } from '../../db/types.ts';

export type UserRow = typeof users.$inferSelect;

/** The account row, locked: two deletions (or a deletion and a sign-in change) queue up. */
export async function lockUser(db: Db, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

export async function findRoleProfileIds(db: Db, userId: string) {
  const [client] = await db
    .select({ id: clientProfiles.id })
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, userId));
  const [professional] = await db
    .select({ id: professionalProfiles.id })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, userId));
  return { clientId: client?.id ?? null, professionalId: professional?.id ?? null };
}

/** The client's places (registrations, waitlist entries) in events still to come, still active. */
export async function findUpcomingPlaces(db: Db, clientId: string, now: Date) {
  const places: {
    kind: RegistrationKind;
    id: string;
    eventId: string;
    professionalId: string;
    createdAt: Date;
  }[] = [];
  for (const [kind, table] of [
    ['registration', eventRegistrations],
    ['waitlist', waitlistRegistrations],
  ] as const) {
    const rows = await db
      .select({
        id: table.id,
        eventId: events.id,
        professionalId: events.professionalId,
        createdAt: table.createdAt,
      })
      .from(table)
      .innerJoin(events, eq(events.id, table.eventId))
      .where(
        and(
          eq(table.clientId, clientId),
          isActive(table),
          isNull(events.cancelledAt),
          gt(events.startTime, now),
        ),
      )
      .orderBy(events.professionalId, events.id);
    places.push(...rows.map((row) => ({ kind, ...row })));
  }
  return places;
}

/** The professional's events still to come (whole rows: their notices need them) and open slots. */
export async function findUpcomingCalendar(db: Db, professionalId: string, now: Date) {
  const upcomingEvents = await db
    .select()
    .from(events)
    .where(
      and(eq(events.professionalId, professionalId), isNull(events.cancelledAt), gt(events.startTime, now)),
    )
    .orderBy(asc(events.startTime), asc(events.id));
  const slotRows = await db
    .select({ id: availabilitySlots.id })
    .from(availabilitySlots)
    .where(
      and(
        eq(availabilitySlots.professionalId, professionalId),
        isNull(availabilitySlots.cancelledAt),
        gt(availabilitySlots.endTime, now),
      ),
    );
  return { events: upcomingEvents, slotIds: slotRows.map((row) => row.id) };
}
