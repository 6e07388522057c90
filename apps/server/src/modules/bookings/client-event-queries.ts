import type { AttendanceMark, LateCancelRule, NoShowRule, RegistrationKind } from '@sessionbook/domain';
import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { clientProfiles, professionalProfiles, users } from '../../db/schema/accounts.ts';
import { eventInvitations, holdsOfferedPlace, isActive } from '../../db/schema/bookings.ts';
import { professionalClients } from '../../db/schema/client-book.ts';
import { events } from '../../db/schema/scheduling.ts';
import { voucherSettingOf, voucherSettings } from '../../db/schema/vouchers.ts';
import { isoText, isoTextRaw } from '../../db/iso-text.ts';
import { prepared } from '../../db/prepared.ts';
import type { Db } from '../../db/types.ts';
import type { ProfessionalsInView } from '../calendar/calendar-window.ts';
import { earliestStartReaching, type EventRow } from '../calendar/queries.ts';
import { DEFAULT_VOUCHER_RULES } from '../vouchers/settings.ts';
import { firstNameSql } from './who-is-going.ts';

/** An own or latest entry as aggregated into JSON. */
export interface EntryJson {
  id: string;
  kind: RegistrationKind;
  client_id: string | null;
  full_name: string | null;
  voucher_type_id: number;
  created_at: string;
  cancelled_at: string | null;
  cancel_reason: string | null;
  ended_by: 'client' | 'professional' | 'event' | null;
  /** The professional's mark on the client's own registration; null on the waitlist. */
  attendance: AttendanceMark | null;
}

/** An event as its client sees it, with what the client calendar shows, in one query per window. */
export interface ClientEventRow extends EventRow {
  professionalName: string;
  registrationsCount: number;
  waitlistCount: number;
  /** Active registrations of a class by joining order; `mine` marks the reader's own. */
  going: { id: string; full_name: string | null; created_at: string; mine: boolean }[];
  /** Whether the reader is a confirmed client of the event's professional (decision 0027). */
  readerConnected: boolean;
  /** The professional's "show clients' first names on who is going" setting. */
  showGoingNames: boolean;
  own: EntryJson | null;
  latest: EntryJson | null;
  waitlistPosition: number | null;
  /** Until when a place is held for the reader, and how many are held for other waiting clients. */
  offeredUntil: string | null;
  heldPlaces: number;
  invitation: 'pending' | 'declined' | null;
  /** The professional's deadlines for the event's voucher type (null: the default). */
  registrationDeadline: number | null;
  cancellationDeadline: number | null;
  lateCancel: LateCancelRule | null;
  noShow: NoShowRule | null;
}

const e = {
  id: sql.raw('"events"."id"'),
  professionalId: sql.raw('"events"."professional_id"'),
  voucherTypeId: sql.raw('"events"."voucher_type_id"'),
  isGroup: sql.raw('"events"."is_group_session"'),
  isPrivate: sql.raw('"events"."is_private"'),
  cancelledAt: sql.raw('"events"."cancelled_at"'),
};

/** The reader: every statement below takes the client's id as this placeholder. */
const readerId = sql.placeholder('clientId');

const entryJson = (alias: string, kind: RegistrationKind) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'kind', '${kind}', 'client_id', ${alias}.client_id,
    'full_name', (select c.full_name from client_profiles c where c.id = ${alias}.client_id),
    'voucher_type_id', ${alias}.voucher_type_id, 'created_at', ${isoTextRaw(`${alias}.created_at`)},
    'cancelled_at', ${isoTextRaw(`${alias}.cancelled_at`)}, 'cancel_reason', ${alias}.cancel_reason,
    'ended_by', ${alias}.ended_by,
    'attendance', ${kind === 'registration' ? `${alias}.attendance` : 'null'})`);

/** The client's invitation rows to the event (through their client book entries). */
const invitationsOf = sql`
  select i.declined_at from ${eventInvitations} i
  join ${professionalClients} pc on pc.id = i.professional_client_id
  where i.event_id = ${e.id} and pc.client_id = ${readerId}`;

/** Events a client may see: their own entries and invitations, and open classes (not private). */
const visible: SQL = sql`(
  exists (select 1 from event_registrations r where r.event_id = ${e.id} and r.client_id = ${readerId})
  or exists (select 1 from waitlist_registrations w where w.event_id = ${e.id} and w.client_id = ${readerId})
  or exists (${invitationsOf})
  or (${e.isGroup} and not ${e.isPrivate} and ${e.cancelledAt} is null))`;

/** One setting of the event's voucher type (null: the professional did not set its type). */
const setting = <T>(column: Parameters<typeof voucherSettingOf>[0]) =>
  voucherSettingOf<T>(column, e.professionalId, e.voucherTypeId);

const clientColumns = {
  professionalName: sql<string>`(select coalesce(nullif(trim(p.full_name), ''), u.username)
    from ${professionalProfiles} p join ${users} u on u.id = p.user_id where p.id = ${e.professionalId})`,
  registrationsCount: sql<number>`(select count(*)::int from event_registrations r
    where r.event_id = ${e.id} and ${isActive('r')})`,
  waitlistCount: sql<number>`(select count(*)::int from waitlist_registrations w
    where w.event_id = ${e.id} and ${isActive('w')})`,
  going: sql<ClientEventRow['going']>`case when ${e.isGroup} then coalesce((
    select json_agg(json_build_object('id', r.id, 'full_name', c.full_name,
      'created_at', ${isoText('r.created_at')}, 'mine', r.client_id = ${readerId})
      order by r.created_at, r.id)
    from event_registrations r left join ${clientProfiles} c on c.id = r.client_id
    where r.event_id = ${e.id} and ${isActive('r')}), '[]'::json) else '[]'::json end`,
  readerConnected: sql<boolean>`exists (select 1 from ${professionalClients} pc
    where pc.professional_id = ${e.professionalId} and pc.client_id = ${readerId}
      and pc.status = 'confirmed' and pc.ended_at is null)`,
  showGoingNames: sql<boolean>`(select p.show_going_names from ${professionalProfiles} p
    where p.id = ${e.professionalId})`,
  own: sql<EntryJson | null>`(select x.j from (
      select ${entryJson('r', 'registration')} j, r.created_at, ${isActive('r')} active
        from event_registrations r where r.event_id = ${e.id} and r.client_id = ${readerId}
      union all
      select ${entryJson('w', 'waitlist')} j, w.created_at, ${isActive('w')} active
        from waitlist_registrations w where w.event_id = ${e.id} and w.client_id = ${readerId}
    ) x order by x.active desc, x.created_at desc limit 1)`,
  latest: sql<EntryJson | null>`(select ${entryJson('r', 'registration')} from event_registrations r
    where r.event_id = ${e.id} order by r.created_at desc, r.id desc limit 1)`,
  waitlistPosition: sql<number | null>`(select count(*)::int from waitlist_registrations w
    join waitlist_registrations mine on mine.event_id = w.event_id and mine.client_id = ${readerId}
      and ${isActive('mine')}
    where w.event_id = ${e.id} and ${isActive('w')}
      and (w.created_at, w.id) <= (mine.created_at, mine.id)
    having count(*) > 0)`,
  offeredUntil: sql<string | null>`(select ${isoText('w.offered_until')} from waitlist_registrations w
    where w.event_id = ${e.id} and w.client_id = ${readerId} and ${holdsOfferedPlace('w')})`,
  heldPlaces: sql<number>`(select count(*)::int from waitlist_registrations w
    where w.event_id = ${e.id} and ${holdsOfferedPlace('w')} and w.client_id <> ${readerId})`,
  invitation: sql<'pending' | 'declined' | null>`(select case when bool_or(x.declined_at is null)
      then 'pending' else 'declined' end from (${invitationsOf}) x having count(*) > 0)`,
  registrationDeadline: setting<number>('registration_deadline_hours'),
  cancellationDeadline: setting<number>('cancellation_deadline_hours'),
  lateCancel: setting<LateCancelRule>('late_cancel'),
  noShow: setting<NoShowRule>('no_show'),
};

/** The client's events matching `where` (placeholders of its own besides `clientId`), by start. */
const clientEventsStatement = (db: Db, name: string, where: SQL | undefined) =>
  db
    .select({ event: events, ...clientColumns })
    .from(events)
    .where(where)
    .orderBy(events.startTime, events.id)
    .prepare(name);

type ClientEventsResult = Awaited<ReturnType<ReturnType<typeof clientEventsStatement>['execute']>>;

const toClientEventRows = (rows: ClientEventsResult): ClientEventRow[] =>
  rows.map(({ event, ...details }) =>
    Object.assign(event, details, {
      readerConnected: details.readerConnected === true,
      showGoingNames: details.showGoingNames === true,
      registrationsCount: Number(details.registrationsCount),
      waitlistCount: Number(details.waitlistCount),
      heldPlaces: Number(details.heldPlaces),
      waitlistPosition: details.waitlistPosition === null ? null : Number(details.waitlistPosition),
    }),
  );

/** Overlapping [`from`, `to`) (placeholders), as overlapsRange says it. */
const inWindow = and(
  lt(events.startTime, sql.placeholder('to')),
  gt(events.endTime, sql.placeholder('from')),
  gt(events.startTime, sql.placeholder('earliest')),
);

const windowParams = (window: { from: Date; to: Date }) => ({
  from: window.from.toISOString(),
  to: window.to.toISOString(),
  earliest: earliestStartReaching(window.from).toISOString(),
});

/** The events of the professionals in view, in the window, that the client may see, by start. */
export async function findClientEvents(
  db: Db,
  clientId: string,
  inView: ProfessionalsInView,
  window: { from: Date; to: Date },
): Promise<ClientEventRow[]> {
  if (typeof inView !== 'string') {
    const statement = prepared(db, 'client_events_confirmed', (handle, name) =>
      clientEventsStatement(
        handle,
        name,
        and(
          sql`${events.professionalId} in (select pc.professional_id from ${professionalClients} pc
            where pc.client_id = ${sql.placeholder('confirmedOf')} and pc.status = 'confirmed'
              and pc.ended_at is null)`,
          inWindow,
          visible,
        ),
      ),
    );
    return toClientEventRows(
      await statement.execute({ clientId, confirmedOf: inView.confirmedOf, ...windowParams(window) }),
    );
  }
  const statement = prepared(db, 'client_events_of', (handle, name) =>
    clientEventsStatement(
      handle,
      name,
      and(eq(events.professionalId, sql.placeholder('professionalId')), inWindow, visible),
    ),
  );
  return toClientEventRows(
    await statement.execute({ clientId, professionalId: inView, ...windowParams(window) }),
  );
}

/** One event as the client sees it (after a booking call), or null when they may not see it. */
export async function findClientEvent(
  db: Db,
  clientId: string,
  eventId: string,
): Promise<ClientEventRow | null> {
  const statement = prepared(db, 'client_event', (handle, name) =>
    clientEventsStatement(handle, name, eq(events.id, sql.placeholder('eventId'))),
  );
  const [row] = toClientEventRows(await statement.execute({ clientId, eventId }));
  return row ?? null;
}

/**
 * The reader's own latest entry (registration or waitlist) in the reply's shape (toRegistration in
 * client-event-entries.ts, `own`), with what the meeting link depends on: an active registration.
 */
const ownEntryJson = (alias: string, kind: RegistrationKind) =>
  sql.raw(`select json_build_object('id', ${alias}.id, 'kind', '${kind}',
      'voucher_type_id', ${alias}.voucher_type_id, 'created_at', ${isoTextRaw(`${alias}.created_at`)},
      'cancelled_at', ${isoTextRaw(`${alias}.cancelled_at`)}, 'cancelled_reason', ${alias}.cancel_reason,
      'ended_by', ${alias}.ended_by,
      'attendance', ${kind === 'registration' ? `${alias}.attendance` : 'null'}, 'own', true,
      'full_name', (select c.full_name from client_profiles c where c.id = ${alias}.client_id)) j,
    ${kind === 'registration' ? `${alias}.cancelled_at is null` : 'false'} registered,
    ${alias}.created_at, ${alias}.cancelled_at is null active`);

/**
 * The client's events as the reply's `data` JSON text, written by PostgreSQL (issue 30 item 2): the
 * entries toClientEventEntry makes for a signed-in client, with the same values, so the server sends
 * the text as it comes (docs/performance.md, "Issue 30"). Who is going follows who-is-going.ts
 * (first names for a connected client while the professional shows them, `firstNameSql`); the
 * professional's row, the voucher settings and the registrations are each read once per event.
 */
const clientEventsJsonStatement = (db: Db, name: string, professionals: SQL) => {
  // goingView: first names for a connected client while the professional shows them, else the count.
  const names = '(pro.connected and pro.show_going_names)';
  const othersName = (column: string) => sql.raw(`case when ${names} then ${firstNameSql(column)} end`);
  return db
    .select({
      data: sql<string>`coalesce(json_agg(x order by x.start_time collate "C", x.id), '[]'::json)::text`,
    })
    .from(
      sql`(select ${e.id}, ${e.professionalId}, "events"."series_id",
          ${isoText('"events"."start_time"')} as start_time, ${isoText('"events"."end_time"')} as end_time,
          ${e.voucherTypeId}, "events"."max_event_regs", ${e.isGroup}, ${e.isPrivate},
          "events"."waitlist_allowed", "events"."waitlist_mode", "events"."title", "events"."location",
          "events"."notes", "events"."meeting_url" is not null as online,
          case when own.registered then "events"."meeting_url" end as meeting_url,
          "events"."availability_slot_id", ${isoText('"events"."cancelled_at"')} as cancelled_at,
          "events"."cancelled_reason", ${isoText('"events"."created_at"')} as created_at,
          pro.name as professional_name, null::int as occurrence, null::json as recurrence_rule,
          case when ${sql.raw(names)} then regs.going else '[]'::json end as registrations,
          regs.active as registrations_count,
          ${clientColumns.waitlistCount} as waitlist_count,
          coalesce(own.j, (select to_json(l) from (
              select r.id, 'registration' as kind, r.voucher_type_id,
                     ${isoText('r.created_at')} as created_at,
                     ${isoText('r.cancelled_at')} as cancelled_at, null::text as cancelled_reason, r.ended_by,
                     null::text as attendance, false as own, ${othersName('c.full_name')} as full_name
              from event_registrations r left join ${clientProfiles} c on c.id = r.client_id
              where r.event_id = ${e.id} order by r.created_at desc, r.id desc limit 1) l)) as registration,
          ${clientColumns.waitlistPosition} as waitlist_position,
          ${clientColumns.offeredUntil} as offered_until,
          ${clientColumns.heldPlaces} as held_places,
          ${clientColumns.invitation} as invitation,
          coalesce(vs.registration_deadline_hours, ${DEFAULT_VOUCHER_RULES.registration}::int)
            as registration_deadline_hours,
          coalesce(vs.cancellation_deadline_hours, ${DEFAULT_VOUCHER_RULES.cancellation}::int)
            as cancellation_deadline_hours,
          coalesce(vs.late_cancel, ${DEFAULT_VOUCHER_RULES.lateCancel}::text) as late_cancel,
          coalesce(vs.no_show, ${DEFAULT_VOUCHER_RULES.noShow}::text) as no_show
        from ${events}
          cross join lateral (
            select coalesce(nullif(trim(p.full_name), ''), u.username) as name, p.show_going_names,
                   exists (select 1 from ${professionalClients} pc
                     where pc.professional_id = p.id and pc.client_id = ${readerId}
                       and pc.status = 'confirmed' and pc.ended_at is null) as connected
            from ${professionalProfiles} p join ${users} u on u.id = p.user_id
            where p.id = ${e.professionalId}) pro
          cross join lateral (
            select count(*)::int as active,
                   case when ${e.isGroup} then coalesce(json_agg(g order by g.created_at collate "C", g.id),
                     '[]'::json) else '[]'::json end as going
            from (select r.id, null::uuid as client_id,
                    case when r.client_id = ${readerId} then c.full_name
                      else ${sql.raw(firstNameSql('c.full_name'))} end as full_name,
                    ${isoText('r.created_at')} as created_at, null::text as cancelled_at,
                    null::text as ended_by, null::text as attendance
                  from event_registrations r left join ${clientProfiles} c on c.id = r.client_id
                  where r.event_id = ${e.id} and ${isActive('r')}) g) regs
          left join lateral (
            select y.j, y.registered from (
              ${ownEntryJson('r', 'registration')}
                from event_registrations r where r.event_id = ${e.id} and r.client_id = ${readerId}
              union all
              ${ownEntryJson('w', 'waitlist')}
                from waitlist_registrations w where w.event_id = ${e.id} and w.client_id = ${readerId}
            ) y order by y.active desc, y.created_at desc limit 1) own on true
          left join ${voucherSettings} vs
            on vs.professional_id = ${e.professionalId} and vs.voucher_type_id = ${e.voucherTypeId}
        where ${and(professionals, inWindow, visible)}) x`,
    )
    .prepare(name);
};

/**
 * `findClientEvents` as the reply's `data` JSON text: the events of the professionals in view, in the
 * window, that the client may see, by start.
 */
export async function findClientEventsJson(
  db: Db,
  clientId: string,
  inView: ProfessionalsInView,
  window: { from: Date; to: Date },
): Promise<string> {
  if (typeof inView !== 'string') {
    const statement = prepared(db, 'client_events_confirmed_json', (handle, name) =>
      clientEventsJsonStatement(
        handle,
        name,
        sql`${events.professionalId} in (select pc.professional_id from ${professionalClients} pc
          where pc.client_id = ${sql.placeholder('confirmedOf')} and pc.status = 'confirmed'
            and pc.ended_at is null)`,
      ),
    );
    const [row] = await statement.execute({
      clientId,
      confirmedOf: inView.confirmedOf,
      ...windowParams(window),
    });
    return row!.data;
  }
  const statement = prepared(db, 'client_events_of_json', (handle, name) =>
    clientEventsJsonStatement(handle, name, eq(events.professionalId, sql.placeholder('professionalId'))),
  );
  const [row] = await statement.execute({ clientId, professionalId: inView, ...windowParams(window) });
  return row!.data;
}
