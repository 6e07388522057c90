/** `GET client/availability-slots?start_date&end_date[&professional_id]`: open slots with their blocked time. */
import { clientSlotEntry, type ClientSlotEntry } from '@sessionbook/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { clientCalendarKeys } from './keys.ts';
import { liveMeta, liveTopics } from '../../../lib/live/topics.ts';

export async function getClientSlots(
  startDate: string,
  endDate: string,
  professionalId?: string,
): Promise<ClientSlotEntry[]> {
  const reply = await api.get('client/availability-slots', {
    query: { start_date: startDate, end_date: endDate, professional_id: professionalId },
  });
  return clientSlotEntry.array().parse(reply);
}

export function useClientSlots(professionalId: string | null, startDate: string, endDate: string) {
  return useQuery({
    queryKey: clientCalendarKeys.slots(professionalId ?? '', startDate, endDate),
    meta: liveMeta(liveTopics.calendarOf(professionalId ?? '')),
    queryFn: () => getClientSlots(startDate, endDate, professionalId ?? undefined),
    enabled: professionalId !== null,
  });
}
