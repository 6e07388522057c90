import { MAX_ITEM_MINUTES } from '@sessionbook/domain';
import {
  and,
  asc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { professionalProfiles } from '../../db/schema/accounts.ts';
import { eventRegistrations, isActive } from '../../db/schema/bookings.ts';
import { availabilitySlots, eventSeries, events } from '../../db/schema/scheduling.ts';
import { prepared } from '../../db/prepared.ts';
import type { Db } from '../../db/types.ts';

export type EventRow = typeof events.$inferSelect;

export type EventInsert = typeof events.$inferInsert;

/** A time range [start, end). */
export interface TimeRange {
  start: Date;
  end: Date;
}

/**
 * Locks the professional's profile row for the rest of the transaction: every write that must see the
 * professional's calendar unchanged (a slot claim, docs/product/rules.md#limits-under-concurrency) queues
 * here. `no key update`, not `update`: a registration's insert takes a key-share lock on this row
 * (its foreign key) while holding its class's lock, so a full `update` lock taken before the class's
 * (a cancellation) deadlocked with it.
 */
export async function lockProfessional(db: Db, professionalId: string): Promise<void> {
  await db
    .select({ id: professionalProfiles.id })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.id, professionalId))
    .for('no key update');
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

/**
 * The ids of every series of the family of this one: the series as created and all split from it, so a
 * mode of `future` or `all` reaches occurrences an earlier `future` edit moved to a series of their own.
 */
export function seriesFamily(seriesId: string): SQL {
  const root = sql`(select coalesce(${eventSeries.rootId}, ${eventSeries.id}) from ${eventSeries} where ${eventSeries.id} = ${seriesId})`;
  return sql`(select ${eventSeries.id} from ${eventSeries} where ${eventSeries.id} = ${root} or ${eventSeries.rootId} = ${root})`;
}

/**
 * The rest of a `future` split of events, once its live occurrences moved to the series `into`: the
 * cancelled occurrences of the family from the same start on follow them (they belong to "this and
 * following"), and every series of the family counts its occurrences anew (countSeriesOccurrences).
 * A split of slots does the same through the slots module, which owns them (settleSlotSplit).
 */
export async function settleSplit(db: Db, into: string, from: Date): Promise<void> {
  await db
    .update(events)
    .set({ seriesId: into })
    .where(
      and(
        inArray(events.seriesId, seriesFamily(into)),
        isNotNull(events.cancelledAt),
        gte(events.startTime, from),
      ),
    );
  await countSeriesOccurrences(db, 'event', into);
}

/**
 * Every series of the family of `into` takes the number of occurrences it now holds, so "Occurrence n
 * of count" is right for both parts of a split (issue 25; it counts the rows of the series).
 */
export async function countSeriesOccurrences(db: Db, kind: 'event' | 'slot', into: string): Promise<void> {
  const table = kind === 'event' ? events : availabilitySlots;
  await db.execute(sql`update ${eventSeries} s
    set recurrence_count = greatest(1, least(20, (select count(*)::int from ${table} o where o.series_id = s.id)))
    where s.id in ${seriesFamily(into)}`);
}

export async function insertEvents(db: Db, values: EventInsert[]): Promise<EventRow[]> {
  if (values.length === 0) return [];
  return db.insert(events).values(values).returning();
}

/** Changes one event's columns. */
export async function updateEventRow(db: Db, id: string, values: Partial<EventInsert>): Promise<void> {
  await db.update(events).set(values).where(eq(events.id, id));
}

/** The events now belong to another series (a `future` edit split the series). */
export async function moveEventsToSeries(db: Db, ids: string[], seriesId: string): Promise<void> {
  if (ids.length === 0) return;
  await db.update(events).set({ seriesId }).where(inArray(events.id, ids));
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
  const statement = prepared(db, 'lock_event_by_id', (handle, name) =>
    handle
      .select()
      .from(events)
      .where(eq(events.id, sql.placeholder('id')))
      .limit(1)
      .for('update')
      .prepare(name),
  );
  const [row] = await statement.execute({ id });
  return row ?? null;
}

/** Cancels the event rows (bookings' `cancelEvents` ends what hangs on them in the same transaction). */
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
}

export async function countActiveRegistrations(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), isActive(eventRegistrations)));
  return row?.count ?? 0;
}

/** Active registrations per event, for several events in one query (events without any are absent). */
export async function countActiveRegistrationsByEvent(db: Db, eventIds: readonly string[]) {
  if (eventIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ eventId: eventRegistrations.eventId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(eventRegistrations)
    .where(and(inArray(eventRegistrations.eventId, [...eventIds]), isActive(eventRegistrations)))
    .groupBy(eventRegistrations.eventId);
  return new Map(rows.map((row) => [row.eventId, row.count]));
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

/** One event as stored, unlocked (what a message says of it); null when unknown. */
export async function findEventRow(db: Db, id: string): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row ?? null;
}

/**
 * A class occurrence and the live ones of its series family from its start on, by start (this one
 * first); `limit` caps how many (docs/product/rules.md#standing-spots). Empty for an unknown event.
 */
export async function findOccurrencesFrom(
  db: Db,
  eventId: string,
  limit: number | null,
): Promise<{ id: string; startTime: Date }[]> {
  const [first] = await db
    .select({
      id: events.id,
      seriesId: events.seriesId,
      startTime: events.startTime,
      cancelledAt: events.cancelledAt,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!first || first.cancelledAt) return [];
  if (!first.seriesId) return [{ id: first.id, startTime: first.startTime }];
  const query = db
    .select({ id: events.id, startTime: events.startTime })
    .from(events)
    .where(
      and(
        inArray(events.seriesId, seriesFamily(first.seriesId)),
        isNull(events.cancelledAt),
        gte(events.startTime, first.startTime),
      ),
    )
    .orderBy(asc(events.startTime), asc(events.id));
  return limit === null ? query : query.limit(limit);
}
