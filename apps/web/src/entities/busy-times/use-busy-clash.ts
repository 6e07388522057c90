/**
 * The names of the professional's calendars that are busy between two instants: what the overlap
 * warning adds when the time asked for clashes with busy time rather than (or as well as) a session
 * (issue 29; the server counts busy time in its overlap check, docs/decisions/0050-busy-times.md).
 * Asked only once the server has warned, so a dialog costs no request before that.
 */
import { useQuery } from '@tanstack/react-query';
import { busyCalendarKeys, getBusyTimes, listBusyCalendars } from './api.ts';

export function useBusyClash(range: { start_time: string; end_time: string } | null): string[] {
  const calendars = useQuery({
    queryKey: busyCalendarKeys.all,
    queryFn: listBusyCalendars,
    enabled: range !== null,
  });
  const busy = useQuery({
    queryKey: ['busy-times', 'clash', range?.start_time, range?.end_time],
    queryFn: () => getBusyTimes(range!.start_time, range!.end_time),
    enabled: range !== null,
  });
  if (!range || !busy.data || !calendars.data) return [];
  const start = Date.parse(range.start_time);
  const end = Date.parse(range.end_time);
  const clashing = new Set(
    busy.data
      .filter((interval) => Date.parse(interval.start_time) < end && Date.parse(interval.end_time) > start)
      .map((interval) => interval.calendar_id),
  );
  return calendars.data.filter((calendar) => clashing.has(calendar.id)).map((calendar) => calendar.label);
}
