/**
 * Payments online (docs/decisions/0049-paid-online.md), owned by modules/payments: each professional's
 * Stripe account, each purchase of a pack through Stripe Checkout, and the webhook events handled, so
 * a payment credits the ledger once however often Stripe sends it.
 */
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
import { createdAt } from './columns.ts';
import { clientProfiles, tenantKey } from './accounts.ts';
import { voucherPacks } from './vouchers.ts';

/** A professional's connected Stripe account (Connect Standard); absent on a single-studio instance. */
export const stripeAccounts = pgTable('stripe_accounts', {
  professionalId: tenantKey().primaryKey(),
  accountId: text('account_id').notNull().unique(),
  /** Stripe's `charges_enabled`: the account can take payments. */
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One checkout of a pack by a client: what was offered (a copy of the pack at that moment), the
 * Checkout Session, and what became of it. `batch_id` is the credit it wrote, once paid.
 */
export const voucherPurchases = pgTable(
  'voucher_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: tenantKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clientProfiles.id, { onDelete: 'cascade' }),
    packId: uuid('pack_id').references(() => voucherPacks.id, { onDelete: 'set null' }),
    packName: text('pack_name').notNull(),
    voucherTypeId: integer('voucher_type_id').notNull(),
    duration: integer('duration').notNull(),
    count: integer('count').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    validDays: integer('valid_days'),
    /** The Stripe account the payment goes to; null: the operator's own (single studio). */
    stripeAccountId: text('stripe_account_id'),
    checkoutSessionId: text('checkout_session_id'),
    paymentIntentId: text('payment_intent_id'),
    status: text('status').notNull().default('open'),
    batchId: uuid('batch_id'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('voucher_purchases_client_idx').on(t.professionalId, t.clientId),
    uniqueIndex('voucher_purchases_session_key').on(t.checkoutSessionId),
    uniqueIndex('voucher_purchases_payment_key').on(t.paymentIntentId),
    check('voucher_purchases_status_check', sql`${t.status} in ('open', 'paid', 'refunded', 'expired')`),
  ],
);

/** Stripe events handled: the event's id is the key, so a second delivery changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});
