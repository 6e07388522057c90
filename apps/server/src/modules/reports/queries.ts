/**
 * What the professional's reports read (docs/product/rules.md#reports, decision 0046). Read only: the
 * tables belong to bookings, vouchers, calendar and clients (decision 0039), and their rules come from
 * them: the active place (`isActive`, db/schema/bookings.ts) and the ledger's kinds (modules/vouchers).
 * Months are spans of instants the caller computed in the professional's zone, so the database needs
 * no zone rules (PGlite and PostgreSQL answer alike).
 */
import type { MonthSpan } from '@sessionbook/domain';
import { sql, type SQL } from 'drizzle-orm';
import { isActive } from '../../db/schema/bookings.ts';
import type { Db } from '../../db/types.ts';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const int = (value: unknown) => Number(value ?? 0);

/** The months as a table `m(month, starts, ends)` for a `with` clause. */
function monthsTable(spans: readonly MonthSpan[]): SQL {
  const rows = spans.map(
    (span) =>
      sql`(${span.month}::text, ${span.start.toISOString()}::timestamptz, ${span.end.toISOString()}::timestamptz)`,
  );
  return sql`m(month, starts, ends) as (values ${sql.join(rows, sql`, `)})`;
}

/**
 * The active registrations of one event, looked up by its index. `offset 0` keeps the planner from
 * folding it into a join that reads every registration of every professional (a year of 1,000
 * professionals' sessions is 3.4 million rows; one professional's year is about 4,400).
 */
const placesOf = (eventId: SQL) =>
  sql`select r.id, r.client_id, r.attendance from event_registrations r
    where r.event_id = ${eventId} and ${isActive('r')} offset 0`;

/** Uses a session's vouchers can have: charged (−1) or given back (+1), per the ledger of modules/vouchers. */
const USE_KINDS = sql`('consumption', 'late_cancel', 'reversal', 'no_show_return', 'no_show_undo')`;

export interface MonthCounts {
  sessions: number;
  registrations: number;
  attended: number;
  noShows: number;
  unmarked: number;
  upcoming: number;
  activeClients: number;
  lateCancels: number;
  vouchersUsed: number;
  vouchersSold: number;
  vouchersSoldCents: number;
}

const emptyMonth = (): MonthCounts => ({
  sessions: 0,
  registrations: 0,
  attended: 0,
  noShows: 0,
  unmarked: 0,
  upcoming: 0,
  activeClients: 0,
  lateCancels: 0,
  vouchersUsed: 0,
  vouchersSold: 0,
  vouchersSoldCents: 0,
});

export interface ClientCounts {
  clientId: string;
  sessions: number;
  attended: number;
  noShows: number;
  lateCancels: number;
}

export interface RangeCounts {
  months: Map<string, MonthCounts>;
  /** Every client with a registration or a late cancel in the range. */
  clients: ClientCounts[];
}

/**
 * Per month: sessions (not cancelled) by their start, their active registrations and marks, the late
 * cancels and voucher uses of those sessions, and the batches added in the month as they stand now;
 * and the same places and late cancels per client over the whole range. Each table is read once:
 * `grouping sets` gives the months' totals and each client's rows per month from one scan.
 */
export async function findRangeCounts(
  db: Db,
  professionalId: string,
  spans: readonly MonthSpan[],
  now: Date,
): Promise<RangeCounts> {
  const months = new Map(spans.map((span) => [span.month, emptyMonth()]));
  const clients = new Map<string, ClientCounts>();
  if (spans.length === 0) return { months, clients: [] };
  const from = spans[0]!.start.toISOString();
  const to = spans.at(-1)!.end.toISOString();
  const nowIso = now.toISOString();
  const monthRows = monthsTable(spans);
  // The professional's sessions of the range, each with its month.
  const sessions = sql`s as (
    select e.id, e.start_time, m.month from events e
    join m on e.start_time >= m.starts and e.start_time < m.ends
    where e.professional_id = ${professionalId} and e.start_time >= ${from}::timestamptz
      and e.start_time < ${to}::timestamptz and e.cancelled_at is null)`;

  const [places, ledger, sold] = await Promise.all([
    db.execute(sql`with ${monthRows}, ${sessions}
      select s.month, r.client_id, grouping(r.client_id) whole_month,
        count(distinct s.id) sessions,
        count(r.id) registrations,
        count(r.id) filter (where r.attendance = 'attended') attended,
        count(r.id) filter (where r.attendance = 'no_show') no_shows,
        count(r.id) filter (where r.attendance is null and s.start_time <= ${nowIso}::timestamptz) unmarked,
        count(r.id) filter (where s.start_time > ${nowIso}::timestamptz) upcoming
      from s left join lateral (${placesOf(sql`s.id`)}) r on true
      group by grouping sets ((s.month), (s.month, r.client_id))`),
    // Late cancels and uses by the month of their session (a cancelled session's uses were reversed),
    // and late cancels per client.
    db.execute(sql`with ${monthRows}
      select m.month, v.client_id, grouping(v.client_id) whole_month,
        count(*) filter (where v.kind = 'late_cancel') late_cancels,
        coalesce(-sum(v.count_delta), 0) used
      from voucher_entries v
      join events e on e.id = v.event_id
      join m on e.start_time >= m.starts and e.start_time < m.ends
      where v.professional_id = ${professionalId} and v.kind in ${USE_KINDS}
        and e.start_time >= ${from}::timestamptz and e.start_time < ${to}::timestamptz
      group by grouping sets ((m.month), (v.client_id))`),
    // Batches by the month of their credit, as their later entries leave them (count, value per voucher);
    // an expiry ends what was left of a batch but does not unsell it.
    db.execute(sql`with ${monthRows}, b as (
        select c.id, c.created_at,
          (select sum(x.count_delta) from voucher_entries x where x.batch_id = c.id and x.kind <> 'expiry') count,
          (select x.value_cents from voucher_entries x where x.batch_id = c.id and x.kind <> 'expiry'
            order by x.seq desc limit 1) value_cents
        from voucher_entries c
        where c.professional_id = ${professionalId} and c.kind = 'credit'
          and c.created_at >= ${from}::timestamptz and c.created_at < ${to}::timestamptz)
      select m.month, coalesce(sum(b.count), 0) sold, coalesce(sum(b.count * coalesce(b.value_cents, 0)), 0) sold_cents
      from b join m on b.created_at >= m.starts and b.created_at < m.ends
      group by m.month`),
  ]);
  const clientOf = (clientId: string) => {
    const found = clients.get(clientId) ?? { clientId, sessions: 0, attended: 0, noShows: 0, lateCancels: 0 };
    clients.set(clientId, found);
    return found;
  };
  for (const row of rowsOf(places)) {
    const month = months.get(row.month as string)!;
    if (int(row.whole_month) === 1) {
      month.sessions = int(row.sessions);
      month.registrations = int(row.registrations);
      month.attended = int(row.attended);
      month.noShows = int(row.no_shows);
      month.unmarked = int(row.unmarked);
      month.upcoming = int(row.upcoming);
    } else if (row.client_id !== null) {
      // One client's places in the month (a month without places has a row without a client).
      month.activeClients += 1;
      const client = clientOf(row.client_id as string);
      client.sessions += int(row.registrations);
      client.attended += int(row.attended);
      client.noShows += int(row.no_shows);
    }
  }
  for (const row of rowsOf(ledger)) {
    if (int(row.whole_month) === 1) {
      const month = months.get(row.month as string)!;
      month.lateCancels = int(row.late_cancels);
      month.vouchersUsed = int(row.used);
    } else if (int(row.late_cancels) > 0)
      clientOf(row.client_id as string).lateCancels = int(row.late_cancels);
  }
  for (const row of rowsOf(sold)) {
    const month = months.get(row.month as string)!;
    month.vouchersSold = int(row.sold);
    month.vouchersSoldCents = int(row.sold_cents);
  }
  return { months, clients: [...clients.values()] };
}

export interface InactiveRow {
  entryId: string;
  fullName: string | null;
  lastSession: Date | null;
}

/**
 * Confirmed clients of the book whose latest session with the professional (their place active, the
 * session not cancelled) started before `before`, or who have none. Those with a session since then
 * (or still to come) are found first from the professional's recent sessions, so the latest session is
 * looked up only for the few without one.
 */
export async function findInactiveClients(
  db: Db,
  professionalId: string,
  before: Date,
): Promise<InactiveRow[]> {
  const result = await db.execute(sql`
    with recent as (
      select distinct r.client_id
      from events e join event_registrations r on r.event_id = e.id and ${isActive('r')}
      where e.professional_id = ${professionalId} and e.start_time >= ${before.toISOString()}::timestamptz
        and e.cancelled_at is null)
    select pc.id entry_id, coalesce(pc.full_name, cp.full_name) full_name, last.start_time last_session
    from professional_clients pc
    join client_profiles cp on cp.id = pc.client_id
    left join lateral (
      select max(e.start_time) start_time
      from event_registrations r join events e on e.id = r.event_id
      where r.client_id = pc.client_id and r.professional_id = pc.professional_id and ${isActive('r')}
        and e.cancelled_at is null
    ) last on true
    where pc.professional_id = ${professionalId} and pc.ended_at is null and pc.status = 'confirmed'
      and not exists (select 1 from recent where recent.client_id = pc.client_id)
    order by last.start_time asc nulls first, full_name asc, pc.id`);
  return rowsOf(result).map((row) => ({
    entryId: row.entry_id as string,
    fullName: (row.full_name as string | null) ?? null,
    lastSession: row.last_session ? new Date(row.last_session as string) : null,
  }));
}
