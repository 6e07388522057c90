/**
 * The ledger as the exports read it (docs/decisions/0048-import-and-export.md): every entry of a
 * professional's ledger, or every entry that names a client or was written by a professional (the
 * account's right of access), with the session an entry names. Read only.
 */
import type { LedgerKind } from '@sessionbook/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';

export interface LedgerExportRow {
  id: string;
  professionalId: string;
  clientId: string;
  kind: LedgerKind;
  voucherTypeId: number;
  duration: number;
  countDelta: number;
  batchId: string | null;
  /** As the entry left its batch; null on entries that are not about a batch. */
  paid: boolean | null;
  valueCents: number | null;
  createdAt: Date;
  session: { title: string | null; startTime: Date } | null;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const at = (value: unknown) => new Date(value as string);

/**
 * The entries `where` picks, in ledger order, each with its session looked up by the events' key: a
 * plain join lets the planner hash every event of every professional (as in decision 0046).
 */
async function findEntries(db: Db, where: SQL): Promise<LedgerExportRow[]> {
  const result = await db.execute(sql`
    select v.id, v.professional_id, v.client_id, v.kind, v.voucher_type_id, v.duration, v.count_delta,
      v.batch_id, v.paid, v.value_cents, v.created_at, e.title, e.start_time
    from voucher_entries v
    left join lateral (select x.title, x.start_time from events x where x.id = v.event_id offset 0) e on true
    where ${where}
    order by v.seq`);
  return rowsOf(result).map((row) => ({
    id: row.id as string,
    professionalId: row.professional_id as string,
    clientId: row.client_id as string,
    kind: row.kind as LedgerKind,
    voucherTypeId: Number(row.voucher_type_id),
    duration: Number(row.duration),
    countDelta: Number(row.count_delta),
    batchId: (row.batch_id as string | null) ?? null,
    paid: (row.paid as boolean | null) ?? null,
    valueCents: row.value_cents === null || row.value_cents === undefined ? null : Number(row.value_cents),
    createdAt: at(row.created_at),
    session: row.start_time
      ? { title: (row.title as string | null) ?? null, startTime: at(row.start_time) }
      : null,
  }));
}

/** The professional's whole ledger, in the order it was written. */
export const findProfessionalLedger = (db: Db, professionalId: string): Promise<LedgerExportRow[]> =>
  findEntries(db, sql`v.professional_id = ${professionalId}`);

/** Every entry naming the client profile or written by the professional profile, in ledger order. */
export function findLedgerOfAccount(
  db: Db,
  account: { clientId: string | null; professionalId: string | null },
): Promise<LedgerExportRow[]> {
  const conditions = [
    ...(account.clientId ? [sql`v.client_id = ${account.clientId}`] : []),
    ...(account.professionalId ? [sql`v.professional_id = ${account.professionalId}`] : []),
  ];
  if (conditions.length === 0) return Promise.resolve([]);
  return findEntries(db, sql.join(conditions, sql` or `));
}
