/**
 * Busy time from the professional's own calendars (docs/decisions/0050-busy-times.md).
 *
 * A busy stretch is kept in pieces of at most a day: a slot or event then finds the busy time that
 * touches it by looking back one day only (the same bounded index scan as events, which last at most
 * MAX_ITEM_MINUTES), and a week away shows as one greyed block per day.
 */

export const MAX_BUSY_PIECE_MS = 24 * 60 * 60_000;

export interface BusyRange {
  start: Date;
  end: Date;
}

/** The range cut into consecutive pieces of at most MAX_BUSY_PIECE_MS, covering it exactly. */
export function busyPieces<T extends BusyRange>(range: T): T[] {
  const pieces: T[] = [];
  const end = range.end.getTime();
  for (let start = range.start.getTime(); start < end; start += MAX_BUSY_PIECE_MS)
    pieces.push({
      ...range,
      start: new Date(start),
      end: new Date(Math.min(end, start + MAX_BUSY_PIECE_MS)),
    });
  return pieces;
}

/**
 * A calendar that has not been read for this long tells its professional, once per failure streak
 * (docs/decisions/0050-busy-times.md): a failure that passes within the hour tells nobody.
 */
export const BUSY_FAILING_NOTICE_MINUTES = 60;

/**
 * When a failing calendar's notice is due: the start of its streak (the last read that worked, else
 * when it was added) and the streak's key, or null while the streak is shorter than the notice time.
 */
export function busyFailingStreak(
  calendar: { lastSuccessAt: Date | null; createdAt: Date },
  now: Date,
): { since: Date; key: string } | null {
  const since = calendar.lastSuccessAt ?? calendar.createdAt;
  if (now.getTime() - since.getTime() < BUSY_FAILING_NOTICE_MINUTES * 60_000) return null;
  return { since, key: calendar.lastSuccessAt ? calendar.lastSuccessAt.toISOString() : 'never' };
}
