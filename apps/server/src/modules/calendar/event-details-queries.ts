import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  clientProfiles,
  eventInvitations,
  eventRegistrations,
  eventSeries,
  events,
  professionalClients,
  waitlistRegistrations,
} from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { overlapsRange, type EventRow } from './queries.ts';

/** A registration or waitlist entry as aggregated into JSON (instants as the database wrote them). */
export interface RegistrationJson {
  id: string;
  client_id: string | null;
  full_name: string | null;
  created_at: string;
  cancelled_at: string | null;
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
  }[];
}

/** Columns of the outer `events` row, qualified (drizzle leaves them bare in one-table selects). */
const own = {
  id: sql.raw('"events"."id"'),
  seriesId: sql.raw('"events"."series_id"'),
  startTime: sql.raw('"events"."start_time"'),
};

/** The event's rows of a registration table with the client's name, oldest first, as JSON. */
const namedEntries = (table: typeof eventRegistrations | typeof waitlistRegistrations) =>
  sql<RegistrationJson[]>`coalesce((
    select json_agg(json_build_object('id', r.id, 'client_id', r.client_id, 'full_name', c.full_name,
             'created_at', r.created_at, 'cancelled_at', r.cancelled_at) order by r.created_at, r.id)
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
             'full_name', coalesce(pc.full_name, cp.full_name), 'email', i.email, 'phone', i.phone)
             order by i.created_at, i.id)
    from ${eventInvitations} i left join ${professionalClients} pc on pc.id = i.professional_client_id
      left join ${clientProfiles} cp on cp.id = pc.client_id
    where i.event_id = ${own.id}), '[]'::json)`,
};

/** The professional's events matching `where` with their details, by start. */
async function findEventDetails(
  db: Db,
  professionalId: string,
  where: SQL | undefined,
): Promise<EventDetailRow[]> {
  const rows = await db
    .select({ event: events, ...detailColumns })
    .from(events)
    .where(and(eq(events.professionalId, professionalId), where))
    .orderBy(asc(events.startTime), asc(events.id));
  return rows.map(({ event, ...details }) => ({
    ...event,
    ...details,
    seriesCount: details.seriesCount === null ? null : Number(details.seriesCount),
    occurrence: details.occurrence === null ? null : Number(details.occurrence),
  }));
}

/** The professional's events (cancelled ones too) overlapping [from, to), with details, by start. */
export const findEventDetailsInWindow = (db: Db, professionalId: string, window: { from: Date; to: Date }) =>
  findEventDetails(
    db,
    professionalId,
    overlapsRange(events.startTime, events.endTime, { start: window.from, end: window.to }),
  );

/** The professional's events with these ids, with details, by start. */
export const findEventDetailsByIds = (db: Db, professionalId: string, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : findEventDetails(db, professionalId, inArray(events.id, ids));
