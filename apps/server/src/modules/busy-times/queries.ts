/**
 * The professional's calendars read for busy time and the busy intervals kept from them
 * (busy_calendars, busy_intervals; docs/decisions/0050-busy-times.md). This module is their only writer.
 */
import { busyPieces, type BusyCalendarError } from '@sessionbook/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { professionalProfiles, users } from '../../db/schema/accounts.ts';
import { busyCalendars, busyIntervals } from '../../db/schema/integrations.ts';
import type { Db } from '../../db/types.ts';
import type { BusyStretch } from './expand-calendar.ts';

export type BusyCalendarRow = typeof busyCalendars.$inferSelect;

/** Rows per INSERT when replacing a calendar's intervals (each row is 6 parameters; PostgreSQL takes 65,535). */
const INSERT_BATCH = 2_000;

/**
 * Marks the professional's calendar as changed: migration 0010's deferred trigger gives it a new stamp
 * at commit, so cached slot replies (which now leave out busy time) are computed again and open screens
 * hear of it (live updates). busy_intervals has no statement trigger of its own (migration 0021).
 */
export async function touchCalendar(db: Db, professionalId: string): Promise<void> {
  await db.execute(sql`insert into calendar_pending (professional_id) values (${professionalId})`);
}

export async function findCalendars(db: Db, professionalId: string): Promise<BusyCalendarRow[]> {
  return db
    .select()
    .from(busyCalendars)
    .where(eq(busyCalendars.professionalId, professionalId))
    .orderBy(asc(busyCalendars.createdAt), asc(busyCalendars.id));
}

export async function findCalendar(
  db: Db,
  professionalId: string,
  id: string,
): Promise<BusyCalendarRow | undefined> {
  const [row] = await db
    .select()
    .from(busyCalendars)
    .where(and(eq(busyCalendars.id, id), eq(busyCalendars.professionalId, professionalId)));
  return row;
}

export async function countCalendars(db: Db, professionalId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(busyCalendars)
    .where(eq(busyCalendars.professionalId, professionalId));
  return row?.n ?? 0;
}

export async function insertCalendar(
  db: Db,
  values: { professionalId: string; label: string; url: string; showTitles: boolean },
): Promise<BusyCalendarRow> {
  const [row] = await db.insert(busyCalendars).values(values).returning();
  if (!row) throw new Error('insert into busy_calendars returned no row');
  return row;
}

/** The label and the titles choice; titles turned off are forgotten at once. Undefined: not theirs. */
export async function updateCalendar(
  db: Db,
  professionalId: string,
  id: string,
  values: { label: string; showTitles: boolean },
): Promise<BusyCalendarRow | undefined> {
  const [row] = await db
    .update(busyCalendars)
    .set(values)
    .where(and(eq(busyCalendars.id, id), eq(busyCalendars.professionalId, professionalId)))
    .returning();
  if (row && !values.showTitles) {
    const cleared = await db
      .update(busyIntervals)
      .set({ title: null })
      .where(and(eq(busyIntervals.calendarId, id), sql`${busyIntervals.title} is not null`))
      .returning({ id: busyIntervals.id });
    if (cleared.length) await touchCalendar(db, professionalId);
  }
  return row;
}

/** Removes the calendar and its intervals (foreign key cascade); false when it is not theirs. */
export async function deleteCalendar(db: Db, professionalId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(busyCalendars)
    .where(and(eq(busyCalendars.id, id), eq(busyCalendars.professionalId, professionalId)))
    .returning({ intervals: busyCalendars.intervalCount });
  if (deleted[0]?.intervals) await touchCalendar(db, professionalId);
  return deleted.length > 0;
}

/** Who a calendar's failure notice goes to: its professional's account. */
export interface CalendarOwner {
  userId: string;
  email: string;
  language: string;
  timeZone: string;
  deleted: boolean;
}

/**
 * A calendar to fetch, locked for the transaction (two fetches of one calendar write one after the
 * other), with its professional's account (the failure notice's reader).
 */
export async function lockCalendarForFetch(
  db: Db,
  id: string,
): Promise<(BusyCalendarRow & { timeZone: string; owner: CalendarOwner }) | undefined> {
  const [row] = await db
    .select({
      calendar: busyCalendars,
      userId: users.id,
      email: users.email,
      language: users.language,
      timeZone: users.timezone,
      deletedAt: users.deletedAt,
    })
    .from(busyCalendars)
    .innerJoin(professionalProfiles, eq(professionalProfiles.id, busyCalendars.professionalId))
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(eq(busyCalendars.id, id))
    .for('update', { of: busyCalendars });
  if (!row) return undefined;
  const { calendar, deletedAt, ...owner } = row;
  return { ...calendar, timeZone: owner.timeZone, owner: { ...owner, deleted: deletedAt !== null } };
}

/** The calendar and its professional's zone, without a lock (before the request is made). */
export async function findCalendarToFetch(
  db: Db,
  id: string,
): Promise<(BusyCalendarRow & { timeZone: string }) | undefined> {
  const [row] = await db
    .select({ calendar: busyCalendars, timeZone: users.timezone })
    .from(busyCalendars)
    .innerJoin(professionalProfiles, eq(professionalProfiles.id, busyCalendars.professionalId))
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(eq(busyCalendars.id, id));
  return row && { ...row.calendar, timeZone: row.timeZone };
}

/**
 * A fetch that answered a calendar: its intervals replace the earlier ones (cut into pieces of at most
 * a day, busy-time-rules.ts), titles only when the calendar keeps them.
 */
export async function replaceIntervals(
  db: Db,
  calendar: BusyCalendarRow,
  stretches: BusyStretch[],
  answer: { etag: string | null; lastModified: string | null; at: Date },
): Promise<number> {
  await db.delete(busyIntervals).where(eq(busyIntervals.calendarId, calendar.id));
  const rows = stretches.flatMap(busyPieces).map((piece) => ({
    s: piece.start.toISOString(),
    e: piece.end.toISOString(),
    a: piece.allDay,
    t: calendar.showTitles ? piece.title : null,
  }));
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    // One parameter per batch: the rows as JSON, read back into columns by PostgreSQL.
    await db.execute(sql`
      insert into ${busyIntervals} (calendar_id, professional_id, starts_at, ends_at, all_day, title)
      select ${calendar.id}::uuid, ${calendar.professionalId}::uuid, x.s, x.e, x.a, x.t
      from json_to_recordset(${JSON.stringify(rows.slice(i, i + INSERT_BATCH))}::json)
        as x(s timestamptz, e timestamptz, a boolean, t text)`);
  }
  await db
    .update(busyCalendars)
    .set({
      status: 'ok',
      lastError: null,
      lastFetchedAt: answer.at,
      lastSuccessAt: answer.at,
      etag: answer.etag,
      lastModified: answer.lastModified,
      intervalCount: rows.length,
    })
    .where(eq(busyCalendars.id, calendar.id));
  await touchCalendar(db, calendar.professionalId);
  return rows.length;
}

/** 304 Not Modified: the intervals stay; the calendar is current. */
export async function markUnchanged(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(busyCalendars)
    .set({ status: 'ok', lastError: null, lastFetchedAt: at, lastSuccessAt: at })
    .where(eq(busyCalendars.id, id));
}

/** A failed fetch: the intervals of the last success stay; the settings page says why. */
export async function markFailed(db: Db, id: string, error: BusyCalendarError, at: Date): Promise<void> {
  await db
    .update(busyCalendars)
    .set({ status: 'failed', lastError: error, lastFetchedAt: at })
    .where(eq(busyCalendars.id, id));
}

/** Account deletion: the calendar addresses (secrets of their services) and their busy time go. */
export async function forgetBusyCalendars(db: Db, professionalId: string): Promise<void> {
  await db.delete(busyCalendars).where(eq(busyCalendars.professionalId, professionalId));
}
