import { REGISTRATION_KINDS, type AttendanceMark, type RegistrationKind } from '@sessionbook/domain';
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { clientProfiles, users } from '../../db/schema/accounts.ts';
import {
  eventInvitations,
  ENDED_BY,
  eventRegistrations,
  isActive,
  waitlistRegistrations,
  type EndedBy,
  type PlaceTable,
} from '../../db/schema/bookings.ts';
import { professionalClients } from '../../db/schema/client-book.ts';
import { events } from '../../db/schema/scheduling.ts';
import type { Db } from '../../db/types.ts';

export type RegistrationRow = typeof eventRegistrations.$inferSelect;
/** The columns a registration and a waitlist entry share. */
export type PlaceRow = Omit<typeof waitlistRegistrations.$inferSelect, 'offeredUntil' | 'passedAt'>;

/** Those shared columns, of whichever table the entry lives in. */
const placeColumns = (table: PlaceTable) => ({
  id: table.id,
  eventId: table.eventId,
  clientId: table.clientId,
  professionalId: table.professionalId,
  voucherTypeId: table.voucherTypeId,
  createdAt: table.createdAt,
  cancelledAt: table.cancelledAt,
  cancelReason: table.cancelReason,
  endedBy: table.endedBy,
});

/** Registers a client (its jobs are the caller's: `registrationJobs`). */
export async function insertRegistration(
  db: Db,
  values: typeof eventRegistrations.$inferInsert,
): Promise<RegistrationRow> {
  const [row] = await db.insert(eventRegistrations).values(values).returning();
  if (!row) throw new Error('insert into event_registrations returned no row');
  return row;
}

/** A registration with its event, as the jobs that write what it tells read them; null if gone. */
export async function findRegistrationWithEvent(
  db: Db,
  registrationId: string,
): Promise<{ registration: RegistrationRow; event: typeof events.$inferSelect } | null> {
  const [found] = await db
    .select({ registration: eventRegistrations, event: events })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.id, registrationId));
  return found ?? null;
}

/** Where each kind of entry lives; both tables share one id space (random uuids). */
export const REGISTRATION_TABLES = {
  registration: eventRegistrations,
  waitlist: waitlistRegistrations,
} as const;

/** A registration or waitlist entry, which table it lives in, and the client's name. */
export interface OwnedRegistration extends PlaceRow {
  kind: RegistrationKind;
  fullName: string | null;
  /** The attendance mark (docs/product/rules.md#attendance); always null on the waitlist. */
  attendance: AttendanceMark | null;
}

async function findIn(
  db: Db,
  kind: RegistrationKind,
  professionalId: string,
  id: string,
): Promise<OwnedRegistration | null> {
  const table: PlaceTable = REGISTRATION_TABLES[kind];
  const [row] = await db
    .select({
      entry: placeColumns(table),
      fullName: clientProfiles.fullName,
      attendance:
        table === eventRegistrations ? eventRegistrations.attendance : sql<AttendanceMark | null>`null`,
    })
    .from(table)
    .leftJoin(clientProfiles, eq(clientProfiles.id, table.clientId))
    .where(and(eq(table.id, id), eq(table.professionalId, professionalId)))
    .limit(1);
  return row ? { ...row.entry, kind, fullName: row.fullName, attendance: row.attendance } : null;
}

/**
 * The professional's registration or waitlist entry with this id (ids are random uuids, so at most one
 * table holds it); null for another professional's or an unknown id.
 */
export async function findOwnRegistration(
  db: Db,
  professionalId: string,
  id: string,
): Promise<OwnedRegistration | null> {
  return (
    (await findIn(db, 'registration', professionalId, id)) ??
    (await findIn(db, 'waitlist', professionalId, id))
  );
}

/** The entry locked for the rest of the transaction, as it is now. */
export async function lockRegistration(db: Db, kind: RegistrationKind, id: string): Promise<PlaceRow | null> {
  const table: PlaceTable = REGISTRATION_TABLES[kind];
  const [row] = await db
    .select(placeColumns(table))
    .from(table)
    .where(eq(table.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Ends an active entry: when, by whom and why (a registration's reminders are the caller's to drop). */
export async function endRegistration(
  db: Db,
  kind: RegistrationKind,
  id: string,
  values: { now: Date; endedBy: EndedBy; reason: string | null },
): Promise<void> {
  const table = REGISTRATION_TABLES[kind];
  await db
    .update(table)
    .set({ cancelledAt: values.now, endedBy: values.endedBy, cancelReason: values.reason })
    .where(and(eq(table.id, id), isActive(table)));
}

/**
 * Ends the active registrations and waitlist entries of cancelled events (`ended_by` event); the ids
 * of the registrations it ended.
 */
export async function endPlacesOfEvents(
  db: Db,
  eventIds: string[],
  now: Date,
  reason: string | null,
): Promise<string[]> {
  if (eventIds.length === 0) return [];
  const ended: string[] = [];
  for (const kind of REGISTRATION_KINDS) {
    const table = REGISTRATION_TABLES[kind];
    const rows = await db
      .update(table)
      .set({ cancelledAt: now, cancelReason: reason, endedBy: ENDED_BY.event })
      .where(and(inArray(table.eventId, eventIds), isActive(table)))
      .returning({ id: table.id });
    if (kind === 'registration') ended.push(...rows.map((row) => row.id));
  }
  return ended;
}

/** Where and how to write to a client: their account's address and phone, language, zone and name. */
export interface ClientContact {
  clientId: string;
  userId: string;
  email: string;
  /** The client profile's phone, for an SMS when their SMS setting is on. */
  phone: string | null;
  language: string;
  timeZone: string;
  fullName: string | null;
}

const contactColumns = {
  clientId: clientProfiles.id,
  userId: users.id,
  email: users.email,
  phone: clientProfiles.phone,
  language: users.language,
  timeZone: users.timezone,
  fullName: clientProfiles.fullName,
};

export async function findClientContact(db: Db, clientId: string): Promise<ClientContact | null> {
  const [row] = await db
    .select(contactColumns)
    .from(clientProfiles)
    .innerJoin(users, eq(users.id, clientProfiles.userId))
    .where(eq(clientProfiles.id, clientId))
    .limit(1);
  return row ?? null;
}

/** The clients of the event's active waitlist entries in joining order (docs/product/rules.md#waitlist). */
export async function findActiveWaitlistContacts(db: Db, eventId: string): Promise<ClientContact[]> {
  return db
    .select(contactColumns)
    .from(waitlistRegistrations)
    .innerJoin(clientProfiles, eq(clientProfiles.id, waitlistRegistrations.clientId))
    .innerJoin(users, eq(users.id, clientProfiles.userId))
    .where(and(eq(waitlistRegistrations.eventId, eventId), isActive(waitlistRegistrations)))
    .orderBy(asc(waitlistRegistrations.createdAt), asc(waitlistRegistrations.id));
}

/** A client with an active place in an event: which event, registered or waitlisted, and since when. */
export interface EntryContact extends ClientContact {
  eventId: string;
  kind: RegistrationKind;
  /** When the place was made (part of its .ics SEQUENCE). */
  placeCreatedAt: Date;
}

/**
 * The clients of the active entries of these events, registrations first, each kind in joining
 * order; `kinds` picks the tables.
 */
export async function findActiveEntryContacts(
  db: Db,
  eventIds: string[],
  kinds: readonly RegistrationKind[] = ['registration', 'waitlist'],
): Promise<EntryContact[]> {
  if (eventIds.length === 0) return [];
  const found: EntryContact[] = [];
  for (const kind of kinds) {
    const table = REGISTRATION_TABLES[kind];
    const rows = await db
      .select({ ...contactColumns, eventId: table.eventId, placeCreatedAt: table.createdAt })
      .from(table)
      .innerJoin(clientProfiles, eq(clientProfiles.id, table.clientId))
      .innerJoin(users, eq(users.id, clientProfiles.userId))
      .where(and(inArray(table.eventId, eventIds), isActive(table)))
      .orderBy(asc(table.createdAt), asc(table.id));
    found.push(...rows.map((row) => ({ ...row, kind })));
  }
  return found;
}

/** A client with an account who was booked into an event and has not answered (nor registered) yet. */
export interface InviteeContact extends ClientContact {
  eventId: string;
}

/**
 * The clients with an account invited to these events who have neither declined nor registered: a
 * change or cancellation of the session concerns them too (issue 24), though they hold no place.
 */
export async function findUnansweredInviteeContacts(
  db: Db,
  eventIds: readonly string[],
): Promise<InviteeContact[]> {
  if (eventIds.length === 0) return [];
  return db
    .selectDistinctOn([eventInvitations.eventId, clientProfiles.id], {
      ...contactColumns,
      eventId: eventInvitations.eventId,
    })
    .from(eventInvitations)
    .innerJoin(professionalClients, eq(professionalClients.id, eventInvitations.professionalClientId))
    .innerJoin(clientProfiles, eq(clientProfiles.id, professionalClients.clientId))
    .innerJoin(users, eq(users.id, clientProfiles.userId))
    .where(
      and(
        inArray(eventInvitations.eventId, [...eventIds]),
        isNull(eventInvitations.declinedAt),
        isNull(users.deletedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(eventRegistrations)
            .where(
              and(
                eq(eventRegistrations.eventId, eventInvitations.eventId),
                eq(eventRegistrations.clientId, clientProfiles.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(eventInvitations.eventId, clientProfiles.id);
}

/**
 * Sets the attendance mark of active registrations (null clears it): the given ids, or every active
 * registration of the event; the ids it marked.
 */
export async function setAttendance(
  db: Db,
  target: { registrationIds: string[] } | { eventId: string },
  mark: AttendanceMark | null,
  now: Date,
): Promise<string[]> {
  const which =
    'eventId' in target
      ? eq(eventRegistrations.eventId, target.eventId)
      : inArray(eventRegistrations.id, target.registrationIds);
  const rows = await db
    .update(eventRegistrations)
    .set({ attendance: mark, attendanceMarkedAt: mark ? now : null })
    .where(and(which, isActive(eventRegistrations)))
    .returning({ id: eventRegistrations.id });
  return rows.map((row) => row.id);
}
