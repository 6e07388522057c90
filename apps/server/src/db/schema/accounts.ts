/**
 * Accounts (decision 0039): the users, the usernames they have had, their two role profiles, their
 * sessions and e-mailed links, owned by modules/auth; onboarding's answers, owned by modules/onboarding.
 * Every other module changes these rows through the owner's functions.
 */
import type { WaitlistMode } from '@sessionbook/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, waitlistModeCheck } from './columns.ts';

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

export const professionalProfiles = pgTable(
  'professional_profiles',
  {
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
    /** The waitlist mode a new class starts with (docs/product/rules.md#waitlist-modes). */
    waitlistMode: text('waitlist_mode').$type<WaitlistMode>().notNull().default('notify_all'),
    /**
     * The professional's own meeting room (a Zoom, Meet or Teams link), used for their online sessions
     * instead of a generated room (docs/product/rules.md#online-sessions); null: a room of its own each.
     */
    meetingLink: text('meeting_link'),
    /** The shareable invite link `/invite/{slug}` (issue 3); null until first created. */
    inviteSlug: text('invite_slug').unique(),
  },
  (t) => [check('professional_profiles_waitlist_mode_check', waitlistModeCheck(t.waitlistMode))],
);

/**
 * The tenant key every professional-owned table carries (docs/architecture.md#past-one-machine): rows
 * go with their professional, and Citus can distribute by it.
 */
export const tenantKey = () =>
  uuid('professional_id')
    .notNull()
    .references(() => professionalProfiles.id, { onDelete: 'cascade' });

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

/** Onboarding's answers (docs/product/entities-and-states.md#user-preferences): chosen voucher types and durations. */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionPreferences: jsonb('session_preferences').$type<number[]>().notNull().default([]),
  durationPreferences: jsonb('duration_preferences').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
