import { MAX_ITEM_MINUTES } from '@sessionbook/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Reference data (docs/product/entities-and-states.md#voucher-types): individual, duo, group with their registration limits. */
export const voucherTypes = pgTable('voucher_types', {
  id: integer('id').primaryKey(),
  type: text('type').notNull().unique(),
  maxEventRegs: integer('max_event_regs').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    /** Null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    language: text('language').notNull().default('en'),
    timezone: text('timezone').notNull().default('UTC'),
    theme: text('theme').notNull().default('client'),
    newsletter: boolean('newsletter').notNull().default(false),
    /** Notification settings (docs/product/entities-and-states.md#notification-settings); system mails ignore them. */
    emailNotifications: boolean('email_notifications').notNull().default(true),
    smsNotifications: boolean('sms_notifications').notNull().default(false),
    appUpdates: boolean('app_updates').notNull().default(true),
    noActionReminders: boolean('no_action_reminders').notNull().default(true),
    /** How a professional hears of new bookings: `at_once` or `daily` (decision 0029). */
    bookingUpdates: text('booking_updates').$type<'at_once' | 'daily'>().notNull().default('at_once'),
    /** The secret of the private calendar feed `/api/calendar-feed/{token}.ics`; null until first shown. */
    calendarFeedToken: text('calendar_feed_token').unique(),
    avatar: text('avatar'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Tokens issued before this instant are refused (password reset revokes every session). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    /** The `sub` of the Google (OpenID Connect) account linked to this user; null until first used. */
    googleSubject: text('google_subject').unique(),
    /** Set when the account was deleted; the row stays as a nameless tombstone (decision 0014). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check('users_theme_check', sql`${t.theme} in ('client', 'professional')`),
    check('users_booking_updates_check', sql`${t.bookingUpdates} in ('at_once', 'daily')`),
  ],
);

/**
 * Every username an account has had, lower-cased: the current one and the earlier ones
 * (docs/decisions/0035). An earlier username leads to the account's profile, and no other account can
 * take it while this one lives. Written by a trigger on `users` (migration 0015) whenever a username is
 * set, so no path can skip it; the trigger refuses a username kept for another account with a unique
 * violation on this table's key, which sign-up and the personal page answer as "username taken".
 */
export const usernameHistory = pgTable(
  'username_history',
  {
    username: text('username').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('username_history_user_idx').on(t.userId),
    check('username_history_lower_check', sql`${t.username} = lower(${t.username})`),
  ],
);

/** What both role profiles hold (docs/product/entities-and-states.md#role-profiles); one per user and role. */
const roleProfileColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  phone: text('phone'),
  whatsappPhone: text('whatsapp_phone'),
  onboarded: boolean('onboarded').notNull().default(false),
  /** Social links (docs/product/entities-and-states.md#role-profiles); the professional's show on the public profile. */
  facebook: text('facebook'),
  instagram: text('instagram'),
  linkedin: text('linkedin'),
  telegram: text('telegram'),
  twitch: text('twitch'),
  x: text('x'),
  youtube: text('youtube'),
  createdAt: createdAt(),
});

export const clientProfiles = pgTable('client_profiles', roleProfileColumns());

export const professionalProfiles = pgTable('professional_profiles', {
  ...roleProfileColumns(),
  description: text('description'),
  location: text('location'),
  speciality: text('speciality'),
  website: text('website'),
  isPublic: boolean('is_public').notNull().default(false),
  /**
   * Whether connected clients see the first names of who is going to a class (decision 0027); a
   * change stamps the calendar like any other of this row (migration 0010's triggers).
   */
  showGoingNames: boolean('show_going_names').notNull().default(true),
  /** The shareable invite link `/invite/{slug}` (issue 3); null until first created. */
  inviteSlug: text('invite_slug').unique(),
});

/** One row per signed-in device; the token's `sid` claim. Logout sets revoked_at. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Links sent by e-mail (activation, password reset, e-mail verification). Only a hash is kept. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check(
      'one_time_tokens_purpose_check',
      sql`${t.purpose} in ('activation', 'reset', 'email_verification')`,
    ),
  ],
);

/** Every message the product sends, rendered; the default transport (docs/product/rules.md#message-delivery). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull().default('email'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** pending until the job worker hands it to a transport; failed when the transport refuses for good. */
    status: text('status').notNull().default('pending'),
    /** The transport that took it: outbox, smtp or twilio. */
    transport: text('transport'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Extra mail headers (Auto-Submitted, List-Unsubscribe, List-Unsubscribe-Post, Reply-To). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Files sent with the mail (the .ics of a booking): filename, content type and text content. */
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default([]),
    /** At most one message per key (a reminder is written once however often its job runs). */
    dedupeKey: text('dedupe_key').unique(),
  },
  (t) => [
    index('outbox_messages_created_idx').on(t.createdAt),
    index('outbox_messages_user_idx').on(t.userId),
    check('outbox_messages_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * New bookings waiting for a professional's daily summary (`booking_updates` daily, decision 0029),
 * as they were when booked; `summary_at` is when the summary that lists them is due. Sending the
 * summary deletes its items in the same transaction. Owned by modules/notifications.
 */
export const bookingSummaryItems = pgTable(
  'booking_summary_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    summaryAt: timestamp('summary_at', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    details: jsonb('details').$type<BookingSummaryDetails>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_summary_items_user_idx').on(t.userId, t.summaryAt),
    check('booking_summary_items_kind_check', sql`${t.kind} in ('registered', 'claimed', 'accepted')`),
  ],
);

/** What a summary line says about one booking; times as instants, written in the reader's zone later. */
export interface BookingSummaryDetails {
  client: string;
  event: string | null;
  voucherTypeId: number;
  isGroupSession: boolean;
  startTime: string;
  endTime: string;
  location: string | null;
}

export interface MessageAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Durable jobs (issue 11): claimed with FOR UPDATE SKIP LOCKED, retried with backoff, scheduled by
 * `run_at`, and at most one per `key`. A running job whose `locked_until` has passed belonged to a
 * worker that died; any worker takes it again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    key: text('key').unique(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    index('jobs_running_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    check('jobs_status_check', sql`${t.status} in ('pending', 'running', 'done', 'failed', 'cancelled')`),
  ],
);

/**
 * MAX_ITEM_MINUTES (packages/domain) as a constraint: the calendar window queries look back only that
 * far for items reaching into the window, so a longer row would silently drop out of the calendar.
 */
const maxDuration = (start: AnyPgColumn, end: AnyPgColumn) =>
  sql`${end} - ${start} <= ${sql.raw(`interval '${MAX_ITEM_MINUTES} minutes'`)}`;

/**
 * The tenant key every professional-owned table carries (docs/architecture.md#past-one-machine): rows
 * go with their professional, and Citus can distribute by it.
 */
const tenantKey = () =>
  uuid('professional_id')
    .notNull()
    .references(() => professionalProfiles.id, { onDelete: 'cascade' });

/**
 * The client book: one row per (professional, person) relationship. `clientId` is null while the
 * invitee has no account yet; `endedAt` ends the relationship and keeps its history
 * (docs/product/rules.md#ending-a-relationship).
 */
export const professionalClients = pgTable(
  'professional_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: tenantKey(),
    clientId: uuid('client_id').references(() => clientProfiles.id, { onDelete: 'set null' }),
    fullName: text('full_name'),
    email: text('email'),
    phone: text('phone'),
    comment: text('comment'),
    status: text('status').notNull().default('pending'),
    /** Who asked: the professional invited the person, or the client asked to join the professional. */
    initiatedBy: text('initiated_by').notNull().default('professional'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('professional_clients_book_idx')
      .on(t.professionalId, t.status, t.createdAt)
      .where(sql`${t.endedAt} is null`),
    index('professional_clients_client_idx')
      .on(t.clientId)
      .where(sql`${t.endedAt} is null`),
    uniqueIndex('professional_clients_email_key')
      .on(t.professionalId, sql`lower(${t.email})`)
      .where(sql`${t.endedAt} is null and ${t.email} is not null`),
    uniqueIndex('professional_clients_phone_key')
      .on(t.professionalId, t.phone)
      .where(sql`${t.endedAt} is null and ${t.phone} is not null`),
    uniqueIndex('professional_clients_client_key')
      .on(t.professionalId, t.clientId)
      .where(sql`${t.endedAt} is null and ${t.clientId} is not null`),
    check('professional_clients_status_check', sql`${t.status} in ('pending', 'confirmed')`),
    check('professional_clients_initiated_by_check', sql`${t.initiatedBy} in ('professional', 'client')`),
  ],
);

export const clientGroups = pgTable(
  'client_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: tenantKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('client_groups_name_key').on(t.professionalId, sql`lower(${t.name})`)],
);

export const clientGroupMembers = pgTable(
  'client_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => clientGroups.id, { onDelete: 'cascade' }),
    professionalClientId: uuid('professional_client_id')
      .notNull()
      .references(() => professionalClients.id, { onDelete: 'cascade' }),
    professionalId: tenantKey(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.professionalClientId] })],
);

/** A client's invitation of a professional who has no account yet, by e-mail (docs/product/entities-and-states.md#professional-invitation). */
export const professionalInvitations = pgTable(
  'professional_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clientProfiles.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('professional_invitations_key').on(t.clientId, sql`lower(${t.email})`)],
);

/**
 * A weekly series (docs/product/rules.md#weekly-recurrence and docs/product/rules.md#series-edits): one row
 * per recurring creation, one stored row per
 * occurrence points at it. `future` edits split a series into a new one, which remembers the series it
 * was first created as (`root_id`), so "all events" still means every occurrence of the class
 * (docs/decisions/0009-series-family.md).
 */
export const eventSeries = pgTable(
  'event_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: tenantKey(),
    kind: text('kind').notNull(),
    recurrenceCount: integer('recurrence_count').notNull(),
    /** The series this one was split from at first; null for a series as created. */
    rootId: uuid('root_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_series_professional_idx').on(t.professionalId),
    index('event_series_root_idx').on(t.rootId),
    check('event_series_kind_check', sql`${t.kind} in ('event', 'slot')`),
    check('event_series_count_check', sql`${t.recurrenceCount} between 1 and 20`),
  ],
);

/** Open time a client may claim (docs/product/rules.md#slot-claims); claims are events with `availability_slot_id`. */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: tenantKey(),
    seriesId: uuid('series_id').references(() => eventSeries.id, { onDelete: 'set null' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    title: text('title'),
    location: text('location'),
    notes: text('notes'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('availability_slots_window_idx').on(t.professionalId, t.startTime),
    index('availability_slots_series_idx').on(t.seriesId),
    check('availability_slots_time_check', sql`${t.endTime} > ${t.startTime}`),
    check('availability_slots_duration_check', maxDuration(t.startTime, t.endTime)),
  ],
);

export const availabilitySlotVoucherTypes = pgTable(
  'availability_slot_voucher_types',
  {
    slotId: uuid('slot_id')
      .notNull()
      .references(() => availabilitySlots.id, { onDelete: 'cascade' }),
    voucherTypeId: integer('voucher_type_id')
      .notNull()
      .references(() => voucherTypes.id),
    professionalId: tenantKey(),
  },
  (t) => [primaryKey({ columns: [t.slotId, t.voucherTypeId] })],
);

/**
 * A one-to-one session, a group class or a slot claim (a 1:1 event inside a slot). Claims never
 * overlap: an EXCLUDE USING gist constraint, added by hand in migration 0002 (drizzle-kit cannot
 * express it), plus a professional row lock in the claim transaction
 * (docs/product/rules.md#limits-under-concurrency).
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: tenantKey(),
    seriesId: uuid('series_id').references(() => eventSeries.id, { onDelete: 'set null' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    voucherTypeId: integer('voucher_type_id')
      .notNull()
      .references(() => voucherTypes.id),
    maxEventRegs: integer('max_event_regs').notNull(),
    isGroupSession: boolean('is_group_session').notNull().default(false),
    isPrivate: boolean('is_private').notNull().default(false),
    waitlistAllowed: boolean('waitlist_allowed').notNull().default(false),
    title: text('title'),
    location: text('location'),
    notes: text('notes'),
    availabilitySlotId: uuid('availability_slot_id').references(() => availabilitySlots.id, {
      onDelete: 'cascade',
    }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledReason: text('cancelled_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_window_idx').on(t.professionalId, t.startTime),
    index('events_series_idx').on(t.seriesId),
    index('events_slot_idx').on(t.availabilitySlotId),
    check('events_time_check', sql`${t.endTime} > ${t.startTime}`),
    check('events_duration_check', maxDuration(t.startTime, t.endTime)),
    check('events_max_regs_check', sql`${t.maxEventRegs} >= 1`),
  ],
);

/**
 * The calendar's change stamps (docs/performance.md, "Calendar and booking requests"): one row per
 * professional, given a new value from `calendar_stamp_seq` when a transaction commits that changed
 * anything a calendar view of theirs shows: events, series, slots, registrations, invitations,
 * vouchers and their settings, the client book, their profile and name, a client's name (statement
 * triggers note the professionals in the unlogged `calendar_pending`, a deferred trigger stamps them;
 * migration 0010). A view cached under the stamps it read first is current while they are unchanged,
 * on every instance. No foreign key: a deleted professional's rows still note it.
 */
export const calendarStamps = pgTable('calendar_stamps', {
  professionalId: uuid('professional_id').primaryKey(),
  stamp: bigint('stamp', { mode: 'number' }).notNull(),
});

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

/** A client's place in an event; active while `cancelled_at` is null, at most one active per client. */
export const eventRegistrations = pgTable('event_registrations', registrationColumns(), (t) => [
  uniqueIndex('event_registrations_active_key')
    .on(t.eventId, t.clientId)
    .where(sql`${t.cancelledAt} is null`),
  index('event_registrations_client_idx').on(t.clientId),
  // Every entry of an event, ended ones too (the calendar's names, the latest registration).
  index('event_registrations_event_idx').on(t.eventId),
  ...registrationChecks('event_registrations', t),
]);

export const waitlistRegistrations = pgTable('waitlist_registrations', registrationColumns(), (t) => [
  uniqueIndex('waitlist_registrations_active_key')
    .on(t.eventId, t.clientId)
    .where(sql`${t.cancelledAt} is null`),
  index('waitlist_registrations_client_idx').on(t.clientId),
  index('waitlist_registrations_event_idx').on(t.eventId),
  ...registrationChecks('waitlist_registrations', t),
]);

/** Values of `ended_by` on registrations and waitlist entries. */
export const ENDED_BY = { client: 'client', professional: 'professional', event: 'event' } as const;
export type EndedBy = (typeof ENDED_BY)[keyof typeof ENDED_BY];

/**
 * The voucher ledger (docs/product/rules.md#voucher-balances and docs/product/rules.md#voucher-consumption):
 * append-only, per client, professional, voucher type
 * and duration. A batch is its `credit` entry (`batch_id` = its own id) and the `edit`, `payment` and
 * `removal` entries that name it, each holding the batch's state after it; a balance is the sum of
 * `count_delta`. A trigger (migration 0007) refuses updates and deletes, except the cascades of
 * deleting an account (docs/product/rules.md#account-deletion) and the `set null` of a deleted registration
 * or event.
 * At most one consumption and one reversal per registration: a job that runs twice charges once.
 */
export const voucherEntries = pgTable(
  'voucher_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of entries, also within one transaction (where `created_at` is the same). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    professionalId: tenantKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clientProfiles.id, { onDelete: 'cascade' }),
    voucherTypeId: integer('voucher_type_id')
      .notNull()
      .references(() => voucherTypes.id),
    duration: integer('duration').notNull(),
    kind: text('kind').notNull(),
    batchId: uuid('batch_id'),
    countDelta: integer('count_delta').notNull(),
    /** The batch's paid state and price per voucher (in cents) after a batch entry; null otherwise. */
    paid: boolean('paid'),
    valueCents: integer('value_cents'),
    registrationId: uuid('registration_id').references(() => eventRegistrations.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('voucher_entries_balance_idx').on(t.professionalId, t.clientId, t.voucherTypeId, t.duration),
    index('voucher_entries_batch_idx').on(t.batchId),
    index('voucher_entries_event_idx').on(t.eventId),
    uniqueIndex('voucher_entries_consumption_key')
      .on(t.registrationId)
      .where(sql`${t.kind} = 'consumption'`),
    uniqueIndex('voucher_entries_reversal_key')
      .on(t.registrationId)
      .where(sql`${t.kind} = 'reversal'`),
    check(
      'voucher_entries_kind_check',
      sql`${t.kind} in ('credit', 'edit', 'payment', 'removal', 'consumption', 'reversal', 'reset')`,
    ),
    check('voucher_entries_duration_check', sql`${t.duration} in (30, 45, 60, 90, 120)`),
    check(
      'voucher_entries_batch_check',
      sql`(${t.batchId} is not null) = (${t.kind} in ('credit', 'edit', 'payment', 'removal'))`,
    ),
  ],
);

/** Voucher settings per professional and voucher type (docs/product/entities-and-states.md#voucher-settings): deadlines in whole hours. */
export const voucherSettings = pgTable(
  'voucher_settings',
  {
    professionalId: tenantKey(),
    voucherTypeId: integer('voucher_type_id')
      .notNull()
      .references(() => voucherTypes.id),
    registrationDeadlineHours: integer('registration_deadline_hours').notNull(),
    cancellationDeadlineHours: integer('cancellation_deadline_hours').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.professionalId, t.voucherTypeId] }),
    check(
      'voucher_settings_hours_check',
      sql`${t.registrationDeadlineHours} between 0 and 720 and ${t.cancellationDeadlineHours} between 0 and 720`,
    ),
  ],
);

/** Onboarding's answers (docs/product/entities-and-states.md#user-preferences): chosen voucher types and durations. */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionPreferences: jsonb('session_preferences').$type<number[]>().notNull().default([]),
  durationPreferences: jsonb('duration_preferences').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Report a problem / suggest an improvement: kept here and mailed to the operator. */
export const feedbackReports = pgTable(
  'feedback_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    /** The page the user came from and the app's theme, to find the problem again. */
    page: text('page'),
    theme: text('theme'),
    createdAt: createdAt(),
  },
  (t) => [check('feedback_reports_kind_check', sql`${t.kind} in ('problem', 'improvement')`)],
);

/**
 * Secrets every process on one PostgreSQL must agree on when the operator gives none (JWT_SECRET):
 * the first process to start writes one, the others read it (docs/operations.md, "More than one
 * instance").
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Request counts of the rate limits when RATE_LIMIT_STORE=postgres, shared by every instance: one row
 * per route and key (address or account) for the current window; expired rows are swept as they go.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);

/**
 * The devices (browsers, installed apps) that asked for push notifications (decision 0032): the push
 * service's endpoint and the subscription's keys, and which kinds of message this device wants.
 * Owned by the notifications module. A push service that answers 404 or 410 for an endpoint has
 * dropped it; the row goes with it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The subscription's P-256 public key and auth secret (base64url), to encrypt each message. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** Sessions booked, changed, cancelled and reminders of them (the `calendar` messages). */
    calendar: boolean('calendar').notNull().default(true),
    /** Something waits for an answer (the `no_action` reminders). */
    noAction: boolean('no_action').notNull().default(true),
    /** Which device, in the user's words for the settings page ("Chrome on Android"). */
    label: text('label'),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
