import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Reference data (spec section 3): individual, duo, group with their registration limits. */
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
    avatar: text('avatar'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Tokens issued before this instant are refused (password reset revokes every session). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check('users_theme_check', sql`${t.theme} in ('client', 'professional')`),
  ],
);

/** What both role profiles hold (spec section 3, "Profile data per theme"); one per user and role. */
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
  createdAt: createdAt(),
});

export const clientProfiles = pgTable('client_profiles', roleProfileColumns());

export const professionalProfiles = pgTable('professional_profiles', {
  ...roleProfileColumns(),
  description: text('description'),
  location: text('location'),
  speciality: text('speciality'),
  website: text('website'),
  facebook: text('facebook'),
  instagram: text('instagram'),
  linkedin: text('linkedin'),
  telegram: text('telegram'),
  twitch: text('twitch'),
  x: text('x'),
  youtube: text('youtube'),
  isPublic: boolean('is_public').notNull().default(false),
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

/** Every message the product sends, rendered; the default transport (DECISIONS.md item 16). */
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
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt)],
);
