/** Vouchers (decision 0039): the ledger and the deadlines per voucher type, owned by modules/vouchers. */
import {
  DEFAULT_CANCELLATION_DEADLINE_HOURS,
  DEFAULT_LATE_CANCEL_RULE,
  DEFAULT_NO_SHOW_RULE,
  DEFAULT_REGISTRATION_DEADLINE_HOURS,
} from '@sessionbook/domain';
import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { clientProfiles, tenantKey } from './accounts.ts';
import { professionalClients } from './client-book.ts';
import { events } from './scheduling.ts';
import { eventRegistrations } from './bookings.ts';
import { voucherTypes } from './platform.ts';

/**
 * The voucher ledger (docs/product/rules.md#voucher-balances and docs/product/rules.md#voucher-consumption):
 * append-only, per client, professional, voucher type
 * and duration. A batch is its `credit` entry (`batch_id` = its own id) and the `edit`, `payment` and
 * `removal` entries that name it, each holding the batch's state after it; a balance is the sum of
 * `count_delta`. A trigger (migration 0007) refuses updates and deletes, except the cascades of
 * deleting an account (docs/product/rules.md#account-deletion) and the `set null` of a deleted registration
 * or event.
 * At most one consumption, one late cancel and one reversal per registration: a job that runs twice
 * charges once. No-show returns and their undoing alternate per registration, written under the
 * registration's row lock from the difference to what is due (docs/product/rules.md#late-cancels-and-no-shows).
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
    /**
     * Of a batch (docs/decisions/0047-packs-and-expiry.md), each entry holding the state after it like
     * `paid`: when its unused vouchers expire (null: never), the pack it was sold from, the currency of
     * `value_cents` (null: the professional's), and on the `credit` how it came (null: added by hand;
     * `import`: an opening balance of an imported client; `purchase`: paid online, `payment_ref` naming
     * the payment).
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    packId: uuid('pack_id').references(() => voucherPacks.id, { onDelete: 'set null' }),
    currency: text('currency'),
    source: text('source'),
    paymentRef: text('payment_ref'),
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
    uniqueIndex('voucher_entries_late_cancel_key')
      .on(t.registrationId)
      .where(sql`${t.kind} = 'late_cancel'`),
    // A batch expires once, however often or on however many workers its job runs.
    uniqueIndex('voucher_entries_expiry_key')
      .on(t.batchId)
      .where(sql`${t.kind} = 'expiry'`),
    // A payment credits once, however often its webhook arrives.
    uniqueIndex('voucher_entries_payment_ref_key')
      .on(t.professionalId, t.paymentRef)
      .where(sql`${t.kind} = 'credit' and ${t.paymentRef} is not null`),
    check(
      'voucher_entries_kind_check',
      sql`${t.kind} in ('credit', 'edit', 'payment', 'removal', 'expiry', 'consumption', 'reversal', 'late_cancel', 'no_show_return', 'no_show_undo', 'reset')`,
    ),
    check('voucher_entries_duration_check', sql`${t.duration} in (30, 45, 60, 90, 120)`),
    check(
      'voucher_entries_batch_check',
      sql`(${t.batchId} is not null) = (${t.kind} in ('credit', 'edit', 'payment', 'removal', 'expiry'))`,
    ),
    check(
      'voucher_entries_source_check',
      sql`${t.source} is null or (${t.kind} = 'credit' and ${t.source} in ('import', 'purchase'))`,
    ),
    check('voucher_entries_currency_check', sql`${t.currency} is null or ${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * A professional's packs (docs/decisions/0047-packs-and-expiry.md): what a batch sold from it holds
 * (voucher type, duration, count), its price in whole cents of `currency`, and how many days its
 * vouchers stay valid (null: unlimited). A pack is never deleted while batches name it; `archived_at`
 * takes it off sale and out of the forms.
 */
export const voucherPacks = pgTable(
  'voucher_packs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: tenantKey(),
    name: text('name').notNull(),
    voucherTypeId: integer('voucher_type_id')
      .notNull()
      .references(() => voucherTypes.id),
    duration: integer('duration').notNull(),
    count: integer('count').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    validDays: integer('valid_days'),
    /** Clients may buy it online (when payments are set up). */
    onSale: boolean('on_sale').notNull().default(true),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('voucher_packs_professional_idx').on(t.professionalId),
    check('voucher_packs_duration_check', sql`${t.duration} in (30, 45, 60, 90, 120)`),
    check('voucher_packs_count_check', sql`${t.count} between 1 and 100`),
    check('voucher_packs_price_check', sql`${t.priceCents} between 0 and 10000000`),
    check('voucher_packs_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('voucher_packs_valid_days_check', sql`${t.validDays} is null or ${t.validDays} between 1 and 3660`),
  ],
);

/** The professional's money settings: the currency their prices are in (ISO 4217). */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    professionalId: tenantKey().primaryKey(),
    currency: text('currency').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payment_settings_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`)],
);

/**
 * Opening voucher balances of an imported client (docs/decisions/0048-import-and-export.md), kept until
 * the client has an account and accepts: then the `vouchers.open_imported` job turns each into a
 * `credit` batch with source `import` and deletes it, in one transaction.
 */
export const openingBalances = pgTable(
  'opening_balances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: tenantKey(),
    professionalClientId: uuid('professional_client_id')
      .notNull()
      .references(() => professionalClients.id, { onDelete: 'cascade' }),
    voucherTypeId: integer('voucher_type_id')
      .notNull()
      .references(() => voucherTypes.id),
    duration: integer('duration').notNull(),
    count: integer('count').notNull(),
    valueCents: integer('value_cents'),
    paid: boolean('paid').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('opening_balances_client_idx').on(t.professionalClientId),
    check('opening_balances_duration_check', sql`${t.duration} in (30, 45, 60, 90, 120)`),
    check('opening_balances_count_check', sql`${t.count} between 1 and 1000`),
  ],
);

/**
 * Voucher settings per professional and voucher type (docs/product/entities-and-states.md#voucher-settings):
 * deadlines in whole hours, and the late-cancel and no-show rules.
 */
export const voucherSettings = pgTable(
  'voucher_settings',
  {
    professionalId: tenantKey(),
    voucherTypeId: integer('voucher_type_id')
      .notNull()
      .references(() => voucherTypes.id),
    registrationDeadlineHours: integer('registration_deadline_hours').notNull(),
    cancellationDeadlineHours: integer('cancellation_deadline_hours').notNull(),
    lateCancel: text('late_cancel').notNull().default('refuse'),
    noShow: text('no_show').notNull().default('use_voucher'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.professionalId, t.voucherTypeId] }),
    check(
      'voucher_settings_hours_check',
      sql`${t.registrationDeadlineHours} between 0 and 720 and ${t.cancellationDeadlineHours} between 0 and 720`,
    ),
    check('voucher_settings_late_cancel_check', sql`${t.lateCancel} in ('refuse', 'use_voucher')`),
    check('voucher_settings_no_show_check', sql`${t.noShow} in ('use_voucher', 'return')`),
  ],
);

/** The settings other modules' statements read of a voucher type. */
type VoucherSettingColumn =
  'registration_deadline_hours' | 'cancellation_deadline_hours' | 'late_cancel' | 'no_show';

/** docs/product/rules.md#deadlines: what a voucher type the professional did not set follows. */
const SETTING_DEFAULTS: Record<VoucherSettingColumn, number | string> = {
  registration_deadline_hours: DEFAULT_REGISTRATION_DEADLINE_HOURS,
  cancellation_deadline_hours: DEFAULT_CANCELLATION_DEADLINE_HOURS,
  late_cancel: DEFAULT_LATE_CANCEL_RULE,
  no_show: DEFAULT_NO_SHOW_RULE,
};

/**
 * One setting of a professional's voucher type as a subquery, for a statement of another module (a
 * read across owners through the owner's piece, decision 0039): null when the type is not set. Here,
 * below every module, because reminders sit below vouchers.
 */
export const voucherSettingOf = <T>(
  column: VoucherSettingColumn,
  professionalId: SQLWrapper | string,
  voucherTypeId: SQLWrapper | number,
) =>
  sql<T | null>`(select vs.${sql.raw(column)} from ${voucherSettings} vs
    where vs.professional_id = ${professionalId} and vs.voucher_type_id = ${voucherTypeId})`;

/** The same, with the default of a type the professional did not set. */
export const voucherSettingOrDefault = <T>(
  column: VoucherSettingColumn,
  professionalId: SQLWrapper | string,
  voucherTypeId: SQLWrapper | number,
) =>
  sql<T>`coalesce(${voucherSettingOf(column, professionalId, voucherTypeId)}, ${SETTING_DEFAULTS[column]})`;
