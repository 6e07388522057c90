import { MAX_ITEM_MINUTES, type LateCancelRule, type NoShowRule } from '@sessionbook/domain';
import { and, asc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { clientProfiles, professionalProfiles, userPreferences, users } from '../../db/schema/accounts.ts';
import { eventRegistrations, isActive } from '../../db/schema/bookings.ts';
import { professionalClients } from '../../db/schema/client-book.ts';
import {
  availabilitySlotVoucherTypes,
  availabilitySlots,
  eventSeries,
  events,
} from '../../db/schema/scheduling.ts';
import { voucherSettings } from '../../db/schema/vouchers.ts';
import { isoText } from '../../db/iso-text.ts';
import { prepared } from '../../db/prepared.ts';
import type { Db } from '../../db/types.ts';
import { busyRangesSql } from '../busy-times/busy-reads.ts';
import type { ProfessionalsInView } from './calendar-window.ts';
import { earliestStartReaching } from './queries.ts';
import type { SlotRow } from './slot-queries.ts';

/** A time range as aggregated into JSON (instants as ISO 8601 text). */
export interface RangeJson {
  start_time: string;
  end_time: string;
}

/** A live claim inside a slot as aggregated into JSON. */
export interface ClaimJson extends RangeJson {
  event_id: string;
  registration_id: string;
  client_id: string | null;
  full_name: string | null;
  voucher_type_id: number;
  created_at: string;
}

/** A slot with what its reply entry shows, loaded in the same query (one round trip per window). */
export interface SlotDetailRow extends SlotRow {
  seriesCount: number | null;
  occurrence: number | null;
  /** The voucher types it offers, by id. */
  voucherTypes: number[];
  /**
   * The professional's live events and busy time overlapping it, cut to the slot, by start
   * (docs/product/rules.md#slot-claims, docs/decisions/0050-busy-times.md).
   */
  blocked: RangeJson[];
}

/** What the professional sees besides: the live claims, with the client's name, by start. */
export interface OwnSlotRow extends SlotDetailRow {
  claims: ClaimJson[];
}

/** What clients and guests see besides: whose slot it is and the deadlines of its voucher types. */
export interface OpenSlotRow extends SlotDetailRow {
  professionalFullName: string | null;
  professionalUsername: string;
  /** Per voucher type it offers (by id), the registration deadline set, or null for the default. */
  registrationDeadlines: (number | null)[];
  /** Per voucher type it offers, its id and the cancellation deadline set (null for the default). */
  cancellationDeadlines: {
    voucher_type_id: number;
    hours: number | null;
    late_cancel: LateCancelRule | null;
    no_show: NoShowRule | null;
  }[];
  /** The session lengths the professional chose (minutes as text), or null before any choice. */
  durationPreferences: string[] | null;
}

/** Columns of the outer slot row, qualified. */
const slot = {
  id: sql.raw('"availability_slots"."id"'),
  professionalId: sql.raw('"availability_slots"."professional_id"'),
  seriesId: sql.raw('"availability_slots"."series_id"'),
  startTime: sql.raw('"availability_slots"."start_time"'),
  endTime: sql.raw('"availability_slots"."end_time"'),
};

const detailColumns = {
  seriesCount: sql<
    number | null
  >`(select s.recurrence_count from ${eventSeries} s where s.id = ${slot.seriesId})`,
  occurrence: sql<number | null>`case when ${slot.seriesId} is null then null else (
    select count(*)::int from ${availabilitySlots} o
    where o.series_id = ${slot.seriesId} and (o.start_time, o.id) <= (${slot.startTime}, ${slot.id})) end`,
  voucherTypes: sql<number[]>`coalesce((
    select json_agg(t.voucher_type_id order by t.voucher_type_id) from ${availabilitySlotVoucherTypes} t
    where t.slot_id = ${slot.id}), '[]'::json)`,
  // The professional's live events and busy time from their own calendars (docs/decisions/0050), cut to
  // the slot. The lower bound on the start is implied (no event is longer) but bounds the index scan.
  blocked: sql<RangeJson[]>`coalesce((
    select json_agg(json_build_object('start_time', ${isoText(sql`greatest(b.start_time, ${slot.startTime})`)},
             'end_time', ${isoText(sql`least(b.end_time, ${slot.endTime})`)}) order by b.start_time, b.end_time)
    from (
      select e.start_time, e.end_time from ${events} e
      where e.professional_id = ${slot.professionalId} and e.cancelled_at is null
        and e.start_time < ${slot.endTime} and e.end_time > ${slot.startTime}
        and e.start_time > ${slot.startTime} - ${sql.raw(`interval '${MAX_ITEM_MINUTES} minutes'`)}
      union all ${busyRangesSql(slot.professionalId, slot.startTime, slot.endTime)}) b), '[]'::json)`,
};

const claims = sql<ClaimJson[]>`coalesce((
  select json_agg(json_build_object('event_id', e.id, 'registration_id', r.id, 'client_id', r.client_id,
           'full_name', c.full_name, 'start_time', ${isoText('e.start_time')},
           'end_time', ${isoText('e.end_time')}, 'voucher_type_id', e.voucher_type_id,
           'created_at', ${isoText('r.created_at')}) order by e.start_time, e.id)
  from ${events} e
    join ${eventRegistrations} r on r.event_id = e.id and ${isActive('r')}
    left join ${clientProfiles} c on c.id = r.client_id
  where e.availability_slot_id = ${slot.id} and e.cancelled_at is null), '[]'::json)`;

const openColumns = {
  professionalFullName: sql<string | null>`(
    select p.full_name from ${professionalProfiles} p where p.id = ${slot.professionalId})`,
  professionalUsername: sql<string>`(select u.username from ${professionalProfiles} p
    join ${users} u on u.id = p.user_id where p.id = ${slot.professionalId})`,
  cancellationDeadlines: sql<OpenSlotRow['cancellationDeadlines']>`coalesce((
    select json_agg(json_build_object('voucher_type_id', t.voucher_type_id, 'hours',
      vs.cancellation_deadline_hours, 'late_cancel', vs.late_cancel, 'no_show', vs.no_show)
      order by t.voucher_type_id)
    from ${availabilitySlotVoucherTypes} t
      left join ${voucherSettings} vs
        on vs.professional_id = ${slot.professionalId} and vs.voucher_type_id = t.voucher_type_id
    where t.slot_id = ${slot.id}), '[]'::json)`,
  durationPreferences: sql<string[] | null>`(select up.duration_preferences from ${userPreferences} up
    join ${professionalProfiles} p on p.user_id = up.user_id where p.id = ${slot.professionalId})`,
  registrationDeadlines: sql<(number | null)[]>`coalesce((
    select json_agg(vs.registration_deadline_hours order by t.voucher_type_id)
    from ${availabilitySlotVoucherTypes} t
      left join ${voucherSettings} vs
        on vs.professional_id = ${slot.professionalId} and vs.voucher_type_id = t.voucher_type_id
    where t.slot_id = ${slot.id}), '[]'::json)`,
};

/** Overlapping [`from`, `to`) (placeholders), as overlapsRange says it. */
const inWindow = and(
  lt(availabilitySlots.startTime, sql.placeholder('to')),
  gt(availabilitySlots.endTime, sql.placeholder('from')),
  gt(availabilitySlots.startTime, sql.placeholder('earliest')),
);

const windowParams = (window: { from: Date; to: Date }) => ({
  from: window.from.toISOString(),
  to: window.to.toISOString(),
  earliest: earliestStartReaching(window.from).toISOString(),
});

const ownStatement = (db: Db, name: string, where: SQL | undefined) =>
  db
    .select({ slot: availabilitySlots, ...detailColumns, claims })
    .from(availabilitySlots)
    .where(and(eq(availabilitySlots.professionalId, sql.placeholder('professionalId')), where))
    .orderBy(asc(availabilitySlots.startTime), asc(availabilitySlots.id))
    .prepare(name);

type OwnResult = Awaited<ReturnType<ReturnType<typeof ownStatement>['execute']>>;

const toOwnRows = (rows: OwnResult): OwnSlotRow[] =>
  rows.map(({ slot: row, ...details }) => Object.assign(row, details));

/** The professional's slots with these ids, with details, by start. */
export async function findOwnSlotsByIds(
  db: Db,
  professionalId: string,
  ids: string[],
): Promise<OwnSlotRow[]> {
  if (ids.length === 0) return [];
  const statement = prepared(db, 'own_slots_ids', (handle, name) =>
    ownStatement(handle, name, sql`${availabilitySlots.id} = any(${sql.placeholder('ids')}::uuid[])`),
  );
  return toOwnRows(await statement.execute({ professionalId, ids }));
}

const openStatement = (db: Db, name: string, professionals: SQL) =>
  db
    .select({ slot: availabilitySlots, ...detailColumns, ...openColumns })
    .from(availabilitySlots)
    .where(and(professionals, inWindow, isNull(availabilitySlots.cancelledAt)))
    .orderBy(asc(availabilitySlots.startTime), asc(availabilitySlots.id))
    .prepare(name);

/**
 * The open (not cancelled) slots of the professionals in view overlapping the window, as clients and
 * guests see them, by start: one query for any number of professionals.
 */
export async function findOpenSlotsInWindow(
  db: Db,
  inView: ProfessionalsInView,
  window: { from: Date; to: Date },
): Promise<OpenSlotRow[]> {
  let rows;
  if (typeof inView === 'string') {
    const statement = prepared(db, 'open_slots_of', (handle, name) =>
      openStatement(handle, name, eq(availabilitySlots.professionalId, sql.placeholder('professionalId'))),
    );
    rows = await statement.execute({ professionalId: inView, ...windowParams(window) });
  } else {
    const statement = prepared(db, 'open_slots_confirmed', (handle, name) =>
      openStatement(
        handle,
        name,
        sql`${availabilitySlots.professionalId} in (select pc.professional_id from ${professionalClients} pc
          where pc.client_id = ${sql.placeholder('confirmedOf')} and pc.status = 'confirmed'
            and pc.ended_at is null)`,
      ),
    );
    rows = await statement.execute({ confirmedOf: inView.confirmedOf, ...windowParams(window) });
  }
  return rows.map(({ slot: row, ...details }) => Object.assign(row, details));
}

/**
 * The professional's slots (cancelled ones too) overlapping the window as the reply's `data` JSON text,
 * written by PostgreSQL (issue 30 item 2): the entries toSlotEntries makes (slots/services/
 * slot-entries.ts), with the same values, sent as they come (docs/performance.md, "Issue 30").
 */
const ownJsonStatement = (db: Db, name: string) =>
  db
    .select({
      data: sql<string>`coalesce(json_agg(json_build_object(
        'id', ${slot.id}, 'professional_id', ${slot.professionalId}, 'series_id', ${slot.seriesId},
        'occurrence', ${detailColumns.occurrence},
        'recurrence_rule', (select json_build_object('frequency', 'weekly', 'count', s.recurrence_count)
          from ${eventSeries} s where s.id = ${slot.seriesId}),
        'start_time', ${isoText(slot.startTime)}, 'end_time', ${isoText(slot.endTime)},
        'voucher_types', ${detailColumns.voucherTypes},
        'title', "availability_slots"."title", 'location', "availability_slots"."location",
        'notes', "availability_slots"."notes", 'online', "availability_slots"."online",
        'blocked', ${detailColumns.blocked},
        'cancelled_at', ${isoText(sql.raw('"availability_slots"."cancelled_at"'))}, 'cancelled_reason', null,
        'created_at', ${isoText(sql.raw('"availability_slots"."created_at"'))},
        'claims', ${claims})
        order by ${slot.startTime}, ${slot.id}), '[]'::json)::text`,
    })
    .from(availabilitySlots)
    .where(and(eq(availabilitySlots.professionalId, sql.placeholder('professionalId')), inWindow))
    .prepare(name);

/**
 * The professional's slots (cancelled ones too) overlapping the window as the reply's `data` JSON text,
 * by start.
 */
export async function findOwnSlotsJson(
  db: Db,
  professionalId: string,
  window: { from: Date; to: Date },
): Promise<string> {
  const statement = prepared(db, 'own_slots_window_json', ownJsonStatement);
  const [row] = await statement.execute({ professionalId, ...windowParams(window) });
  return row!.data;
}
