/**
 * Busy time as the grid places it (docs/decisions/0050-busy-times.md): timed stretches on the day's
 * wall-clock axis, full width behind the day's items; all-day ones in a strip under the day headings.
 * Busy stretches never take lanes from sessions: they are the background the sessions sit on.
 */
import type { BusyInterval } from '@sessionbook/domain';
import type { DayColumn } from './day-columns.ts';
import { placeInDay, type Placed } from './item-layout.ts';

export interface BusyEntry {
  id: string;
  start: Date;
  end: Date;
  /** Kept only when the professional chose to keep the titles of that calendar. */
  title: string | null;
  allDay: boolean;
}

export interface BusyDay {
  timed: Placed<BusyEntry>[];
  allDay: BusyEntry[];
}

export const busyEntries = (intervals: readonly BusyInterval[]): BusyEntry[] =>
  intervals.map((interval, index) => ({
    id: `${interval.calendar_id}:${interval.start_time}:${index}`,
    start: new Date(interval.start_time),
    end: new Date(interval.end_time),
    title: interval.title,
    allDay: interval.all_day,
  }));

/** The busy time touching one local day: all-day entries apart, timed ones placed on its axis. */
export function busyOfDay(column: DayColumn, entries: readonly BusyEntry[], timeZone: string): BusyDay {
  const dayStart = column.start.getTime();
  const dayEnd = column.end.getTime();
  const touching = entries.filter(
    (entry) => entry.end.getTime() > dayStart && entry.start.getTime() < dayEnd,
  );
  return {
    allDay: touching.filter((entry) => entry.allDay),
    timed: placeInDay(
      column,
      touching.filter((entry) => !entry.allDay),
      timeZone,
    ),
  };
}

/** About the height of a busy block's label on the wall-clock axis (1.25rem of a 3.25rem hour). */
export const BUSY_LABEL_MINUTES = 30;

/**
 * Whether a busy block's label at its top would show: not when an item of the day sits over it (the
 * label would be hidden under the item, and text under another element has no contrast to speak of).
 * The block's spoken text stays either way.
 */
export const busyLabelShows = (top: number, items: readonly { top: number; bottom: number }[]): boolean =>
  !items.some((item) => item.top < top + BUSY_LABEL_MINUTES && item.bottom > top);
