import { REGISTRATION_KINDS, type RegistrationKind } from '@sessionbook/domain';
import { and, eq, sql } from 'drizzle-orm';
import { professionalProfiles, users } from '../../db/schema/accounts.ts';
import {
  eventInvitations,
  holdsOfferedPlace,
  waitlistRegistrations,
  isActive,
} from '../../db/schema/bookings.ts';
import { professionalClients } from '../../db/schema/client-book.ts';
import { events } from '../../db/schema/scheduling.ts';
import { voucherSettingOf } from '../../db/schema/vouchers.ts';
import { prepared } from '../../db/prepared.ts';
import type { Db } from '../../db/types.ts';
import { findOwnRegistration, REGISTRATION_TABLES, type OwnedRegistration } from './queries.ts';

/** What a client's booking calls read: their standing with the professional, the class, their entries. */

/** How a client stands with a professional: a confirmed client, and whether the profile is public. */
export interface ClientAccess {
  confirmed: boolean;
  profilePublic: boolean;
}

export async function findClientAccess(
  db: Db,
  professionalId: string,
  clientId: string,
): Promise<ClientAccess> {
  const [row] = await db
    .select({
      profilePublic: professionalProfiles.isPublic,
      confirmed: sql<boolean>`exists (
        select 1 from ${professionalClients} pc
        where pc.professional_id = ${professionalId} and pc.client_id = ${clientId}
          and pc.status = 'confirmed' and pc.ended_at is null)`,
    })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.id, professionalId))
    .limit(1);
  return { confirmed: row?.confirmed === true, profilePublic: row?.profilePublic === true };
}

/** What registering for a class checks, read in one query once the class is locked. */
export interface ClassBookingState extends ClientAccess {
  /** The client's active registration and waitlist entry in the class. */
  ownId: string | null;
  waitingId: string | null;
  /** Whether the client is invited to the class (through their client book entries). */
  invited: boolean;
  /** The professional's registration deadline for the class's voucher type (null: the default). */
  registrationDeadline: number | null;
  activeRegistrations: number;
  /** Places held for other waiting clients (docs/product/rules.md#waitlist-modes): taken, for this client. */
  heldForOthers: number;
}

/**
 * The booking state of a class for a client, in one statement: it must run after the class's row
 * lock was taken, so that it sees every registration committed before
 * (docs/product/rules.md#limits-under-concurrency).
 */
export async function findClassBookingState(
  db: Db,
  eventId: string,
  clientId: string,
  now: Date,
): Promise<ClassBookingState | null> {
  const statement = prepared(db, 'class_booking_state_held', (handle, name) => {
    const client = sql.placeholder('clientId');
    return handle
      .select({
        confirmed: sql<boolean>`exists (select 1 from ${professionalClients} pc
          where pc.professional_id = ${events.professionalId} and pc.client_id = ${client}
            and pc.status = 'confirmed' and pc.ended_at is null)`,
        profilePublic: professionalProfiles.isPublic,
        ownId: sql<string | null>`(select r.id from event_registrations r
          where r.event_id = ${events.id} and r.client_id = ${client} and ${isActive('r')} limit 1)`,
        waitingId: sql<string | null>`(select w.id from waitlist_registrations w
          where w.event_id = ${events.id} and w.client_id = ${client} and ${isActive('w')} limit 1)`,
        invited: sql<boolean>`exists (select 1 from ${eventInvitations} i
          join ${professionalClients} pc on pc.id = i.professional_client_id
          where i.event_id = ${events.id} and pc.client_id = ${client})`,
        registrationDeadline: voucherSettingOf<number>(
          'registration_deadline_hours',
          events.professionalId,
          events.voucherTypeId,
        ),
        activeRegistrations: sql<number>`(select count(*)::int from event_registrations r
          where r.event_id = ${events.id} and ${isActive('r')})`,
        heldForOthers: sql<number>`(select count(*)::int from waitlist_registrations w
          where w.event_id = ${events.id} and w.client_id <> ${client}
            and ${holdsOfferedPlace('w', sql`${sql.placeholder('now')}`)})`,
      })
      .from(events)
      .innerJoin(professionalProfiles, eq(professionalProfiles.id, events.professionalId))
      .where(eq(events.id, sql.placeholder('eventId')))
      .prepare(name);
  });
  const [row] = await statement.execute({ eventId, clientId, now: now.toISOString() });
  return row
    ? {
        ...row,
        activeRegistrations: Number(row.activeRegistrations),
        heldForOthers: Number(row.heldForOthers),
      }
    : null;
}

/** The client's entry (registration or waitlist) with this id; null for anyone else's. */
export async function findClientEntry(
  db: Db,
  clientId: string,
  id: string,
): Promise<OwnedRegistration | null> {
  for (const kind of REGISTRATION_KINDS) {
    const table = REGISTRATION_TABLES[kind];
    const [row] = await db
      .select({ professionalId: table.professionalId })
      .from(table)
      .where(and(eq(table.id, id), eq(table.clientId, clientId)))
      .limit(1);
    if (row) return findOwnRegistration(db, row.professionalId, id);
  }
  return null;
}

/** The client's active entry of this kind in the event, if any. */
export async function findActiveEntry(
  db: Db,
  kind: RegistrationKind,
  eventId: string,
  clientId: string,
): Promise<{ id: string; createdAt: Date; voucherTypeId: number } | null> {
  const table = REGISTRATION_TABLES[kind];
  const [row] = await db
    .select({ id: table.id, createdAt: table.createdAt, voucherTypeId: table.voucherTypeId })
    .from(table)
    .where(and(eq(table.eventId, eventId), eq(table.clientId, clientId), isActive(table)))
    .limit(1);
  return row ?? null;
}

export async function insertWaitlistEntry(
  db: Db,
  values: typeof waitlistRegistrations.$inferInsert,
): Promise<string> {
  const [row] = await db
    .insert(waitlistRegistrations)
    .values(values)
    .returning({ id: waitlistRegistrations.id });
  if (!row) throw new Error('insert into waitlist_registrations returned no row');
  return row.id;
}

/** The professional's name as clients see it, with their e-mail contact (cancellation e-mails). */
export interface ProfessionalContact {
  professionalId: string;
  userId: string;
  email: string;
  language: string;
  timeZone: string;
  username: string;
  fullName: string | null;
}

export async function findProfessionalContact(
  db: Db,
  professionalId: string,
): Promise<ProfessionalContact | null> {
  const [row] = await db
    .select({
      professionalId: professionalProfiles.id,
      userId: users.id,
      email: users.email,
      language: users.language,
      timeZone: users.timezone,
      username: users.username,
      fullName: professionalProfiles.fullName,
    })
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(eq(professionalProfiles.id, professionalId))
    .limit(1);
  return row ?? null;
}
