/**
 * The platform (decision 0039): reference data (voucher types, written by migrations only), feedback
 * reports (modules/feedback), shared secrets (db/) and rate-limit counters (http/).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

/** Reference data (docs/product/entities-and-states.md#voucher-types): individual, duo, group with their registration limits. */
export const voucherTypes = pgTable('voucher_types', {
  id: integer('id').primaryKey(),
  type: text('type').notNull().unique(),
  maxEventRegs: integer('max_event_regs').notNull(),
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
