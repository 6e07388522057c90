import { and, asc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { clientProfiles, professionalProfiles } from '../../db/schema/accounts.ts';
import { eventRegistrations, isActive, waitlistRegistrations } from '../../db/schema/bookings.ts';
import { professionalClients } from '../../db/schema/client-book.ts';
import { events } from '../../db/schema/scheduling.ts';
import type { Db } from '../../db/types.ts';

/**
 * The waitlist as the modes see it (docs/product/rules.md#waitlist-modes): held offers, offers let go,
 * and whether each waiting client could take a place now.
 */

/** One active waitlist entry of a class, in joining order. */
export interface WaitingRow {
  id: string;
  clientId: string;
  voucherTypeId: number;
  offeredUntil: Date | null;
  passedAt: Date | null;
  /** Booked into another live session at an overlapping time. */
  clash: boolean;
  /** Still a confirmed client of the professional, or the professional's profile is public. */
  mayBook: boolean;
}

/** An offer is held while it has not run out and was not let go. */
export const holdsOffer = (entry: { offeredUntil: Date | null; passedAt: Date | null }, now: Date) =>
  entry.passedAt === null && entry.offeredUntil !== null && entry.offeredUntil.getTime() > now.getTime();

/**
 * Locks the waiting clients of a class, in one order every transaction uses (by id), so that a client
 * is never promoted here while registering into an overlapping session elsewhere: registering takes
 * the same lock (`lockClient`). Always after the class's own row lock.
 */
export async function lockWaitingClients(db: Db, eventId: string): Promise<void> {
  await db
    .select({ id: clientProfiles.id })
    .from(clientProfiles)
    .where(
      inArray(
        clientProfiles.id,
        db
          .select({ id: waitlistRegistrations.clientId })
          .from(waitlistRegistrations)
          .where(and(eq(waitlistRegistrations.eventId, eventId), isActive(waitlistRegistrations))),
      ),
    )
    .orderBy(asc(clientProfiles.id))
    .for('no key update');
}

/** Locks one client's bookings (see `lockWaitingClients`), after the class's row lock. */
export async function lockClient(db: Db, clientId: string): Promise<void> {
  await db
    .select({ id: clientProfiles.id })
    .from(clientProfiles)
    .where(eq(clientProfiles.id, clientId))
    .for('no key update');
}

/** A live registration of the client, in another session, overlapping [start, end). */
const overlappingBookingOf = (clientId: unknown, event: { id: string; startTime: Date; endTime: Date }) =>
  sql`exists (select 1 from ${eventRegistrations} r join ${events} o on o.id = r.event_id
    where r.client_id = ${clientId} and ${isActive('r')} and o.cancelled_at is null and o.id <> ${event.id}
      and o.start_time < ${event.endTime.toISOString()} and o.end_time > ${event.startTime.toISOString()})`;

/** The class's active waitlist, in joining order, with what the modes need of each entry. */
export async function findWaiting(
  db: Db,
  event: { id: string; professionalId: string; startTime: Date; endTime: Date },
): Promise<WaitingRow[]> {
  const w = waitlistRegistrations;
  return db
    .select({
      id: w.id,
      clientId: w.clientId,
      voucherTypeId: w.voucherTypeId,
      offeredUntil: w.offeredUntil,
      passedAt: w.passedAt,
      clash: sql<boolean>`${overlappingBookingOf(w.clientId, event)}`.mapWith(Boolean),
      mayBook: sql<boolean>`(exists (select 1 from ${professionalClients} pc
          where pc.professional_id = ${w.professionalId} and pc.client_id = ${w.clientId}
            and pc.status = 'confirmed' and pc.ended_at is null)
        or exists (select 1 from ${professionalProfiles} p where p.id = ${w.professionalId} and p.is_public))`.mapWith(
        Boolean,
      ),
    })
    .from(w)
    .where(and(eq(w.eventId, event.id), isActive(w)))
    .orderBy(asc(w.createdAt), asc(w.id));
}

/** Holds a place for each entry until `until`. */
export async function offerPlaces(db: Db, entryIds: readonly string[], until: Date): Promise<void> {
  if (entryIds.length === 0) return;
  await db
    .update(waitlistRegistrations)
    .set({ offeredUntil: until })
    .where(and(inArray(waitlistRegistrations.id, [...entryIds]), isActive(waitlistRegistrations)));
}

/** Marks the class's offers that ran out by `now` as let go; the entries it marked. */
export async function passLapsedOffers(
  db: Db,
  eventId: string,
  now: Date,
): Promise<{ id: string; clientId: string }[]> {
  const w = waitlistRegistrations;
  return db
    .update(w)
    .set({ passedAt: now })
    .where(and(eq(w.eventId, eventId), isActive(w), isNull(w.passedAt), lte(w.offeredUntil, now)))
    .returning({ id: w.id, clientId: w.clientId });
}

/** The offer state of one entry (to know whether ending it frees a held place). */
export async function findOffer(
  db: Db,
  entryId: string,
): Promise<{ offeredUntil: Date | null; passedAt: Date | null } | null> {
  const [row] = await db
    .select({ offeredUntil: waitlistRegistrations.offeredUntil, passedAt: waitlistRegistrations.passedAt })
    .from(waitlistRegistrations)
    .where(eq(waitlistRegistrations.id, entryId));
  return row ?? null;
}

/**
 * The client's active waitlist entries in other live classes overlapping this session: they end once
 * the client has a place here (docs/product/rules.md#waitlist-modes).
 */
export async function findOverlappingWaitlistEntries(
  db: Db,
  clientId: string,
  event: { id: string; startTime: Date; endTime: Date },
): Promise<{ id: string; eventId: string }[]> {
  const w = waitlistRegistrations;
  return db
    .select({ id: w.id, eventId: w.eventId })
    .from(w)
    .innerJoin(events, eq(events.id, w.eventId))
    .where(
      and(
        eq(w.clientId, clientId),
        isActive(w),
        ne(w.eventId, event.id),
        isNull(events.cancelledAt),
        sql`${events.startTime} < ${event.endTime.toISOString()}`,
        gt(events.endTime, event.startTime),
      ),
    )
    .orderBy(asc(w.eventId));
}
