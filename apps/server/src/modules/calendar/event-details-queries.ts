import { VOUCHER_DURATIONS, type AttendanceMark } from '@sessionbook/domain';
import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { clientProfiles } from '../../db/schema/accounts.ts';
import {
  eventInvitations,
  eventRegistrations,
  waitlistRegistrations,
  isActive,
} from '../../db/schema/bookings.ts';
import { professionalClients } from '../../db/schema/client-book.ts';
import { eventSeries, events } from '../../db/schema/scheduling.ts';
import { voucherEntries } from '../../db/schema/vouchers.ts';
import { isoText } from '../../db/iso-text.ts';
import { prepared } from '../../db/prepared.ts';
import type { Db } from '../../db/types.ts';
import { earliestStartReaching, type EventRow } from './queries.ts';

/** A registration or waitlist entry as aggregated into JSON (instants as ISO 8601 text). */
export interface RegistrationJson {
  id: string;
  client_id: string | null;
  full_name: string | null;
  created_at: string;
  cancelled_at: string | null;
  ended_by: 'client' | 'professional' | 'event' | null;
  /** The professional's mark once the event began (registrations only; null on the waitlist). */
  attendance: AttendanceMark | null;
}

/** An event with what its reply entry shows, loaded in the same query (one round trip per window). */
export interface EventDetailRow extends EventRow {
  seriesCount: number | null;
  occurrence: number | null;
  registrations: RegistrationJson[];
  /** Every waitlist entry, ended ones too, in joining order. */
  waitlist: RegistrationJson[];
  invitations: {
    professional_client_id: string | null;
    full_name: string | null;
    email: string | null;
    phone: string | null;
    client_id: string | null;
    declined: boolean;
  }[];
  /** The ids of the missing-voucher warnings (empty once the event began or when it is cancelled). */
  voucherWarnings: string[];
}

/** Columns of the outer `events` row, qualified (drizzle leaves them bare in one-table selects). */
const own = {
  id: sql.raw('"events"."id"'),
  professionalId: sql.raw('"events"."professional_id"'),
  seriesId: sql.raw('"events"."series_id"'),
  startTime: sql.raw('"events"."start_time"'),
  cancelledAt: sql.raw('"events"."cancelled_at"'),
};

/** The event's rows of a registration table with the client's name, oldest first, as JSON. */
const namedEntries = (table: typeof eventRegistrations | typeof waitlistRegistrations) =>
  sql<RegistrationJson[]>`coalesce((
    select json_agg(json_build_object('id', r.id, 'client_id', r.client_id, 'full_name', c.full_name,
             'created_at', ${isoText('r.created_at')}, 'cancelled_at', ${isoText('r.cancelled_at')},
             'ended_by', r.ended_by,
             'attendance', ${table === eventRegistrations ? sql.raw('r.attendance') : sql.raw('null')})
             order by r.created_at, r.id)
    from ${table} r left join ${clientProfiles} c on c.id = r.client_id
    where r.event_id = ${own.id}), '[]'::json)`;

const detailColumns = {
  seriesCount: sql<
    number | null
  >`(select s.recurrence_count from ${eventSeries} s where s.id = ${own.seriesId})`,
  occurrence: sql<number | null>`case when ${own.seriesId} is null then null else (
    select count(*)::int from events o
    where o.series_id = ${own.seriesId} and (o.start_time, o.id) <= (${own.startTime}, ${own.id})) end`,
  registrations: namedEntries(eventRegistrations),
  waitlist: namedEntries(waitlistRegistrations),
  invitations: sql<EventDetailRow['invitations']>`coalesce((
    select json_agg(json_build_object('professional_client_id', i.professional_client_id,
             'full_name', coalesce(pc.full_name, cp.full_name), 'email', i.email, 'phone', i.phone,
             'client_id', pc.client_id, 'declined', i.declined_at is not null)
             order by i.created_at, i.id)
    from ${eventInvitations} i left join ${professionalClients} pc on pc.id = i.professional_client_id
      left join ${clientProfiles} cp on cp.id = pc.client_id
    where i.event_id = ${own.id}), '[]'::json)`,
};

/** The smallest voucher duration that covers the event (voucherDurationOfEvent, in SQL). */
const voucherDuration = sql.raw(`coalesce((select min(d) from unnest(array[${VOUCHER_DURATIONS.join(',')}]) d
  where d >= round(extract(epoch from "events"."end_time" - "events"."start_time") / 60)),
  ${Math.max(...VOUCHER_DURATIONS)})`);

/**
 * docs/product/rules.md#missing-voucher-warning, "a missing required voucher only warns": for an event not
 * cancelled and not yet
 * begun at `now`, its active registrations whose client holds no voucher (a balance of 0 or less) of
 * the kind the event uses, oldest first.
 */
const voucherWarnings = sql<
  string[]
>`case when ${own.cancelledAt} is null and ${own.startTime} > ${sql.placeholder('now')}
  then coalesce((
    select json_agg(r.id order by r.created_at, r.id) from ${eventRegistrations} r
    where r.event_id = ${own.id} and ${isActive('r')}
      and coalesce((select sum(v.count_delta) from ${voucherEntries} v
        where v.professional_id = ${own.professionalId} and v.client_id = r.client_id
          and v.voucher_type_id = r.voucher_type_id and v.duration = ${voucherDuration}), 0) <= 0), '[]'::json)
  else '[]'::json end`;

/**
 * The professional's events matching `where` (with placeholders `professionalId` and `now`) with their
 * details, by start: one prepared statement per use.
 */
const eventDetailsStatement = (db: Db, name: string, where: SQL | undefined) =>
  db
    .select({ event: events, ...detailColumns, voucherWarnings })
    .from(events)
    .where(and(eq(events.professionalId, sql.placeholder('professionalId')), where))
    .orderBy(asc(events.startTime), asc(events.id))
    .prepare(name);

type EventDetailsResult = Awaited<ReturnType<ReturnType<typeof eventDetailsStatement>['execute']>>;

const toDetailRows = (rows: EventDetailsResult): EventDetailRow[] =>
  rows.map(({ event, seriesCount, occurrence, registrations, waitlist, invitations, voucherWarnings }) =>
    Object.assign(event, {
      seriesCount: seriesCount === null ? null : Number(seriesCount),
      occurrence: occurrence === null ? null : Number(occurrence),
      registrations,
      waitlist,
      invitations,
      voucherWarnings,
    }),
  );

/** The professional's events (cancelled ones too) overlapping [from, to), with details, by start. */
export async function findEventDetailsInWindow(
  db: Db,
  professionalId: string,
  window: { from: Date; to: Date },
  now: Date,
): Promise<EventDetailRow[]> {
  const statement = prepared(db, 'event_details_window', (handle, name) =>
    eventDetailsStatement(
      handle,
      name,
      and(
        lt(events.startTime, sql.placeholder('to')),
        gt(events.endTime, sql.placeholder('from')),
        gt(events.startTime, sql.placeholder('earliest')),
      ),
    ),
  );
  return toDetailRows(
    await statement.execute({
      professionalId,
      from: window.from.toISOString(),
      to: window.to.toISOString(),
      // The bound of overlapsRange: no event lasts longer than MAX_ITEM_MINUTES.
      earliest: earliestStartReaching(window.from).toISOString(),
      now: now.toISOString(),
    }),
  );
}

/** The professional's events with these ids, with details, by start. */
export async function findEventDetailsByIds(
  db: Db,
  professionalId: string,
  ids: string[],
  now: Date,
): Promise<EventDetailRow[]> {
  if (ids.length === 0) return [];
  const statement = prepared(db, 'event_details_ids', (handle, name) =>
    eventDetailsStatement(handle, name, sql`${events.id} = any(${sql.placeholder('ids')}::uuid[])`),
  );
  return toDetailRows(await statement.execute({ professionalId, ids, now: now.toISOString() }));
}

/**
 * A registration table's entries of the event as the professional's view writes them
 * (toRegistrationEntry in event-entries.ts), oldest first, and how many are active. Each entry is a row
 * of a derived table that `json_agg` writes with its columns' names as keys: half the cost of
 * `json_build_object` in PostgreSQL 15.
 */
const registrationEntries = (table: typeof eventRegistrations | typeof waitlistRegistrations) =>
  sql`(select coalesce(json_agg(x order by x.created_at collate "C", x.id), '[]'::json) as list,
         count(*) filter (where x.cancelled_at is null)::int as active
       from (select r.id, r.client_id, c.full_name, ${isoText('r.created_at')} as created_at,
               ${isoText('r.cancelled_at')} as cancelled_at, r.ended_by,
               ${table === eventRegistrations ? sql.raw('r.attendance') : sql.raw('null::text')} as attendance
             from ${table} r left join ${clientProfiles} c on c.id = r.client_id
             where r.event_id = ${own.id}) x)`;

/**
 * The professional's calendar window as the reply's `data` array, written by PostgreSQL (issue 30 item
 * 2): the same entries toEventEntries makes from the detail rows, with the same values (instants as
 * `isoText`, which also sorts as the instants do), so the server sends the text as it comes instead of
 * decoding a row per event, building objects and serializing them again (docs/performance.md, "Issue
 * 30"). The entries are rows of a derived table, named as the reply names them.
 */
const eventWindowJsonStatement = (db: Db, name: string) =>
  db
    .select({
      data: sql<string>`coalesce(json_agg(x order by x.start_time collate "C", x.id), '[]'::json)::text`,
      // The missing-voucher warnings hold until the next of the window's live events begins.
      nextStart: sql<string | null>`min(x.start_time collate "C") filter (
        where x.cancelled_at is null and x.start_time collate "C" > ${sql.placeholder('now')}::text)`,
    })
    .from(
      sql`(select ${own.id}, ${own.professionalId}, ${own.seriesId},
          ${isoText('"events"."start_time"')} as start_time, ${isoText('"events"."end_time"')} as end_time,
          "events"."voucher_type_id", "events"."max_event_regs", "events"."is_group_session",
          "events"."is_private", "events"."waitlist_allowed", "events"."waitlist_mode", "events"."title",
          "events"."location", "events"."notes", "events"."meeting_url" is not null as online,
          "events"."meeting_url", "events"."availability_slot_id",
          ${isoText('"events"."cancelled_at"')} as cancelled_at, "events"."cancelled_reason",
          ${isoText('"events"."created_at"')} as created_at,
          ${detailColumns.occurrence} as occurrence,
          (select json_build_object('frequency', 'weekly', 'count', s.recurrence_count)
            from ${eventSeries} s where s.id = ${own.seriesId}) as recurrence_rule,
          regs.list as registrations, regs.active as registrations_count,
          waits.list as waitlist, waits.active as waitlist_count,
          ${detailColumns.invitations} as invitations,
          ${voucherWarnings} as voucher_warnings
        from ${events}
          cross join lateral ${registrationEntries(eventRegistrations)} regs
          cross join lateral ${registrationEntries(waitlistRegistrations)} waits
        where "events"."professional_id" = ${sql.placeholder('professionalId')}
          and "events"."start_time" < ${sql.placeholder('to')}
          and "events"."end_time" > ${sql.placeholder('from')}
          and "events"."start_time" > ${sql.placeholder('earliest')}) x`,
    )
    .prepare(name);

/**
 * The professional's events (cancelled ones too) overlapping [from, to) as the reply's `data` JSON
 * text, by start, and until when it holds (the next live start in it, as warnings change then).
 */
export async function findEventWindowJson(
  db: Db,
  professionalId: string,
  window: { from: Date; to: Date },
  now: Date,
): Promise<{ json: string; validUntil: number }> {
  const statement = prepared(db, 'event_window_json', eventWindowJsonStatement);
  const [row] = await statement.execute({
    professionalId,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    earliest: earliestStartReaching(window.from).toISOString(),
    now: now.toISOString(),
  });
  return { json: row!.data, validUntil: row?.nextStart ? Date.parse(row.nextStart) : Infinity };
}
