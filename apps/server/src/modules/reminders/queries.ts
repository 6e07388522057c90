import { DEFAULT_CANCELLATION_DEADLINE_HOURS, type LateCancelRule } from '@sessionbook/domain';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clientProfiles, professionalProfiles, users } from '../../db/schema/accounts.ts';
import { eventInvitations, eventRegistrations, isActive } from '../../db/schema/bookings.ts';
import { professionalClients } from '../../db/schema/client-book.ts';
import { events } from '../../db/schema/scheduling.ts';
import { voucherSettingOrDefault } from '../../db/schema/vouchers.ts';
import type { Db } from '../../db/types.ts';

const clientUsers = alias(users, 'client_users');
const professionalUsers = alias(users, 'professional_users');

const professionalColumns = {
  professionalName: professionalProfiles.fullName,
  professionalUsername: professionalUsers.username,
  professionalLanguage: professionalUsers.language,
  inviteSlug: professionalProfiles.inviteSlug,
};

const eventColumns = {
  eventId: events.id,
  title: events.title,
  voucherTypeId: events.voucherTypeId,
  isGroupSession: events.isGroupSession,
  location: events.location,
  meetingUrl: events.meetingUrl,
  startTime: events.startTime,
  endTime: events.endTime,
  eventCancelledAt: events.cancelledAt,
};

const clientColumns = {
  userId: clientUsers.id,
  email: clientUsers.email,
  language: clientUsers.language,
  timeZone: clientUsers.timezone,
  fullName: clientProfiles.fullName,
  phone: clientProfiles.phone,
};

/** The cancellation deadline (hours before the start) of the registration's voucher type, as set now. */
const cancellationHours = voucherSettingOrDefault<number>(
  'cancellation_deadline_hours',
  eventRegistrations.professionalId,
  eventRegistrations.voucherTypeId,
).mapWith(Number);

/** Whether the registration's voucher type allows a late cancel (docs/product/rules.md#late-cancels-and-no-shows). */
const lateCancel = voucherSettingOrDefault<LateCancelRule>(
  'late_cancel',
  eventRegistrations.professionalId,
  eventRegistrations.voucherTypeId,
);

/**
 * What a new registration's reminders are planned from: its voucher type's cancellation deadline
 * and the client's zone.
 */
export async function findReminderContext(
  db: Db,
  place: { clientId: string; professionalId: string; voucherTypeId: number },
): Promise<{ cancellationHours: number; timeZone: string }> {
  const [row] = await db
    .select({
      timeZone: users.timezone,
      cancellationHours: voucherSettingOrDefault<number>(
        'cancellation_deadline_hours',
        place.professionalId,
        place.voucherTypeId,
      ).mapWith(Number),
    })
    .from(clientProfiles)
    .innerJoin(users, eq(users.id, clientProfiles.userId))
    .where(eq(clientProfiles.id, place.clientId));
  return row ?? { timeZone: 'UTC', cancellationHours: DEFAULT_CANCELLATION_DEADLINE_HOURS };
}

/** A registration with its event, the client's account and the professional, for its reminder. */
export async function findRegistrationForReminder(db: Db, registrationId: string) {
  const [row] = await db
    .select({
      cancelledAt: eventRegistrations.cancelledAt,
      cancellationHours,
      lateCancel,
      ...eventColumns,
      ...clientColumns,
      ...professionalColumns,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .innerJoin(clientProfiles, eq(clientProfiles.id, eventRegistrations.clientId))
    .innerJoin(clientUsers, eq(clientUsers.id, clientProfiles.userId))
    .innerJoin(professionalProfiles, eq(professionalProfiles.id, events.professionalId))
    .innerJoin(professionalUsers, eq(professionalUsers.id, professionalProfiles.userId))
    .where(eq(eventRegistrations.id, registrationId));
  return row ?? null;
}

/** A session booked for a client of the book (an invitation to an event), with their account if any. */
export async function findInvitationForReminder(db: Db, eventId: string, professionalClientId: string) {
  const [row] = await db
    .select({
      declinedAt: eventInvitations.declinedAt,
      clientId: professionalClients.clientId,
      ...eventColumns,
      ...clientColumns,
      ...professionalColumns,
    })
    .from(eventInvitations)
    .innerJoin(events, eq(events.id, eventInvitations.eventId))
    .innerJoin(professionalProfiles, eq(professionalProfiles.id, events.professionalId))
    .innerJoin(professionalUsers, eq(professionalUsers.id, professionalProfiles.userId))
    .leftJoin(professionalClients, eq(professionalClients.id, eventInvitations.professionalClientId))
    .leftJoin(clientProfiles, eq(clientProfiles.id, professionalClients.clientId))
    .leftJoin(clientUsers, eq(clientUsers.id, clientProfiles.userId))
    .where(
      and(
        eq(eventInvitations.eventId, eventId),
        eq(eventInvitations.professionalClientId, professionalClientId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function hasActiveRegistration(db: Db, eventId: string, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.clientId, clientId),
        isActive(eventRegistrations),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A client-book row (an invitation by e-mail or phone), with the invitee's account if any. */
export async function findClientRowForReminder(db: Db, clientRowId: string) {
  const [row] = await db
    .select({
      status: professionalClients.status,
      initiatedBy: professionalClients.initiatedBy,
      endedAt: professionalClients.endedAt,
      rowEmail: professionalClients.email,
      rowPhone: professionalClients.phone,
      accountUserId: clientUsers.id,
      accountLanguage: clientUsers.language,
      ...professionalColumns,
    })
    .from(professionalClients)
    .innerJoin(professionalProfiles, eq(professionalProfiles.id, professionalClients.professionalId))
    .innerJoin(professionalUsers, eq(professionalUsers.id, professionalProfiles.userId))
    .leftJoin(clientProfiles, eq(clientProfiles.id, professionalClients.clientId))
    .leftJoin(clientUsers, eq(clientUsers.id, clientProfiles.userId))
    .where(eq(professionalClients.id, clientRowId));
  return row ?? null;
}
