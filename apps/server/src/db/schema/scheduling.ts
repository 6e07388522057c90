/**
 * The professional's calendar (decision 0039): series, events and their change stamps, owned by
 * modules/calendar; open slots, owned by modules/slots.
 */
import { MAX_ITEM_MINUTES, type WaitlistMode } from '@sessionbook/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, waitlistModeCheck } from './columns.ts';
import { tenantKey } from './accounts.ts';
import { voucherTypes } from './platform.ts';

/**
 * MAX_ITEM_MINUTES (packages/domain) as a constraint: the calendar window queries look back only that
 * far for items reaching into the window, so a longer row would silently drop out of the calendar.
 */
const maxDuration = (start: AnyPgColumn, end: AnyPgColumn) =>
  sql`${end} - ${start} <= ${sql.raw(`interval '${MAX_ITEM_MINUTES} minutes'`)}`;

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
    /** A session claimed from it is online, with a meeting link of its own (docs/product/rules.md#online-sessions). */
    online: boolean('online').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('availability_slots_window_idx').on(t.professionalId, t.startTime),
    // A series' slots by start: a slot's occurrence number is counted from the index alone.
    index('availability_slots_series_start_idx').on(t.seriesId, t.startTime, t.id),
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
    /** What a place opening does for the waitlist (docs/product/rules.md#waitlist-modes). */
    waitlistMode: text('waitlist_mode').$type<WaitlistMode>().notNull().default('notify_all'),
    title: text('title'),
    location: text('location'),
    notes: text('notes'),
    /**
     * An online session's meeting link, null for one in person (docs/product/rules.md#online-sessions):
     * shown only to the professional and the clients registered in it.
     */
    meetingUrl: text('meeting_url'),
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
    // A series' events by start: an event's occurrence number is counted from the index alone.
    index('events_series_start_idx').on(t.seriesId, t.startTime, t.id),
    index('events_slot_idx').on(t.availabilitySlotId),
    check('events_time_check', sql`${t.endTime} > ${t.startTime}`),
    check('events_duration_check', maxDuration(t.startTime, t.endTime)),
    check('events_max_regs_check', sql`${t.maxEventRegs} >= 1`),
    check('events_waitlist_mode_check', waitlistModeCheck(t.waitlistMode)),
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
