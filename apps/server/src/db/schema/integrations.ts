/**
 * Integrations (issue 29): the professional's own calendars read for busy time (modules/busy-times,
 * docs/decisions/0050-busy-times.md), webhooks (modules/webhooks, docs/decisions/0051-webhooks.md),
 * personal API tokens (modules/auth, docs/decisions/0052-api-tokens.md) and the sites allowed to embed the booking widget
 * (modules/embed, docs/decisions/0053-booking-widget.md).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { professionalProfiles, tenantKey, users } from './accounts.ts';

/**
 * A calendar address of the professional's (the secret iCalendar address Google, Apple or Outlook gives),
 * fetched on a schedule; what it last answered, so a conditional request can ask "changed since?".
 */
export const busyCalendars = pgTable(
  'busy_calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: tenantKey(),
    label: text('label').notNull(),
    /** The address as fetched (`webcal://` stored as `https://`); secret: shown masked. */
    url: text('url').notNull(),
    /** Keep the events' titles (shown only to the professional); off: busy intervals only. */
    showTitles: boolean('show_titles').notNull().default(false),
    /** pending until the first fetch; ok; failed (last_error says why; the intervals of the last success stay). */
    status: text('status').notNull().default('pending'),
    lastError: text('last_error'),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** Busy intervals kept from the last successful fetch. */
    intervalCount: integer('interval_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('busy_calendars_professional_idx').on(t.professionalId),
    check('busy_calendars_status_check', sql`${t.status} in ('pending', 'ok', 'failed')`),
  ],
);

/** One busy stretch of a calendar, expanded (recurrences, exceptions, zones) into instants. */
export const busyIntervals = pgTable(
  'busy_intervals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => busyCalendars.id, { onDelete: 'cascade' }),
    professionalId: tenantKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    /** Only when the calendar's show_titles is on. */
    title: text('title'),
  },
  (t) => [
    index('busy_intervals_professional_time_idx').on(t.professionalId, t.startsAt, t.endsAt),
    index('busy_intervals_calendar_idx').on(t.calendarId),
    check('busy_intervals_order_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Where a professional's (or, with professional_id null, the whole instance's: the operator's) chosen
 * events are delivered, signed the Standard Webhooks way with `secret` (`whsec_` + base64).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: uuid('professional_id').references(() => professionalProfiles.id, {
      onDelete: 'cascade',
    }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: jsonb('event_types').$type<string[]>().notNull().default([]),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_professional_idx').on(t.professionalId)],
);

/** One thing that happened, once: its id is the `webhook-id` every delivery of it carries. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    professionalId: uuid('professional_id').references(() => professionalProfiles.id, {
      onDelete: 'cascade',
    }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_professional_idx').on(t.professionalId, t.createdAt)],
);

/** One event to one endpoint: the delivery log (attempts, last answer) and what "send again" restarts. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_key').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/**
 * Personal API tokens: named, scoped, revocable; only a hash is kept (the token is shown once).
 * `prefix` is the start shown in the list so the owner can tell them apart.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    tokenHash: text('token_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);

/** The sites (origins) allowed to embed a professional's booking widget (`frame-ancestors`). */
export const embedSettings = pgTable('embed_settings', {
  professionalId: tenantKey().primaryKey(),
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
