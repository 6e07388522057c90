/**
 * `GET client/calendar?start_date&end_date`: the combined calendar (decision 0038) in one reply: every
 * confirmed professional with their colour, and all their events and open slots on these local days.
 * The view of one confirmed professional is this reply filtered, so switching costs no request.
 */
import { clientCalendarReply, type ClientCalendarReply } from '@sessionbook/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveMeta, liveTopics } from '../../../lib/live/topics.ts';
import { clientCalendarKeys } from './keys.ts';

export type ClientCalendar = ClientCalendarReply['data'];

export async function getClientCalendar(startDate: string, endDate: string): Promise<ClientCalendar> {
  const reply = await api.get('client/calendar', {
    query: { start_date: startDate, end_date: endDate },
  });
  return clientCalendarReply.shape.data.parse(reply);
}

export function useClientCalendar(startDate: string, endDate: string, enabled: boolean) {
  return useQuery({
    queryKey: clientCalendarKeys.combined(startDate, endDate),
    meta: liveMeta(liveTopics.allCalendars),
    queryFn: () => getClientCalendar(startDate, endDate),
    enabled,
  });
}
