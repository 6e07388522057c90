/**
 * Bookings (decision 0039): a client's places in events (registrations, waitlist entries) and the
 * sessions a professional booked for clients (invitations), owned by modules/bookings. What other
 * modules read of them by rule (the active place) is at the end, beside the tables, where every module
 * can reach it whatever its layer.
 */
import type { AttendanceMark } from '@sessionbook/domain';
import { isNull, sql, type SQL } from 'drizzle-orm';
import {
  alias,
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { clientProfiles, professionalProfiles, tenantKey } from './accounts.ts';
import { professionalClients } from './client-book.ts';
import { events } from './scheduling.ts';
import { voucherTypes } from './platform.ts';

/** Who a one-to-one session invites: book clients, or bare e-mails and phones. */
export const eventInvitations = pgTable(
  'event_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    professionalId: tenantKey(),
    professionalClientId: uuid('professional_client_id').references(() => professionalClients.id, {
      onDelete: 'set null',
    }),
    email: text('email'),
    phone: text('phone'),
    createdAt: createdAt(),
    /** Set when the invited client declined the session; accepting it registers them instead. */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
  },
  (t) => [
    index('event_invitations_event_idx').on(t.eventId),
    index('event_invitations_client_idx').on(t.professionalClientId),
    check(
      'event_invitations_target_check',
      sql`${t.professionalClientId} is not null or ${t.email} is not null or ${t.phone} is not null`,
    ),
  ],
);

const registrationColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  eventId: uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clientProfiles.id, { onDelete: 'cascade' }),
  professionalId: uuid('professional_id')
    .notNull()
    .references(() => professionalProfiles.id, { onDelete: 'cascade' }),
  voucherTypeId: integer('voucher_type_id')
    .notNull()
    .references(() => voucherTypes.id),
  createdAt: createdAt(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  cancelReason: text('cancel_reason'),
  /**
   * Who ended it, set with `cancelled_at`: the client cancelled, the professional declined, or the
   * event (or its slot) was cancelled.
   */
  endedBy: text('ended_by').$type<EndedBy>(),
});

/** Registration ends are told apart by `ended_by` (see ENDED_BY); it is set exactly when it ended. */
const registrationChecks = (name: string, t: { cancelledAt: AnyPgColumn; endedBy: AnyPgColumn }) => [
  check(`${name}_ended_by_check`, sql`${t.endedBy} in ('client', 'professional', 'event')`),
  check(`${name}_ended_check`, sql`(${t.cancelledAt} is null) = (${t.endedBy} is null)`),
];

/**
 * A client's place in an event; active while `cancelled_at` is null, at most one active per client.
 * `attendance` is the professional's mark once the event began (docs/product/rules.md#attendance).
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    ...registrationColumns(),
    attendance: text('attendance').$type<AttendanceMark>(),
    attendanceMarkedAt: timestamp('attendance_marked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('event_registrations_active_key')
      .on(t.eventId, t.clientId)
      .where(sql`${t.cancelledAt} is null`),
    index('event_registrations_client_idx').on(t.clientId),
    // Every entry of an event, ended ones too (the calendar's names, the latest registration), and a
    // client's in it (whether a client calendar shows the event, their own entry).
    index('event_registrations_event_client_idx').on(t.eventId, t.clientId),
    ...registrationChecks('event_registrations', t),
    check('event_registrations_attendance_check', sql`${t.attendance} in ('attended', 'no_show')`),
    check(
      'event_registrations_attendance_marked_check',
      sql`(${t.attendance} is null) = (${t.attendanceMarkedAt} is null)`,
    ),
  ],
);

/**
 * A client waiting for a place in a full class. In the mode that offers places in turn
 * (docs/product/rules.md#waitlist-modes), `offered_until` holds a place for the client until then, and
 * `passed_at` records that they let an offer go (declined it, or it ran out): nobody is offered twice.
 */
export const waitlistRegistrations = pgTable(
  'waitlist_registrations',
  {
    ...registrationColumns(),
    offeredUntil: timestamp('offered_until', { withTimezone: true }),
    passedAt: timestamp('passed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('waitlist_registrations_active_key')
      .on(t.eventId, t.clientId)
      .where(sql`${t.cancelledAt} is null`),
    index('waitlist_registrations_client_idx').on(t.clientId),
    index('waitlist_registrations_event_idx').on(t.eventId),
    ...registrationChecks('waitlist_registrations', t),
  ],
);

/** Values of `ended_by` on registrations and waitlist entries. */
export const ENDED_BY = { client: 'client', professional: 'professional', event: 'event' } as const;
export type EndedBy = (typeof ENDED_BY)[keyof typeof ENDED_BY];

/** Either kind of place (registration or waitlist entry; both tables have the same columns). */
export type PlaceTable = typeof eventRegistrations | typeof waitlistRegistrations;

/**
 * A registration or waitlist entry is active until it ends (`cancelled_at` set, with `ended_by`): a
 * class counts its active registrations, reminders and voucher consumption follow them, a client has
 * at most one active of each kind per event. The one way every module writes this condition: of a
 * table, or of the alias a raw SQL statement gives one (`from event_registrations r`: `isActive('r')`).
 */
export const isActive = (place: PlaceTable | string) =>
  isNull((typeof place === 'string' ? alias(eventRegistrations, place) : place).cancelledAt);

/**
 * The waitlist entry under this alias holds a place offered to it (docs/product/rules.md#waitlist-modes):
 * active, not passed over, offered until `until` or later. Left out, any offer counts: one that ran
 * out is let go by a job within seconds (a stamp), so a view may read it as held meanwhile.
 */
export const holdsOfferedPlace = (entry: string, until?: SQL) => {
  const column = (name: string) => sql.raw(`"${entry}"."${name}"`);
  return sql`${isActive(entry)} and ${column('passed_at')} is null and ${
    until ? sql`${column('offered_until')} > ${until}` : sql`${column('offered_until')} is not null`
  }`;
};
