import { randomUUID } from 'node:crypto';
import { voucherDurationOfEvent, type LedgerKind } from '@sessionbook/domain';
import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { eventRegistrations, isActive } from '../../db/schema/bookings.ts';
import { events } from '../../db/schema/scheduling.ts';
import { voucherEntries } from '../../db/schema/vouchers.ts';
import type { Db } from '../../db/types.ts';
import { enqueue, enqueueAll } from '../../jobs/queue.ts';
import { expiryJob } from './expiry.ts';
import { settleNoShowReturns } from './late-cancels-and-no-shows.ts';
import { findBalances } from './queries.ts';
import { expiringNoticeJob, voucherNoticeJob } from './voucher-notice-job.ts';
import { recordWebhookEvents } from '../webhooks/record-event.ts';
import { voucherWebhook } from './webhook-data.ts';

export type LedgerEntryRow = typeof voucherEntries.$inferSelect;

/** The kind of vouchers a balance counts: one client of one professional, one type and duration. */
export interface VoucherKind {
  professionalId: string;
  clientId: string;
  voucherTypeId: number;
  duration: number;
}

/** What an entry of a batch records: the change of the balance and the batch's state after it. */
export interface BatchEntry extends VoucherKind {
  kind: Extract<LedgerKind, 'credit' | 'edit' | 'payment' | 'removal'>;
  batchId: string;
  countDelta: number;
  paid: boolean;
  valueCents: number | null;
  /** When its unused vouchers expire (null: never); every entry of the batch carries it on. */
  expiresAt: Date | null;
  /** When it happened (the app's clock; tests move it). */
  createdAt: Date;
}

/** What only a batch's `credit` says: the pack sold, the currency, how it came, the payment. */
export interface CreditDetails {
  packId?: string | null;
  currency?: string | null;
  source?: 'import' | 'purchase' | null;
  paymentRef?: string | null;
}

/**
 * Appends one entry of a batch; a `credit` starts a new batch (its id is the batch id), and a credit
 * with an end schedules, in the same transaction, its expiry (docs/product/rules.md#expiry) and the
 * client's notice a week before it (`vouchers.notice` 'expiring').
 */
export async function appendBatchEntry(
  db: Db,
  entry: BatchEntry,
  details: CreditDetails = {},
): Promise<LedgerEntryRow> {
  const id = entry.kind === 'credit' ? entry.batchId : randomUUID();
  const [row] = await db
    .insert(voucherEntries)
    .values({ id, ...entry, ...(entry.kind === 'credit' ? details : {}) })
    .returning();
  if (entry.kind === 'credit' && entry.expiresAt) {
    await enqueue(db, expiryJob(row!.id, entry.expiresAt));
    // The client hears a week ahead what will expire, if any will.
    const notice = expiringNoticeJob(row!.id, entry.expiresAt, entry.createdAt);
    if (notice) await enqueue(db, notice);
  }
  return row!;
}

export const newBatchId = (): string => randomUUID();

/** Appends a reset: the entry that brings the balance of `kind` from `balance` to zero. */
export async function appendReset(db: Db, kind: VoucherKind, balance: number, now: Date): Promise<void> {
  await db.insert(voucherEntries).values({ ...kind, kind: 'reset', countDelta: -balance, createdAt: now });
}

/**
 * docs/product/rules.md#voucher-consumption: charges one voucher to every active registration of an event
 * that has begun
 * and was not cancelled. Idempotent: the unique index on a registration's consumption makes a second
 * run (or a second worker at once) insert nothing. The event row is locked for share, so a
 * cancellation committing meanwhile is either seen (nothing charged) or waits and then reverses.
 * Each charge schedules a look at the client's balance after the commit (`vouchers.notice`, a job of
 * this transaction): a charge only sees its own transaction, so two at once could each see 2 left
 * when 1 is; the look after the commit of the last one sees what is (docs/product/rules.md#running-low, issue
 * 24).
 */
export async function consumeEvent(db: Db, eventId: string, now: Date): Promise<number> {
  const [event] = await db
    .select({
      id: events.id,
      professionalId: events.professionalId,
      startTime: events.startTime,
      endTime: events.endTime,
      cancelledAt: events.cancelledAt,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for('share');
  if (!event || event.cancelledAt || event.startTime.getTime() > now.getTime()) return 0;
  const registrations = await db
    .select({
      id: eventRegistrations.id,
      clientId: eventRegistrations.clientId,
      voucherTypeId: eventRegistrations.voucherTypeId,
      attendance: eventRegistrations.attendance,
    })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), isActive(eventRegistrations)))
    // One order for every charger of this event: two jobs inserting at once never deadlock.
    .orderBy(eventRegistrations.id)
    .for('share');
  if (registrations.length === 0) return 0;
  const duration = voucherDurationOfEvent(event.startTime, event.endTime);
  const inserted = await db
    .insert(voucherEntries)
    .values(
      registrations.map((registration) => ({
        professionalId: event.professionalId,
        clientId: registration.clientId,
        voucherTypeId: registration.voucherTypeId,
        duration,
        kind: 'consumption',
        countDelta: -1,
        registrationId: registration.id,
        eventId,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: voucherEntries.id, registrationId: voucherEntries.registrationId });
  await enqueueAll(
    db,
    inserted.map((entry) => voucherNoticeJob('running_low', entry.id)),
  );
  const byRegistration = new Map(registrations.map((row) => [row.id, row]));
  await recordWebhookEvents(
    db,
    event.professionalId,
    inserted.map((entry) => {
      const registration = byRegistration.get(entry.registrationId!)!;
      return voucherWebhook(db, 'voucher.used', {
        professionalId: event.professionalId,
        clientId: registration.clientId,
        voucherTypeId: registration.voucherTypeId,
        duration,
        count: 1,
        batchId: null,
        eventId,
        registrationId: registration.id,
      });
    }),
    now,
  );
  // A no-show marked before this job ran (the worker was late) gets its return now.
  const charged = new Set(inserted.map((entry) => entry.registrationId));
  await settleNoShowReturns(
    db,
    registrations.filter((row) => row.attendance === 'no_show' && charged.has(row.id)).map((row) => row.id),
    now,
  );
  return inserted.length;
}

/**
 * Returns the vouchers the registrations used (an event cancelled after it began or after a late
 * cancel, a registration declined after it began): one `reversal` per use (a consumption or a late
 * cancel), at most once each, each telling its client (a job of this transaction). A use a no-show
 * return already gave back is not returned twice.
 */
export async function reverseConsumptions(
  db: Db,
  registrationIds: readonly string[],
  now: Date,
): Promise<number> {
  if (registrationIds.length === 0) return 0;
  const entries = await db
    .select()
    .from(voucherEntries)
    .where(
      and(
        inArray(voucherEntries.registrationId, [...registrationIds]),
        inArray(voucherEntries.kind, ['consumption', 'late_cancel', 'no_show_return', 'no_show_undo']),
      ),
    );
  const held = new Map<string, number>();
  for (const entry of entries)
    held.set(entry.registrationId!, (held.get(entry.registrationId!) ?? 0) + entry.countDelta);
  const consumed = entries.filter(
    (entry) =>
      (entry.kind === 'consumption' || entry.kind === 'late_cancel') && held.get(entry.registrationId!)! < 0,
  );
  if (consumed.length === 0) return 0;
  const inserted = await db
    .insert(voucherEntries)
    .values(
      consumed.map((entry) => ({
        professionalId: entry.professionalId,
        clientId: entry.clientId,
        voucherTypeId: entry.voucherTypeId,
        duration: entry.duration,
        kind: 'reversal',
        countDelta: 1,
        registrationId: entry.registrationId,
        eventId: entry.eventId,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: voucherEntries.id });
  await enqueueAll(
    db,
    inserted.map((entry) => voucherNoticeJob('returned', entry.id)),
  );
  return inserted.length;
}

/** Reverses the consumptions of every registration of the events (they were cancelled after they began). */
export async function reverseEventConsumptions(
  db: Db,
  eventIds: readonly string[],
  now: Date,
): Promise<number> {
  if (eventIds.length === 0) return 0;
  const rows = await db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(inArray(eventRegistrations.eventId, [...eventIds]));
  return reverseConsumptions(
    db,
    rows.map((row) => row.id),
    now,
  );
}

/** The balance of each kind the rows name, keyed by `kindKey`. */
export async function balancesOf(
  db: Db,
  professionalId: string,
  clientIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await findBalances(db, professionalId, [...new Set(clientIds)]);
  return new Map(rows.map((row) => [kindKey(row), row.total]));
}

/** Entries that use a voucher for a session or give it back: not what the professional credited. */
const USE_KINDS = ['consumption', 'reversal', 'late_cancel', 'no_show_return', 'no_show_undo'] as const;

/**
 * What the professional ever put on a kind of the client's vouchers: every entry but uses and their
 * returns (credits, edits, removals, resets). It changes with each top-up, so running low can be told
 * again after one.
 */
export async function creditedOf(db: Db, kind: VoucherKind): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${voucherEntries.countDelta}), 0)`.mapWith(Number) })
    .from(voucherEntries)
    .where(
      and(
        eq(voucherEntries.professionalId, kind.professionalId),
        eq(voucherEntries.clientId, kind.clientId),
        eq(voucherEntries.voucherTypeId, kind.voucherTypeId),
        eq(voucherEntries.duration, kind.duration),
        notInArray(voucherEntries.kind, [...USE_KINDS]),
      ),
    );
  return row?.total ?? 0;
}

export const kindKey = (kind: { clientId: string; voucherTypeId: number; duration: number }): string =>
  `${kind.clientId}:${kind.voucherTypeId}:${kind.duration}`;

/**
 * Account deletion's part of vouchers: erases the ledger of a client profile or a professional profile.
 * The ledger refuses deletes (migration 0007); migration 0008 lets this one transaction through, by a
 * local setting.
 */
export async function forgetVouchers(
  db: Db,
  owner: { clientId: string | null; professionalId: string | null },
): Promise<void> {
  const conditions = [
    ...(owner.clientId ? [eq(voucherEntries.clientId, owner.clientId)] : []),
    ...(owner.professionalId ? [eq(voucherEntries.professionalId, owner.professionalId)] : []),
  ];
  if (conditions.length === 0) return;
  await db.execute(sql`select set_config('sessionbook.erasing_account', 'on', true)`);
  await db.delete(voucherEntries).where(or(...conditions));
  await db.execute(sql`select set_config('sessionbook.erasing_account', 'off', true)`);
}
