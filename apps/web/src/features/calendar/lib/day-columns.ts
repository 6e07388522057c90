/**
 * One column per local day in the professional's zone. A column knows the UTC range its day covers,
 * which is 23 or 25 hours long on a daylight-saving change, so items are assigned to days by instant
 * and never by UTC date.
 */
import { startOfLocalDay } from '@sessionbook/domain';
import type { PlainDate } from './calendar-range.ts';

export interface DayColumn {
  /** `YYYY-MM-DD` */
  date: string;
  /** First instant of the local day. */
  start: Date;
  /** First instant of the next local day. */
  end: Date;
  /** How many minutes the day really lasts: 1440, or e.g. 1380 / 1500 on a DST change. */
  minutes: number;
}

export function dayColumns(days: readonly PlainDate[], timeZone: string): DayColumn[] {
  return days.map((day) => {
    const start = startOfLocalDay(day, timeZone);
    const end = startOfLocalDay(day.add({ days: 1 }), timeZone);
    return { date: day.toString(), start, end, minutes: (end.getTime() - start.getTime()) / 60_000 };
  });
}
