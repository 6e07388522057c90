/**
 * Busy time from the professional's own calendars (docs/decisions/0050-busy-times.md), as the calendar,
 * the schedule's overlap warning and the busy-calendars page read it: the calendars
 * (`GET professional/busy-calendars`) and the busy stretches between two instants
 * (`GET professional/busy-times?start&end`), each reply checked with the domain's schema.
 */
import { busyCalendarsReply, busyIntervalsReply } from '@sessionbook/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { liveMeta, liveTopics } from '../../lib/live/topics.ts';
import { scheduleKeys } from '../../lib/schedule-keys.ts';

export const busyCalendarKeys = { all: ['busy-calendars'] as const };

export const listBusyCalendars = async () =>
  busyCalendarsReply.shape.data.parse(await api.get('professional/busy-calendars'));

export const getBusyTimes = async (start: string, end: string) =>
  busyIntervalsReply.shape.data.parse(await api.get('professional/busy-times', { query: { start, end } }));

/**
 * The busy stretches of a window of the calendar. A failure leaves the grid without busy time: it is
 * a help beside the calendar, not the calendar itself.
 */
export function useBusyWindow(start: string | undefined, end: string | undefined) {
  return useQuery({
    queryKey: scheduleKeys.busyWindow(start ?? '', end ?? ''),
    meta: liveMeta(liveTopics.ownCalendar),
    queryFn: () => getBusyTimes(start!, end!),
    enabled: start !== undefined && end !== undefined,
  });
}
