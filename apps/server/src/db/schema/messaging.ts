/**
 * Messaging and jobs (decision 0039): the messages and the devices that get push, owned by messaging/;
 * the daily summary's waiting items, owned by modules/notifications; durable jobs, owned by jobs/.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

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
