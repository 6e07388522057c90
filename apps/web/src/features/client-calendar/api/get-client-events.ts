/**
 * `GET client/events?start_date&end_date[&professional_id]`: the client's events on these local days
 * (both inclusive): their registrations and claims, waitlist entries, sessions booked for them and
 * open classes. Parsed with the shared schema, so a contract drift fails loudly.
 */
import { clientEventEntry, type ClientEventEntry } from '@sessionbook/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { clientCalendarKeys } from './keys.ts';
import { liveMeta, liveTopics } from '../../../lib/live/topics.ts';

export async function getClientEvents(
  startDate: string,
  endDate: string,
  professionalId?: string,
): Promise<ClientEventEntry[]> {
  const reply = await api.get('client/events', {
    query: { start_date: startDate, end_date: endDate, professional_id: professionalId },
  });
  return clientEventEntry.array().parse(reply);
}

export function useClientEvents(professionalId: string | null, startDate: string, endDate: string) {
  return useQuery({
    queryKey: clientCalendarKeys.events(professionalId ?? '', startDate, endDate),
    meta: liveMeta(liveTopics.calendarOf(professionalId ?? '')),
    queryFn: () => getClientEvents(startDate, endDate, professionalId ?? undefined),
    enabled: professionalId !== null,
  });
}
