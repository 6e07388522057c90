import {
  expiringSchedule,
  fromCents,
  isExpiringSoon,
  isRunningLow,
  VOUCHER_TYPES,
  type LedgerKind,
  type ExpiringVouchers,
  type VoucherBatch,
  type VoucherLogEntry,
  type VoucherLogKind,
  type VoucherOverview,
} from '@sessionbook/domain';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { clientProfiles } from '../../db/schema/accounts.ts';
import { professionalClients } from '../../db/schema/client-book.ts';
import { events } from '../../db/schema/scheduling.ts';
import { voucherEntries } from '../../db/schema/vouchers.ts';
import type { Db } from '../../db/types.ts';
import type { LedgerEntryRow } from './ledger.ts';
import { batchContext, type BatchContext } from './batch-context.ts';
import { stepOf } from './expiry.ts';

/** The most log lines an overview carries, newest first. */
export const OVERVIEW_LOG_LIMIT = 500;

/** The entries that name a batch; an `expiry` names the batch it ends but leaves its size as it was. */
const BATCH_KINDS = ['credit', 'edit', 'payment', 'removal', 'expiry'] as const;

export const typeRef = (id: number) => ({
  id,
  type: VOUCHER_TYPES.find((type) => type.id === id)?.type ?? String(id),
});

/** A batch as its entries (in ledger order) leave it. */
export function foldBatch(entries: readonly LedgerEntryRow[], context: BatchContext): VoucherBatch {
  const credit = entries[0]!;
  let count = 0;
  let paid = false;
  let valueCents: number | null = null;
  let paidAt: Date | null = null;
  let removedAt: Date | null = null;
  let expiresAt: Date | null = null;
  let expiredCount = 0;
  for (const entry of entries) {
    if (entry.kind === 'expiry') {
      expiredCount -= entry.countDelta;
      continue;
    }
    expiresAt = entry.expiresAt;
    count += entry.countDelta;
    if (entry.paid !== null) {
      if (entry.paid && !paid) paidAt = entry.createdAt;
      if (!entry.paid) paidAt = null;
      paid = entry.paid;
    }
    valueCents = entry.valueCents;
    if (entry.kind === 'removal') removedAt = entry.createdAt;
  }
  return {
    id: credit.id,
    ids: [credit.id],
    client_id: credit.clientId,
    type: typeRef(credit.voucherTypeId),
    duration: credit.duration,
    count,
    value: valueCents === null ? null : fromCents(valueCents),
    paid,
    createdAt: credit.createdAt.toISOString(),
    paid_at: paidAt?.toISOString() ?? null,
    removed_at: removedAt?.toISOString() ?? null,
    currency: credit.currency ?? context.currency,
    expires_at: expiresAt?.toISOString() ?? null,
    expired_count: expiredCount,
    source: credit.source === 'import' || credit.source === 'purchase' ? credit.source : 'manual',
    pack: credit.packId ? { id: credit.packId, name: context.packNames.get(credit.packId) ?? '' } : null,
  };
}

/** The batches of a professional's entries, with what their fields need. */
export async function foldWithContext(
  db: Db,
  professionalId: string,
  batches: readonly (readonly LedgerEntryRow[])[],
): Promise<VoucherBatch[]> {
  const context = await batchContext(
    db,
    professionalId,
    batches.map((entries) => entries[0]!.packId),
  );
  return batches.map((entries) => foldBatch(entries, context));
}

/**
 * What of a balance expires when (docs/product/rules.md#expiry), per kind (`clientId:typeId:duration`),
 * replaying the entries of every kind that has a batch with an end (of some clients, or all).
 */
export async function findExpiring(
  db: Db,
  professionalId: string,
  now: Date,
  clientIds?: readonly string[],
): Promise<Map<string, { expiring: ExpiringVouchers[]; expiring_soon: boolean }>> {
  const found = new Map<string, { expiring: ExpiringVouchers[]; expiring_soon: boolean }>();
  if (clientIds && clientIds.length === 0) return found;
  const mine = and(
    eq(voucherEntries.professionalId, professionalId),
    clientIds ? inArray(voucherEntries.clientId, [...clientIds]) : undefined,
  );
  const rows = await db
    .select()
    .from(voucherEntries)
    .where(
      and(
        mine,
        sql`(${voucherEntries.clientId}, ${voucherEntries.voucherTypeId}, ${voucherEntries.duration}) in (
          select d.client_id, d.voucher_type_id, d.duration from ${voucherEntries} d
          where d.professional_id = ${professionalId} and d.kind = 'credit' and d.expires_at is not null)`,
      ),
    )
    .orderBy(asc(voucherEntries.seq));
  const byKind = new Map<string, LedgerEntryRow[]>();
  for (const row of rows) {
    const key = `${row.clientId}:${row.voucherTypeId}:${row.duration}`;
    byKind.set(key, [...(byKind.get(key) ?? []), row]);
  }
  for (const [key, entries] of byKind) {
    const expiring = expiringSchedule(entries.map(stepOf), now);
    found.set(key, { expiring, expiring_soon: isExpiringSoon(expiring, now) });
  }
  return found;
}

/** A kind that has nothing dated: nothing expires. */
export const nothingExpires = (): { expiring: ExpiringVouchers[]; expiring_soon: boolean } => ({
  expiring: [],
  expiring_soon: false,
});

/** Groups batch entries (ordered by `seq`) into batches, oldest batch first. */
function foldBatches(db: Db, professionalId: string, entries: readonly LedgerEntryRow[]) {
  const byBatch = new Map<string, LedgerEntryRow[]>();
  for (const entry of entries) {
    const list = byBatch.get(entry.batchId!) ?? [];
    list.push(entry);
    byBatch.set(entry.batchId!, list);
  }
  return foldWithContext(db, professionalId, [...byBatch.values()]);
}

/** The batches of a professional, optionally of some clients, oldest first. */
export async function findBatches(
  db: Db,
  professionalId: string,
  clientIds?: readonly string[],
): Promise<VoucherBatch[]> {
  if (clientIds && clientIds.length === 0) return [];
  const rows = await db
    .select()
    .from(voucherEntries)
    .where(
      and(
        eq(voucherEntries.professionalId, professionalId),
        inArray(voucherEntries.kind, [...BATCH_KINDS]),
        clientIds ? inArray(voucherEntries.clientId, [...clientIds]) : undefined,
      ),
    )
    .orderBy(asc(voucherEntries.seq));
  return foldBatches(db, professionalId, rows);
}

/** One batch of the professional, its entries locked so concurrent edits apply one after the other. */
export async function lockBatch(
  db: Db,
  professionalId: string,
  batchId: string,
): Promise<{ batch: VoucherBatch; credit: LedgerEntryRow } | null> {
  const [credit] = await db
    .select()
    .from(voucherEntries)
    .where(
      and(
        eq(voucherEntries.id, batchId),
        eq(voucherEntries.kind, 'credit'),
        eq(voucherEntries.professionalId, professionalId),
      ),
    )
    .for('update');
  if (!credit) return null;
  const entries = await db
    .select()
    .from(voucherEntries)
    .where(eq(voucherEntries.batchId, batchId))
    .orderBy(asc(voucherEntries.seq));
  const [batch] = await foldWithContext(db, professionalId, [entries]);
  return { batch: batch!, credit };
}

export interface BalanceRow {
  clientId: string;
  voucherTypeId: number;
  duration: number;
  total: number;
}

/** Every balance of a professional's clients (or of some), by client, type and duration. */
export async function findBalances(
  db: Db,
  professionalId: string,
  clientIds?: readonly string[],
): Promise<BalanceRow[]> {
  if (clientIds && clientIds.length === 0) return [];
  return db
    .select({
      clientId: voucherEntries.clientId,
      voucherTypeId: voucherEntries.voucherTypeId,
      duration: voucherEntries.duration,
      total: sql<number>`sum(${voucherEntries.countDelta})`.mapWith(Number),
    })
    .from(voucherEntries)
    .where(
      and(
        eq(voucherEntries.professionalId, professionalId),
        clientIds ? inArray(voucherEntries.clientId, [...clientIds]) : undefined,
      ),
    )
    .groupBy(voucherEntries.clientId, voucherEntries.voucherTypeId, voucherEntries.duration)
    .orderBy(voucherEntries.clientId, voucherEntries.voucherTypeId, voucherEntries.duration);
}

/** Whether a client has ever had a credit of a kind (docs/product/rules.md#running-low: running low needs one). */
export async function creditedKinds(db: Db, professionalId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({
      clientId: voucherEntries.clientId,
      voucherTypeId: voucherEntries.voucherTypeId,
      duration: voucherEntries.duration,
    })
    .from(voucherEntries)
    .where(and(eq(voucherEntries.professionalId, professionalId), eq(voucherEntries.kind, 'credit')));
  return new Set(rows.map((row) => `${row.clientId}:${row.voucherTypeId}:${row.duration}`));
}

/** Who the professional's ledger names: the client's name and live book entry, if any. */
export async function findLedgerClients(
  db: Db,
  professionalId: string,
  clientIds: readonly string[],
): Promise<Map<string, { entryId: string | null; fullName: string | null }>> {
  const found = new Map<string, { entryId: string | null; fullName: string | null }>();
  if (clientIds.length === 0) return found;
  const profiles = await db
    .select({ id: clientProfiles.id, fullName: clientProfiles.fullName })
    .from(clientProfiles)
    .where(inArray(clientProfiles.id, [...new Set(clientIds)]));
  for (const profile of profiles) found.set(profile.id, { entryId: null, fullName: profile.fullName });
  const entries = await db
    .select({
      id: professionalClients.id,
      clientId: professionalClients.clientId,
      fullName: professionalClients.fullName,
    })
    .from(professionalClients)
    .where(
      and(
        eq(professionalClients.professionalId, professionalId),
        sql`${professionalClients.endedAt} is null`,
        isNotNull(professionalClients.clientId),
        inArray(professionalClients.clientId, [...new Set(clientIds)]),
      ),
    );
  for (const entry of entries) {
    const known = found.get(entry.clientId!);
    found.set(entry.clientId!, { entryId: entry.id, fullName: entry.fullName ?? known?.fullName ?? null });
  }
  return found;
}

const LOG_KIND: Record<LedgerKind, VoucherLogKind> = {
  credit: 'added',
  edit: 'edited',
  payment: 'paid',
  removal: 'removed',
  expiry: 'expired',
  reset: 'reset',
  consumption: 'used',
  reversal: 'returned',
  late_cancel: 'late_cancel',
  no_show_return: 'no_show_returned',
  no_show_undo: 'no_show_undone',
};

/** The change log of one client with one professional, newest first, with the session of each use. */
export async function findLog(db: Db, professionalId: string, clientId: string): Promise<VoucherLogEntry[]> {
  const rows = await db
    .select({ entry: voucherEntries, title: events.title, startTime: events.startTime })
    .from(voucherEntries)
    .leftJoin(events, eq(events.id, voucherEntries.eventId))
    .where(
      and(
        eq(voucherEntries.professionalId, professionalId),
        eq(voucherEntries.clientId, clientId),
        // A batch that ended with nothing left changed no balance: not a line of the log.
        sql`not (${voucherEntries.kind} = 'expiry' and ${voucherEntries.countDelta} = 0)`,
      ),
    )
    .orderBy(desc(voucherEntries.seq))
    .limit(OVERVIEW_LOG_LIMIT);
  return rows.map(({ entry, title, startTime }) => ({
    id: entry.id,
    kind: LOG_KIND[entry.kind as LedgerKind],
    batch_id: entry.batchId,
    type: typeRef(entry.voucherTypeId),
    duration: entry.duration,
    count: entry.countDelta,
    paid: entry.paid,
    at: entry.createdAt.toISOString(),
    session:
      entry.eventId && startTime
        ? { event_id: entry.eventId, title, start_time: startTime.toISOString() }
        : null,
  }));
}

/** The voucher overview of one client with one professional (client profile, client's own view). */
export async function findOverview(
  db: Db,
  professionalId: string,
  clientId: string,
  now: Date,
): Promise<VoucherOverview> {
  const [balances, batches, log, context, expiring] = [
    await findBalances(db, professionalId, [clientId]),
    await findBatches(db, professionalId, [clientId]),
    await findLog(db, professionalId, clientId),
    await batchContext(db, professionalId, []),
    await findExpiring(db, professionalId, now, [clientId]),
  ];
  const credited = new Set(batches.map((batch) => `${batch.type.id}:${batch.duration}`));
  return {
    balances: balances.map((row) => ({
      type: typeRef(row.voucherTypeId),
      duration: row.duration,
      totalCount: row.total,
      running_low: credited.has(`${row.voucherTypeId}:${row.duration}`) && isRunningLow(row.total),
      ...(expiring.get(`${clientId}:${row.voucherTypeId}:${row.duration}`) ?? nothingExpires()),
    })),
    batches: batches.reverse(),
    log,
    currency: context.currency,
  };
}
