/**
 * Busy time as the rest of the server reads it (docs/decisions/0050-busy-times.md): the blocked time of
 * a slot (modules/calendar), a claim (modules/bookings), the overlap warning of an event
 * (modules/events) and the professional's calendar.
 *
 * Every piece lasts at most a day (busy-time-rules.ts), so "overlaps [start, end)" also bounds the
 * index scan from below: a piece starting more than a day before `start` cannot reach it.
 */
import { MAX_BUSY_PIECE_MS, type BusyInterval } from '@sessionbook/domain';
import { and, asc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import { busyCalendars, busyIntervals } from '../../db/schema/integrations.ts';
import type { Db } from '../../db/types.ts';

export interface TimeRange {
  start: Date;
  end: Date;
}

const reaching = (instant: Date) => new Date(instant.getTime() - MAX_BUSY_PIECE_MS);

const overlapping = (range: TimeRange): SQL | undefined =>
  and(
    lt(busyIntervals.startsAt, range.end),
    gt(busyIntervals.endsAt, range.start),
    gt(busyIntervals.startsAt, reaching(range.start)),
  );

/** Whether any of these ranges overlaps the professional's busy time (touching is not overlapping). */
export async function hasBusyOverlap(db: Db, professionalId: string, ranges: TimeRange[]): Promise<boolean> {
  if (ranges.length === 0) return false;
  const [row] = await db
    .select({ id: busyIntervals.id })
    .from(busyIntervals)
    .where(and(eq(busyIntervals.professionalId, professionalId), or(...ranges.map(overlapping))))
    .limit(1);
  return row !== undefined;
}

/** The professional's busy pieces overlapping the range, by start. */
export async function findBusyOverlapping(
  db: Db,
  professionalId: string,
  range: TimeRange,
): Promise<TimeRange[]> {
  const rows = await db
    .select({ start: busyIntervals.startsAt, end: busyIntervals.endsAt })
    .from(busyIntervals)
    .where(and(eq(busyIntervals.professionalId, professionalId), overlapping(range)))
    .orderBy(asc(busyIntervals.startsAt));
  return rows;
}

/**
 * A subquery of the busy pieces (`start_time`, `end_time`) of `professionalId` overlapping
 * [`start`, `end`), for a slot's blocked time (SQL expressions of the outer query).
 */
export const busyRangesSql = (professionalId: SQL, start: SQL, end: SQL): SQL => sql`
  select b.starts_at as start_time, b.ends_at as end_time from ${busyIntervals} b
  where b.professional_id = ${professionalId} and b.starts_at < ${end} and b.ends_at > ${start}
    and b.starts_at > ${start} - ${sql.raw(`interval '${MAX_BUSY_PIECE_MS / 60_000} minutes'`)}`;

/** `GET professional/busy-times`: the busy pieces in the window, titles only of calendars that keep them. */
export async function findBusyInWindow(
  db: Db,
  professionalId: string,
  window: TimeRange,
): Promise<BusyInterval[]> {
  const rows = await db
    .select({
      calendarId: busyIntervals.calendarId,
      start: busyIntervals.startsAt,
      end: busyIntervals.endsAt,
      allDay: busyIntervals.allDay,
      title: sql<string | null>`case when ${busyCalendars.showTitles} then ${busyIntervals.title} end`,
    })
    .from(busyIntervals)
    .innerJoin(busyCalendars, eq(busyCalendars.id, busyIntervals.calendarId))
    .where(and(eq(busyIntervals.professionalId, professionalId), overlapping(window)))
    .orderBy(asc(busyIntervals.startsAt), asc(busyIntervals.id));
  return rows.map((row) => ({
    calendar_id: row.calendarId,
    start_time: row.start.toISOString(),
    end_time: row.end.toISOString(),
    all_day: row.allDay,
    title: row.title,
  }));
}
