import { MAX_ITEM_MINUTES } from '@sessionbook/domain';
import { and, asc, eq, gt, gte, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  availabilitySlots,
  clientGroupMembers,
  clientProfiles,
  ENDED_BY,
  eventInvitations,
  eventRegistrations,
  eventSeries,
  events,
  professionalClients,
  professionalProfiles,
  users,
  voucherTypes,
  waitlistRegistrations,
} from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

export type EventRow = typeof events.$inferSelect;
export type EventInsert = typeof events.$inferInsert;
export type RegistrationRow = typeof eventRegistrations.$inferSelect;
export type InvitationRow = typeof eventInvitations.$inferSelect;

/** A time range [start, end). */
export interface TimeRange {
  start: Date;
  end: Date;
}

/** The IANA zone of a user (users.timezone). */
export async function findUserTimeZone(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: users.timezone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.timezone ?? 'UTC';
}

/**
 * Locks the professional's profile row for the rest of the transaction: every write that must see the
 * professional's calendar unchanged (a slot claim, DECISIONS.md item 5) queues here.
 */
export async function lockProfessional(db: Db, professionalId: string): Promise<void> {
  await db
    .select({ id: professionalProfiles.id })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.id, professionalId))
    .for('update');
}

export async function findVoucherType(
  db: Db,
  id: number,
): Promise<{ id: number; type: string; maxEventRegs: number } | null> {
  const [row] = await db.select().from(voucherTypes).where(eq(voucherTypes.id, id)).limit(1);
  return row ?? null;
}

/**
 * `[start, end)` overlaps the range. The lower bound on `start` is implied (no item lasts longer than
 * MAX_ITEM_MINUTES) but lets the (professional_id, start_time) index scan a bounded range.
 */
export const overlapsRange = (start: PgColumn, end: PgColumn, range: TimeRange): SQL | undefined =>
  and(lt(start, range.end), gt(end, range.start), gt(start, earliestStartReaching(range.start)));

/** The earliest start of an item that can still reach past `instant`. */
export const earliestStartReaching = (instant: Date): Date =>
  new Date(instant.getTime() - MAX_ITEM_MINUTES * 60_000);

const overlapsAny = (start: PgColumn, end: PgColumn, ranges: TimeRange[]): SQL | undefined =>
  or(...ranges.map((range) => overlapsRange(start, end, range)));

/**
 * Whether any of these ranges overlaps a non-cancelled event or slot of the professional, leaving out
 * the given events and slots (the ones being edited).
 */
export async function hasCalendarOverlap(
  db: Db,
  professionalId: string,
  ranges: TimeRange[],
  except: { eventIds?: string[]; slotIds?: string[] } = {},
): Promise<boolean> {
  if (ranges.length === 0) return false;
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.professionalId, professionalId),
        isNull(events.cancelledAt),
        overlapsAny(events.startTime, events.endTime, ranges),
        except.eventIds?.length ? notInArray(events.id, except.eventIds) : undefined,
      ),
    )
    .limit(1);
  if (event) return true;
  const [slot] = await db
    .select({ id: availabilitySlots.id })
    .from(availabilitySlots)
    .where(
      and(
        eq(availabilitySlots.professionalId, professionalId),
        isNull(availabilitySlots.cancelledAt),
        overlapsAny(availabilitySlots.startTime, availabilitySlots.endTime, ranges),
        except.slotIds?.length ? notInArray(availabilitySlots.id, except.slotIds) : undefined,
      ),
    )
    .limit(1);
  return slot !== undefined;
}

/** Non-cancelled events of the professional overlapping the range (a slot's blocked time, a claim). */
export async function findLiveEventsOverlapping(
  db: Db,
  professionalId: string,
  range: TimeRange,
): Promise<{ id: string; startTime: Date; endTime: Date }[]> {
  return db
    .select({ id: events.id, startTime: events.startTime, endTime: events.endTime })
    .from(events)
    .where(
      and(
        eq(events.professionalId, professionalId),
        isNull(events.cancelledAt),
        overlapsRange(events.startTime, events.endTime, range),
      ),
    )
    .orderBy(asc(events.startTime));
}

export async function insertSeries(
  db: Db,
  professionalId: string,
  kind: 'event' | 'slot',
  recurrenceCount: number,
  /** For a split: the series the split one came from (its family is kept). */
  splitFrom?: string,
): Promise<string> {
  const rootId = splitFrom
    ? sql`(select coalesce(${eventSeries.rootId}, ${eventSeries.id}) from ${eventSeries} where ${eventSeries.id} = ${splitFrom})`
    : null;
  const [row] = await db
    .insert(eventSeries)
    .values({ professionalId, kind, recurrenceCount, rootId })
    .returning({ id: eventSeries.id });
  if (!row) throw new Error('insert into event_series returned no row');
  return row.id;
}

export async function insertEvents(db: Db, values: EventInsert[]): Promise<EventRow[]> {
  if (values.length === 0) return [];
  return db.insert(events).values(values).returning();
}

export async function insertInvitations(
  db: Db,
  values: (typeof eventInvitations.$inferInsert)[],
): Promise<void> {
  if (values.length === 0) return;
  await db.insert(eventInvitations).values(values);
}

/** The live members (client book ids) of the professional's groups; others' groups add nothing. */
export async function findGroupMemberIds(
  db: Db,
  professionalId: string,
  groupIds: string[],
): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: clientGroupMembers.professionalClientId })
    .from(clientGroupMembers)
    .innerJoin(professionalClients, eq(professionalClients.id, clientGroupMembers.professionalClientId))
    .where(
      and(
        eq(clientGroupMembers.professionalId, professionalId),
        inArray(clientGroupMembers.groupId, groupIds),
        isNull(professionalClients.endedAt),
      ),
    );
  return rows.map((row) => row.id);
}

/** The professional's event, locked for the transaction; null for anyone else's or an unknown id. */
export async function lockEvent(db: Db, professionalId: string, id: string): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.professionalId, professionalId), eq(events.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** An event by id whoever owns it, locked (capacity checks of client actions). */
export async function lockEventById(db: Db, id: string): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1).for('update');
  return row ?? null;
}

/** Non-cancelled occurrences of a series, optionally from an instant on, locked, by start. */
/**
 * The ids of every series of the family of this one: the series as created and all split from it, so a
 * mode of `future` or `all` reaches occurrences an earlier `future` edit moved to a series of their own.
 */
export function seriesFamily(seriesId: string): SQL {
  const root = sql`(select coalesce(${eventSeries.rootId}, ${eventSeries.id}) from ${eventSeries} where ${eventSeries.id} = ${seriesId})`;
  return sql`(select ${eventSeries.id} from ${eventSeries} where ${eventSeries.id} = ${root} or ${eventSeries.rootId} = ${root})`;
}

export async function lockSeriesEvents(
  db: Db,
  professionalId: string,
  seriesId: string,
  from?: Date,
): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.professionalId, professionalId),
        inArray(events.seriesId, seriesFamily(seriesId)),
        isNull(events.cancelledAt),
        from ? gte(events.startTime, from) : undefined,
      ),
    )
    .orderBy(asc(events.startTime))
    .for('update');
}

export async function updateEventRow(db: Db, id: string, values: Partial<EventInsert>): Promise<void> {
  await db.update(events).set(values).where(eq(events.id, id));
}

export async function moveEventsToSeries(db: Db, ids: string[], seriesId: string): Promise<void> {
  if (ids.length === 0) return;
  await db.update(events).set({ seriesId }).where(inArray(events.id, ids));
}

/** Cancels the events and ends their active registrations and waitlist entries with them (`ended_by` event). */
export async function cancelEventRows(
  db: Db,
  ids: string[],
  now: Date,
  reason: string | null,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(events)
    .set({ cancelledAt: now, cancelledReason: reason, updatedAt: now })
    .where(and(inArray(events.id, ids), isNull(events.cancelledAt)));
  for (const table of [eventRegistrations, waitlistRegistrations])
    await db
      .update(table)
      .set({ cancelledAt: now, cancelReason: reason, endedBy: ENDED_BY.event })
      .where(and(inArray(table.eventId, ids), isNull(table.cancelledAt)));
}

/** Replaces the invitations of these events. */
export async function replaceInvitations(
  db: Db,
  eventIds: string[],
  values: (typeof eventInvitations.$inferInsert)[],
): Promise<void> {
  if (eventIds.length) await db.delete(eventInvitations).where(inArray(eventInvitations.eventId, eventIds));
  await insertInvitations(db, values);
}

/** The professional's events by id, by start. */
export async function findEventsByIds(db: Db, professionalId: string, ids: string[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(events)
    .where(and(eq(events.professionalId, professionalId), inArray(events.id, ids)))
    .orderBy(asc(events.startTime), asc(events.id));
}

/** The professional's events (cancelled ones too) overlapping [from, to), by start. */
export async function findEventsInWindow(
  db: Db,
  professionalId: string,
  window: { from: Date; to: Date },
): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.professionalId, professionalId),
        overlapsRange(events.startTime, events.endTime, { start: window.from, end: window.to }),
      ),
    )
    .orderBy(asc(events.startTime), asc(events.id));
}

export type NamedRegistrationRow = RegistrationRow & { fullName: string | null };

async function findNamedRegistrations(
  db: Db,
  table: typeof eventRegistrations | typeof waitlistRegistrations,
  eventIds: string[],
): Promise<NamedRegistrationRow[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .select({ registration: table, fullName: clientProfiles.fullName })
    .from(table)
    .leftJoin(clientProfiles, eq(clientProfiles.id, table.clientId))
    .where(inArray(table.eventId, eventIds))
    .orderBy(asc(table.createdAt), asc(table.id));
  return rows.map((row) => ({ ...row.registration, fullName: row.fullName }));
}

/** Registrations of these events (cancelled ones too), oldest first, with the client's name. */
export const findRegistrations = (db: Db, eventIds: string[]) =>
  findNamedRegistrations(db, eventRegistrations, eventIds);

/** Waitlist entries of these events (ended ones too), in joining order. */
export const findWaitlist = (db: Db, eventIds: string[]) =>
  findNamedRegistrations(db, waitlistRegistrations, eventIds);

export async function findInvitations(db: Db, eventIds: string[]): Promise<InvitationRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(eventInvitations)
    .where(inArray(eventInvitations.eventId, eventIds))
    .orderBy(asc(eventInvitations.createdAt), asc(eventInvitations.id));
}

export async function countActiveRegistrations(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), isNull(eventRegistrations.cancelledAt)));
  return row?.count ?? 0;
}

/** Active registrations per event, for several events in one query (events without any are absent). */
export async function countActiveRegistrationsByEvent(db: Db, eventIds: readonly string[]) {
  if (eventIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ eventId: eventRegistrations.eventId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(eventRegistrations)
    .where(and(inArray(eventRegistrations.eventId, [...eventIds]), isNull(eventRegistrations.cancelledAt)))
    .groupBy(eventRegistrations.eventId);
  return new Map(rows.map((row) => [row.eventId, row.count]));
}

export async function insertRegistration(
  db: Db,
  values: typeof eventRegistrations.$inferInsert,
): Promise<RegistrationRow> {
  const [row] = await db.insert(eventRegistrations).values(values).returning();
  if (!row) throw new Error('insert into event_registrations returned no row');
  return row;
}

/** Live book rows of the professional holding any of these e-mails (case-insensitive) or phones. */
export async function findBookRowsByContact(
  db: Db,
  professionalId: string,
  emails: string[],
  phones: string[],
): Promise<{ id: string; email: string | null; phone: string | null }[]> {
  const matches: SQL[] = [];
  if (emails.length) matches.push(inArray(sql`lower(${professionalClients.email})`, emails));
  if (phones.length) matches.push(inArray(professionalClients.phone, phones));
  if (matches.length === 0) return [];
  return db
    .select({
      id: professionalClients.id,
      email: professionalClients.email,
      phone: professionalClients.phone,
    })
    .from(professionalClients)
    .where(
      and(
        eq(professionalClients.professionalId, professionalId),
        isNull(professionalClients.endedAt),
        or(...matches),
      ),
    );
}

/** The number of occurrences each series holds (cancelled ones included). */
export async function findSeriesCounts(db: Db, seriesIds: string[]): Promise<Map<string, number>> {
  if (seriesIds.length === 0) return new Map();
  const rows = await db
    .select({ id: eventSeries.id, count: eventSeries.recurrenceCount })
    .from(eventSeries)
    .where(inArray(eventSeries.id, seriesIds));
  return new Map(rows.map((row) => [row.id, row.count]));
}

export async function setSeriesCount(db: Db, seriesId: string, count: number): Promise<void> {
  await db.update(eventSeries).set({ recurrenceCount: count }).where(eq(eventSeries.id, seriesId));
}

/** Each occurrence's 1-based position in its series, by start. */
export async function findSeriesPositions(db: Db, seriesIds: string[]): Promise<Map<string, number>> {
  if (seriesIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: events.id,
      position:
        sql<number>`row_number() over (partition by ${events.seriesId} order by ${events.startTime}, ${events.id})`.mapWith(
          Number,
        ),
    })
    .from(events)
    .where(inArray(events.seriesId, seriesIds));
  return new Map(rows.map((row) => [row.id, row.position]));
}

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
