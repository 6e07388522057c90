/**
 * The agenda: the items of each local day in the client's zone, by start. An item belongs to the day
 * it starts on; one that started before the first day shown (across midnight) is listed on that day.
 */
import { wallTimeIn, type ClientEventEntry, type ClientSlotEntry } from '@sessionbook/domain';
import type { PlainDate } from './agenda-range.ts';

export type AgendaItem =
  | { kind: 'event'; id: string; start: Date; end: Date; event: ClientEventEntry }
  | { kind: 'slot'; id: string; start: Date; end: Date; slot: ClientSlotEntry };

export interface AgendaDay {
  day: PlainDate;
  /** `YYYY-MM-DD` */
  date: string;
  items: AgendaItem[];
}

export function agendaItems(
  events: readonly ClientEventEntry[],
  slots: readonly ClientSlotEntry[],
): AgendaItem[] {
  return [
    ...events.map((event): AgendaItem => ({
      kind: 'event',
      id: `event:${event.id}`,
      start: new Date(event.start_time),
      end: new Date(event.end_time),
      event,
    })),
    // A cancelled slot offers nothing; the server leaves them out, this keeps it so.
    ...slots
      .filter((slot) => slot.cancelled_at === null)
      .map((slot): AgendaItem => ({
        kind: 'slot',
        id: `slot:${slot.id}`,
        start: new Date(slot.start_time),
        end: new Date(slot.end_time),
        slot,
      })),
  ].sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime());
}

export function agendaByDay(
  days: readonly PlainDate[],
  items: readonly AgendaItem[],
  timeZone: string,
): AgendaDay[] {
  const byDate = new Map(days.map((day) => [day.toString(), [] as AgendaItem[]]));
  const first = days[0]?.toString();
  for (const item of items) {
    const date = wallTimeIn(item.start, timeZone).date;
    const list = byDate.get(date) ?? (first !== undefined && date < first ? byDate.get(first) : undefined);
    list?.push(item);
  }
  return days.map((day) => ({ day, date: day.toString(), items: byDate.get(day.toString()) ?? [] }));
}
