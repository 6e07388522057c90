import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { RegistrationKind } from '@sessionbook/domain';
import {
  authSessions,
  clientProfiles,
  oneTimeTokens,
  professionalProfiles,
  userPreferences,
  users,
} from '../../db/schema/accounts.ts';
import { eventRegistrations, waitlistRegistrations } from '../../db/schema/bookings.ts';
import {
  clientGroupMembers,
  professionalClients,
  professionalInvitations,
} from '../../db/schema/client-book.ts';
import { outboxMessages } from '../../db/schema/messaging.ts';
import { availabilitySlots, events } from '../../db/schema/scheduling.ts';
import { voucherEntries } from '../../db/schema/vouchers.ts';
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
          isNull(table.cancelledAt),
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

/**
 * Erases the voucher ledger of a client profile or a professional profile. The ledger refuses
 * deletes (migration 0007); migration 0008 lets this one transaction through, by a local setting.
 */
export async function eraseVoucherEntries(
  db: Db,
  owner: { clientId: string | null; professionalId: string | null },
): Promise<void> {
  const conditions = [
    ...(owner.clientId ? [eq(voucherEntries.clientId, owner.clientId)] : []),
    ...(owner.professionalId ? [eq(voucherEntries.professionalId, owner.professionalId)] : []),
  ];
  if (conditions.length === 0) return;
  await db.execute(sql`select set_config('sessionbook.erasing_account', 'on', true)`);
  await db.delete(voucherEntries).where(or(...conditions));
  await db.execute(sql`select set_config('sessionbook.erasing_account', 'off', true)`);
}

/** Ends the client's relationships and wipes what professionals typed about them; names go. */
export async function forgetClient(db: Db, clientId: string, now: Date): Promise<void> {
  const rows = await db
    .update(professionalClients)
    .set({ fullName: null, email: null, phone: null, comment: null, endedAt: now })
    .where(eq(professionalClients.clientId, clientId))
    .returning({ id: professionalClients.id });
  if (rows.length > 0)
    await db.delete(clientGroupMembers).where(
      inArray(
        clientGroupMembers.professionalClientId,
        rows.map((row) => row.id),
      ),
    );
  await db.delete(professionalInvitations).where(eq(professionalInvitations.clientId, clientId));
  await db.update(clientProfiles).set(blankRoleProfile).where(eq(clientProfiles.id, clientId));
}

/** Ends the professional's relationships (clients keep their history) and empties the public profile. */
export async function forgetProfessional(db: Db, professionalId: string, now: Date): Promise<void> {
  await db
    .update(professionalClients)
    .set({ endedAt: now })
    .where(and(eq(professionalClients.professionalId, professionalId), isNull(professionalClients.endedAt)));
  await db
    .update(professionalProfiles)
    .set({
      ...blankRoleProfile,
      description: null,
      location: null,
      speciality: null,
      website: null,
      isPublic: false,
      inviteSlug: null,
    })
    .where(eq(professionalProfiles.id, professionalId));
}

const blankRoleProfile = {
  fullName: null,
  phone: null,
  whatsappPhone: null,
  facebook: null,
  instagram: null,
  linkedin: null,
  telegram: null,
  twitch: null,
  x: null,
  youtube: null,
};

/**
 * The account becomes a tombstone: no address, no name, no password, no way in. The row stays so
 * the history others keep (a past class, a cancelled registration) reads "deleted user".
 */
export async function tombstoneUser(db: Db, userId: string, now: Date): Promise<void> {
  const tag = userId.replaceAll('-', '');
  await db
    .update(users)
    .set({
      email: `deleted-${tag}@deleted.invalid`,
      username: `deleted-${tag.slice(0, 20)}`,
      passwordHash: null,
      googleSubject: null,
      avatar: null,
      calendarFeedToken: null,
      newsletter: false,
      emailNotifications: false,
      smsNotifications: false,
      appUpdates: false,
      noActionReminders: false,
      deletedAt: now,
      tokensValidAfter: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  await db.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
  await db.delete(userPreferences).where(eq(userPreferences.userId, userId));
  // Mails to the account carry its address; unsent ones would go to someone who left.
  await db.delete(outboxMessages).where(eq(outboxMessages.userId, userId));
}
