import { REGISTRATION_KINDS, type RegistrationKind } from '@sessionbook/domain';
import { and, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { clientProfiles, professionalProfiles, users } from '../../db/schema/accounts.ts';
import { eventInvitations, waitlistRegistrations } from '../../db/schema/bookings.ts';
import { professionalClients } from '../../db/schema/client-book.ts';
import { events } from '../../db/schema/scheduling.ts';
import { voucherSettings } from '../../db/schema/vouchers.ts';
import { isoText, isoTextRaw } from '../../db/iso-text.ts';
import { prepared } from '../../db/prepared.ts';
import type { Db } from '../../db/types.ts';
import type { ProfessionalsInView } from '../calendar/calendar-window.ts';
import { earliestStartReaching, type EventRow } from '../calendar/queries.ts';
import { findOwnRegistration, REGISTRATION_TABLES, type OwnedRegistration } from './queries.ts';

/** How a client stands with a professional: a confirmed client, and whether the profile is public. */
export interface ClientAccess {
  confirmed: boolean;
  profilePublic: boolean;
}

export async function findClientAccess(
  db: Db,
  professionalId: string,
  clientId: string,
): Promise<ClientAccess> {
  const [row] = await db
    .select({
      profilePublic: professionalProfiles.isPublic,
      confirmed: sql<boolean>`exists (
        select 1 from ${professionalClients} pc
        where pc.professional_id = ${professionalId} and pc.client_id = ${clientId}
          and pc.status = 'confirmed' and pc.ended_at is null)`,
    })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.id, professionalId))
    .limit(1);
  return { confirmed: row?.confirmed === true, profilePublic: row?.profilePublic === true };
}

/** What registering for a class checks, read in one query once the class is locked. */
export interface ClassBookingState extends ClientAccess {
  /** The client's active registration and waitlist entry in the class. */
  ownId: string | null;
  waitingId: string | null;
  /** Whether the client is invited to the class (through their client book entries). */
  invited: boolean;
  /** The professional's registration deadline for the class's voucher type (null: the default). */
  registrationDeadline: number | null;
  activeRegistrations: number;
}

/**
 * The booking state of a class for a client, in one statement: it must run after the class's row
 * lock was taken, so that it sees every registration committed before (DECISIONS.md item 5).
 */
export async function findClassBookingState(
  db: Db,
  eventId: string,
  clientId: string,
): Promise<ClassBookingState | null> {
  const statement = prepared(db, 'class_booking_state', (handle, name) => {
    const client = sql.placeholder('clientId');
    return handle
      .select({
        confirmed: sql<boolean>`exists (select 1 from ${professionalClients} pc
          where pc.professional_id = ${events.professionalId} and pc.client_id = ${client}
            and pc.status = 'confirmed' and pc.ended_at is null)`,
        profilePublic: professionalProfiles.isPublic,
        ownId: sql<string | null>`(select r.id from event_registrations r
          where r.event_id = ${events.id} and r.client_id = ${client} and r.cancelled_at is null limit 1)`,
        waitingId: sql<string | null>`(select w.id from waitlist_registrations w
          where w.event_id = ${events.id} and w.client_id = ${client} and w.cancelled_at is null limit 1)`,
        invited: sql<boolean>`exists (select 1 from ${eventInvitations} i
          join ${professionalClients} pc on pc.id = i.professional_client_id
          where i.event_id = ${events.id} and pc.client_id = ${client})`,
        registrationDeadline: sql<number | null>`(select vs.registration_deadline_hours
          from ${voucherSettings} vs
          where vs.professional_id = ${events.professionalId} and vs.voucher_type_id = ${events.voucherTypeId})`,
        activeRegistrations: sql<number>`(select count(*)::int from event_registrations r
          where r.event_id = ${events.id} and r.cancelled_at is null)`,
      })
      .from(events)
      .innerJoin(professionalProfiles, eq(professionalProfiles.id, events.professionalId))
      .where(eq(events.id, sql.placeholder('eventId')))
      .prepare(name);
  });
  const [row] = await statement.execute({ eventId, clientId });
  return row ? { ...row, activeRegistrations: Number(row.activeRegistrations) } : null;
}

/** The client's entry (registration or waitlist) with this id; null for anyone else's. */
export async function findClientEntry(
  db: Db,
  clientId: string,
  id: string,
): Promise<OwnedRegistration | null> {
  for (const kind of REGISTRATION_KINDS) {
    const table = REGISTRATION_TABLES[kind];
    const [row] = await db
      .select({ professionalId: table.professionalId })
      .from(table)
      .where(and(eq(table.id, id), eq(table.clientId, clientId)))
      .limit(1);
    if (row) return findOwnRegistration(db, row.professionalId, id);
  }
  return null;
}

/** The client's active entry of this kind in the event, if any. */
export async function findActiveEntry(
  db: Db,
  kind: RegistrationKind,
  eventId: string,
  clientId: string,
): Promise<{ id: string; createdAt: Date } | null> {
  const table = REGISTRATION_TABLES[kind];
  const [row] = await db
    .select({ id: table.id, createdAt: table.createdAt })
    .from(table)
    .where(and(eq(table.eventId, eventId), eq(table.clientId, clientId), isNull(table.cancelledAt)))
    .limit(1);
  return row ?? null;
}

export async function insertWaitlistEntry(
  db: Db,
  values: typeof waitlistRegistrations.$inferInsert,
): Promise<string> {
  const [row] = await db
    .insert(waitlistRegistrations)
    .values(values)
    .returning({ id: waitlistRegistrations.id });
  if (!row) throw new Error('insert into waitlist_registrations returned no row');
  return row.id;
}

/** The professional's name as clients see it, with their e-mail contact (cancellation e-mails). */
export interface ProfessionalContact {
  professionalId: string;
  userId: string;
  email: string;
  language: string;
  timeZone: string;
  username: string;
  fullName: string | null;
}

export async function findProfessionalContact(
  db: Db,
  professionalId: string,
): Promise<ProfessionalContact | null> {
  const [row] = await db
    .select({
      professionalId: professionalProfiles.id,
      userId: users.id,
      email: users.email,
      language: users.language,
      timeZone: users.timezone,
      username: users.username,
      fullName: professionalProfiles.fullName,
    })
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(eq(professionalProfiles.id, professionalId))
    .limit(1);
  return row ?? null;
}

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
  invitation: 'pending' | 'declined' | null;
  /** The professional's deadlines for the event's voucher type (null: the default). */
  registrationDeadline: number | null;
  cancellationDeadline: number | null;
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
    'ended_by', ${alias}.ended_by)`);

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

const deadline = (column: 'registration_deadline_hours' | 'cancellation_deadline_hours') =>
  sql<number | null>`(select vs.${sql.raw(column)} from ${voucherSettings} vs
    where vs.professional_id = ${e.professionalId} and vs.voucher_type_id = ${e.voucherTypeId})`;

const clientColumns = {
  professionalName: sql<string>`(select coalesce(nullif(trim(p.full_name), ''), u.username)
    from ${professionalProfiles} p join ${users} u on u.id = p.user_id where p.id = ${e.professionalId})`,
  registrationsCount: sql<number>`(select count(*)::int from event_registrations r
    where r.event_id = ${e.id} and r.cancelled_at is null)`,
  waitlistCount: sql<number>`(select count(*)::int from waitlist_registrations w
    where w.event_id = ${e.id} and w.cancelled_at is null)`,
  going: sql<ClientEventRow['going']>`case when ${e.isGroup} then coalesce((
    select json_agg(json_build_object('id', r.id, 'full_name', c.full_name,
      'created_at', ${isoText('r.created_at')}, 'mine', r.client_id = ${readerId})
      order by r.created_at, r.id)
    from event_registrations r left join ${clientProfiles} c on c.id = r.client_id
    where r.event_id = ${e.id} and r.cancelled_at is null), '[]'::json) else '[]'::json end`,
  readerConnected: sql<boolean>`exists (select 1 from ${professionalClients} pc
    where pc.professional_id = ${e.professionalId} and pc.client_id = ${readerId}
      and pc.status = 'confirmed' and pc.ended_at is null)`,
  showGoingNames: sql<boolean>`(select p.show_going_names from ${professionalProfiles} p
    where p.id = ${e.professionalId})`,
  own: sql<EntryJson | null>`(select x.j from (
      select ${entryJson('r', 'registration')} j, r.created_at, r.cancelled_at is null active
        from event_registrations r where r.event_id = ${e.id} and r.client_id = ${readerId}
      union all
      select ${entryJson('w', 'waitlist')} j, w.created_at, w.cancelled_at is null active
        from waitlist_registrations w where w.event_id = ${e.id} and w.client_id = ${readerId}
    ) x order by x.active desc, x.created_at desc limit 1)`,
  latest: sql<EntryJson | null>`(select ${entryJson('r', 'registration')} from event_registrations r
    where r.event_id = ${e.id} order by r.created_at desc, r.id desc limit 1)`,
  waitlistPosition: sql<number | null>`(select count(*)::int from waitlist_registrations w
    join waitlist_registrations mine on mine.event_id = w.event_id and mine.client_id = ${readerId}
      and mine.cancelled_at is null
    where w.event_id = ${e.id} and w.cancelled_at is null
      and (w.created_at, w.id) <= (mine.created_at, mine.id)
    having count(*) > 0)`,
  invitation: sql<'pending' | 'declined' | null>`(select case when bool_or(x.declined_at is null)
      then 'pending' else 'declined' end from (${invitationsOf}) x having count(*) > 0)`,
  registrationDeadline: deadline('registration_deadline_hours'),
  cancellationDeadline: deadline('cancellation_deadline_hours'),
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

/** The rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** One of a client's places with a professional, for the client profile's Upcoming and History tabs. */
export interface ClientSessionRow {
  registrationId: string;
  kind: RegistrationKind;
  eventId: string;
  startTime: Date;
  endTime: Date;
  title: string | null;
  voucherTypeId: number;
  isGroupSession: boolean;
  availabilitySlotId: string | null;
  cancelledAt: Date | null;
  endedBy: string | null;
  reason: string | null;
  eventCancelledAt: Date | null;
}

/**
 * A page of the client's registrations and waitlist entries with the professional: upcoming (events
 * ending after `now`, soonest first) or history (ended, latest first), with the total.
 */
export async function findClientSessions(
  db: Db,
  professionalId: string,
  clientId: string,
  scope: 'upcoming' | 'history',
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: ClientSessionRow[]; total: number }> {
  const when = scope === 'upcoming' ? sql`e.end_time > ${now}` : sql`e.end_time <= ${now}`;
  const order = scope === 'upcoming' ? sql`e.start_time asc, x.id asc` : sql`e.start_time desc, x.id desc`;
  const places = sql`(
    select id, event_id, client_id, professional_id, voucher_type_id, cancelled_at, ended_by, cancel_reason, 'registration' kind from event_registrations
    union all
    select id, event_id, client_id, professional_id, voucher_type_id, cancelled_at, ended_by, cancel_reason, 'waitlist' kind from waitlist_registrations)`;
  const where = sql`x.professional_id = ${professionalId} and x.client_id = ${clientId} and ${when}`;
  const result = await db.execute(sql`
    select x.id, x.kind, x.event_id, e.start_time, e.end_time, e.title, x.voucher_type_id, e.is_group_session,
      e.availability_slot_id, x.cancelled_at, x.ended_by, x.cancel_reason, e.cancelled_at event_cancelled_at,
      count(*) over () total
    from ${places} x join ${events} e on e.id = x.event_id
    where ${where}
    order by ${order}
    limit ${page.limit} offset ${page.offset}`);
  const rows = rowsOf(result);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page.offset > 0) {
    const counted = await db.execute(
      sql`select count(*) total from ${places} x join ${events} e on e.id = x.event_id where ${where}`,
    );
    total = Number(rowsOf(counted)[0]?.total ?? 0);
  }
  const at = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return {
    total,
    rows: rows.map((row) => ({
      registrationId: row.id as string,
      kind: row.kind as RegistrationKind,
      eventId: row.event_id as string,
      startTime: at(row.start_time)!,
      endTime: at(row.end_time)!,
      title: (row.title as string | null) ?? null,
      voucherTypeId: Number(row.voucher_type_id),
      isGroupSession: row.is_group_session === true,
      availabilitySlotId: (row.availability_slot_id as string | null) ?? null,
      cancelledAt: at(row.cancelled_at),
      endedBy: (row.ended_by as string | null) ?? null,
      reason: (row.cancel_reason as string | null) ?? null,
      eventCancelledAt: at(row.event_cancelled_at),
    })),
  };
}
