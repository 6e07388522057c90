/**
 * The professional's report (docs/product/rules.md#reports, decision 0046): months in their zone,
 * the clients of those months, the vouchers held now and who has not booked for a while.
 */
import { currencyOf } from '../../vouchers/batch-context.ts';
import {
  average,
  fromCents,
  monthSpans,
  rate,
  reportRange,
  reportRangeProblem,
  VALIDATION_MESSAGES as M,
  type OutstandingVouchers,
  type Report,
  type ReportClient,
} from '@sessionbook/domain';
import { fieldError } from '../../../core/errors.ts';
import type { Db } from '../../../db/types.ts';
import type { ProfessionalContext } from '../../auth/roles.ts';
import { findBalances, findBatches, findLedgerClients, typeRef } from '../../vouchers/queries.ts';
import { findInactiveClients, findRangeCounts } from '../queries.ts';

const DAY_MS = 86_400_000;

export interface ReportAsk {
  from?: string | undefined;
  to?: string | undefined;
  inactive_days: number;
}

export async function readReport(
  db: Db,
  professional: Pick<ProfessionalContext, 'professionalId' | 'timeZone'>,
  ask: ReportAsk,
  now: Date,
): Promise<Report> {
  const { professionalId, timeZone } = professional;
  const { from, to } = reportRange(ask, now, timeZone);
  const problem = reportRangeProblem(from, to);
  if (problem) throw fieldError('to', problem === 'too_long' ? M.outOfRange : M.endAfterStart);
  const spans = monthSpans(from, to, timeZone);

  const [{ months, clients: clientCounts }, outstanding, inactive, currency] = await Promise.all([
    findRangeCounts(db, professionalId, spans, now),
    outstandingVouchers(db, professionalId),
    findInactiveClients(db, professionalId, new Date(now.getTime() - ask.inactive_days * DAY_MS)),
    currencyOf(db, professionalId),
  ]);
  const names = await findLedgerClients(
    db,
    professionalId,
    clientCounts.map((client) => client.clientId),
  );
  const clients: ReportClient[] = clientCounts
    .map((client) => ({
      entry_id: names.get(client.clientId)?.entryId ?? null,
      full_name: names.get(client.clientId)?.fullName ?? null,
      sessions: client.sessions,
      attended: client.attended,
      no_shows: client.noShows,
      late_cancels: client.lateCancels,
    }))
    .sort(
      (a, b) =>
        b.sessions - a.sessions ||
        (a.full_name ?? '').localeCompare(b.full_name ?? '') ||
        (a.entry_id ?? '').localeCompare(b.entry_id ?? ''),
    );

  return {
    from,
    to,
    time_zone: timeZone,
    currency,
    inactive_days: ask.inactive_days,
    months: spans.map(({ month }) => {
      const counts = months.get(month)!;
      return {
        month,
        sessions: counts.sessions,
        registrations: counts.registrations,
        attended: counts.attended,
        no_shows: counts.noShows,
        unmarked: counts.unmarked,
        upcoming: counts.upcoming,
        attendance_rate: rate(counts.attended, counts.attended + counts.noShows),
        late_cancels: counts.lateCancels,
        active_clients: counts.activeClients,
        sessions_per_client: average(counts.registrations, counts.activeClients),
        vouchers_sold: counts.vouchersSold,
        vouchers_sold_value: fromCents(counts.vouchersSoldCents),
        vouchers_used: counts.vouchersUsed,
      };
    }),
    clients,
    outstanding,
    inactive_clients: inactive.map((row) => ({
      entry_id: row.entryId,
      full_name: row.fullName,
      last_session: row.lastSession?.toISOString() ?? null,
    })),
  };
}

/**
 * The vouchers held now, per voucher type: every positive balance, valued first in, first out (the
 * oldest vouchers are used first, so those held are the newest): at the value per voucher of the
 * kind's newest batches, newest first, as far as their counts go. What no batch covers, and batches
 * without a value, are `unpriced`. Negative balances are `owed`.
 */
async function outstandingVouchers(db: Db, professionalId: string): Promise<OutstandingVouchers[]> {
  const [balances, batches] = await Promise.all([
    findBalances(db, professionalId),
    findBatches(db, professionalId),
  ]);
  const kindKey = (clientId: string, typeId: number, duration: number) => `${clientId}:${typeId}:${duration}`;
  const batchesOf = new Map<string, { count: number; valueCents: number | null }[]>();
  // Oldest first, by when each was added.
  const byAge = [...batches].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const batch of byAge) {
    if (batch.count <= 0) continue;
    const key = kindKey(batch.client_id, batch.type.id, batch.duration);
    const list = batchesOf.get(key) ?? [];
    list.push({
      count: batch.count,
      valueCents: batch.value === null ? null : Math.round(batch.value * 100),
    });
    batchesOf.set(key, list);
  }
  const byType = new Map<number, { count: number; cents: number; unpriced: number; owed: number }>();
  for (const balance of balances) {
    const totals = byType.get(balance.voucherTypeId) ?? { count: 0, cents: 0, unpriced: 0, owed: 0 };
    byType.set(balance.voucherTypeId, totals);
    if (balance.total < 0) {
      totals.owed -= balance.total;
      continue;
    }
    totals.count += balance.total;
    let left = balance.total;
    // Take from the newest.
    const list = batchesOf.get(kindKey(balance.clientId, balance.voucherTypeId, balance.duration)) ?? [];
    for (let index = list.length - 1; index >= 0 && left > 0; index -= 1) {
      const batch = list[index]!;
      const taken = Math.min(left, batch.count);
      if (batch.valueCents === null) totals.unpriced += taken;
      else totals.cents += taken * batch.valueCents;
      left -= taken;
    }
    totals.unpriced += left;
  }
  return [...byType.entries()]
    .filter(([, totals]) => totals.count > 0 || totals.owed > 0)
    .sort(([a], [b]) => a - b)
    .map(([typeId, totals]) => ({
      type: typeRef(typeId),
      count: totals.count,
      value: fromCents(totals.cents),
      unpriced: totals.unpriced,
      owed: totals.owed,
    }));
}
