/**
 * Vertical placement of items in a day column. The axis is the wall clock (00:00 to 24:00), as in
 * Google and Apple Calendar: a 07:00 class sits on the 07:00 line on both sides of a DST change. Items
 * that overlap in time share the column side by side, each in its own lane.
 */
import { zonedIn } from '@sessionbook/domain';
import type { DayColumn } from './day-columns.ts';

export const MINUTES_PER_DAY = 24 * 60;

export interface TimedItem {
  start: Date;
  end: Date;
}

export interface Placed<T> {
  item: T;
  /** Wall-clock minutes from the top of the column, 0 to 1440. */
  top: number;
  bottom: number;
  /** Zero-based lane among `lanes` lanes of the overlapping cluster it belongs to. */
  lane: number;
  lanes: number;
  /** The item started on an earlier day or ends on a later one. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

/** Minutes past local midnight on the wall clock of the zone. */
export function wallMinutes(instant: Date, timeZone: string): number {
  const zoned = zonedIn(instant, timeZone);
  return zoned.hour * 60 + zoned.minute;
}

/** The items that touch the day, placed on its wall-clock axis and spread over lanes. */
export function placeInDay<T extends TimedItem>(
  column: DayColumn,
  items: readonly T[],
  timeZone: string,
): Placed<T>[] {
  const dayStart = column.start.getTime();
  const dayEnd = column.end.getTime();
  const segments = items
    .filter((item) => item.end.getTime() > dayStart && item.start.getTime() < dayEnd)
    .map((item) => {
      const continuesBefore = item.start.getTime() < dayStart;
      const continuesAfter = item.end.getTime() > dayEnd;
      const top = continuesBefore ? 0 : wallMinutes(item.start, timeZone);
      let bottom = item.end.getTime() >= dayEnd ? MINUTES_PER_DAY : wallMinutes(item.end, timeZone);
      if (bottom <= top) {
        // Across a fall-back hour the wall clock runs backwards: keep the item's real length instead.
        const from = Math.max(item.start.getTime(), dayStart);
        const to = Math.min(item.end.getTime(), dayEnd);
        bottom = Math.min(MINUTES_PER_DAY, top + (to - from) / 60_000);
      }
      return { item, top, bottom, continuesBefore, continuesAfter };
    });
  return assignLanes(segments);
}

/**
 * Greedy lane assignment: sorted by start (longer first on ties), each item takes the first lane that
 * is free at its start. A cluster is a run of items that overlap one another transitively; every item
 * of a cluster shares its lane count, so widths line up.
 */
export function assignLanes<S extends { top: number; bottom: number }>(
  segments: readonly S[],
): (S & { lane: number; lanes: number })[] {
  const sorted = [...segments].sort((a, b) => a.top - b.top || b.bottom - a.bottom);
  const placed: (S & { lane: number; lanes: number })[] = [];
  let cluster: (S & { lane: number; lanes: number })[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -Infinity;

  const closeCluster = () => {
    for (const entry of cluster) entry.lanes = laneEnds.length;
    placed.push(...cluster);
    cluster = [];
    laneEnds = [];
  };

  for (const segment of sorted) {
    if (segment.top >= clusterEnd) {
      closeCluster();
      clusterEnd = -Infinity;
    }
    let lane = laneEnds.findIndex((end) => end <= segment.top);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(segment.bottom);
    } else {
      laneEnds[lane] = segment.bottom;
    }
    cluster.push({ ...segment, lane, lanes: 1 });
    clusterEnd = Math.max(clusterEnd, segment.bottom);
  }
  closeCluster();
  return placed;
}
