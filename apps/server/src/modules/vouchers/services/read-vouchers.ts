import {
  isRunningLow,
  type PaymentOverviewRow,
  type RunningLowItem,
  type VoucherBalance,
  type VoucherOverview,
} from '@sessionbook/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import { professionalClients } from '../../../db/schema/client-book.ts';
import { voucherEntries } from '../../../db/schema/vouchers.ts';
import type { Db } from '../../../db/types.ts';
import { findClientRow } from '../../clients/queries.ts';
import { kindKey } from '../ledger.ts';
import { currencyOf } from '../batch-context.ts';
import {
  creditedKinds,
  findExpiring,
  nothingExpires,
  findBalances,
  findBatches,
  findLedgerClients,
  findOverview,
  typeRef,
} from '../queries.ts';

const byName = (a: { full_name: string | null }, b: { full_name: string | null }) =>
  (a.full_name ?? '').localeCompare(b.full_name ?? '', undefined, { sensitivity: 'base' });

/** `GET vouchers`: every balance of the professional's clients, by client name. */
export async function listBalances(db: Db, professionalId: string, now: Date): Promise<VoucherBalance[]> {
  const rows = await findBalances(db, professionalId);
  const expiring = await findExpiring(db, professionalId, now);
  const clients = await findLedgerClients(
    db,
    professionalId,
    rows.map((row) => row.clientId),
  );
  const credited = await creditedKinds(db, professionalId);
  return rows
    .map((row) => {
      const client = clients.get(row.clientId);
      return {
        client_id: row.clientId,
        entry_id: client?.entryId ?? null,
        full_name: client?.fullName ?? null,
        type: typeRef(row.voucherTypeId),
        duration: row.duration,
        totalCount: row.total,
        running_low: credited.has(kindKey(row)) && isRunningLow(row.total),
        ...(expiring.get(kindKey(row)) ?? nothingExpires()),
      };
    })
    .sort(byName);
}

/**
 * `GET running-low` (docs/product/rules.md#running-low): balances of 1 or less of a kind the client has had
 * vouchers of, and balances of which some expire within EXPIRING_SOON_DAYS, for clients still in the
 * book; the low ones first, lowest first, then the soonest to expire.
 */
export async function listRunningLow(db: Db, professionalId: string, now: Date): Promise<RunningLowItem[]> {
  const firstEnd = (balance: VoucherBalance) => Date.parse(balance.expiring[0]?.expires_at ?? '') || Infinity;
  return (await listBalances(db, professionalId, now))
    .filter((balance) => (balance.running_low || balance.expiring_soon) && balance.entry_id !== null)
    .sort(
      (a, b) =>
        Number(b.running_low) - Number(a.running_low) ||
        (a.running_low ? a.totalCount - b.totalCount : firstEnd(a) - firstEnd(b)) ||
        byName(a, b),
    )
    .map((balance) => ({
      id: kindKey({
        clientId: balance.client_id,
        voucherTypeId: balance.type.id,
        duration: balance.duration,
      }),
      client: { id: balance.client_id, entry_id: balance.entry_id, full_name: balance.full_name },
      type: balance.type,
      duration: balance.duration,
      totalCount: balance.totalCount,
      low: balance.running_low,
      expiring_soon: balance.expiring_soon ? balance.expiring[0]! : null,
    }));
}

/** `GET vouchers/payment-overview`: the batches per client, clients with unpaid ones first. */
export async function paymentOverview(db: Db, professionalId: string): Promise<PaymentOverviewRow[]> {
  const batches = (await findBatches(db, professionalId)).filter((batch) => !batch.removed_at);
  const clients = await findLedgerClients(
    db,
    professionalId,
    batches.map((batch) => batch.client_id),
  );
  const rows = new Map<string, PaymentOverviewRow>();
  for (const batch of batches.reverse()) {
    let row = rows.get(batch.client_id);
    if (!row) {
      const client = clients.get(batch.client_id);
      row = {
        client_id: batch.client_id,
        entry_id: client?.entryId ?? null,
        full_name: client?.fullName ?? null,
        unpaid_count: 0,
        batches: [],
      };
      rows.set(batch.client_id, row);
    }
    row.batches.push(batch);
    if (!batch.paid) row.unpaid_count += batch.count;
  }
  return [...rows.values()].sort(
    (a, b) => Number(b.unpaid_count > 0) - Number(a.unpaid_count > 0) || byName(a, b),
  );
}

/** The client profile's voucher overview (`GET clients/{id}/vouchers`). */
export async function entryOverview(
  db: Db,
  professionalId: string,
  entryId: string,
  now: Date,
): Promise<VoucherOverview> {
  const entry = await findClientRow(db, professionalId, entryId);
  if (!entry) throw new AppError('error.client.not_found');
  if (!entry.clientId)
    return { balances: [], batches: [], log: [], currency: await currencyOf(db, professionalId) };
  return findOverview(db, professionalId, entry.clientId, now);
}

/**
 * The client's own vouchers with a professional: while connected, or afterwards when the ledger
 * holds any (their history stays theirs). Anyone else's professional is unknown (404).
 */
export async function ownOverview(
  db: Db,
  clientId: string,
  professionalId: string,
  now: Date,
): Promise<VoucherOverview> {
  const [connected] = await db
    .select({ id: professionalClients.id })
    .from(professionalClients)
    .where(
      and(
        eq(professionalClients.professionalId, professionalId),
        eq(professionalClients.clientId, clientId),
        isNull(professionalClients.endedAt),
      ),
    )
    .limit(1);
  if (!connected) {
    const [any] = await db
      .select({ id: voucherEntries.id })
      .from(voucherEntries)
      .where(and(eq(voucherEntries.professionalId, professionalId), eq(voucherEntries.clientId, clientId)))
      .limit(1);
    if (!any) throw new AppError('error.professional.not_found');
  }
  return findOverview(db, professionalId, clientId, now);
}
