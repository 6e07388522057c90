/** `GET events?start_date&end_date`: the professional's events on these local days (both inclusive). */
import { professionalEventsReply } from '@sessionbook/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { scheduleKeys } from '../../../lib/schedule-keys.ts';
import { liveMeta, liveTopics } from '../../../lib/live/topics.ts';

export const getEvents = async (startDate: string, endDate: string) =>
  professionalEventsReply.shape.data.parse(
    await api.get('events', { query: { start_date: startDate, end_date: endDate } }),
  );

export function useEventsWindow(startDate: string, endDate: string, enabled: boolean) {
  return useQuery({
    queryKey: scheduleKeys.eventsWindow(startDate, endDate),
    meta: liveMeta(liveTopics.ownCalendar),
    queryFn: () => getEvents(startDate, endDate),
    enabled,
  });
}
