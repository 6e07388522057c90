/** `GET availability-slots?start_date&end_date`: the professional's slots, each with its claims. */
import { professionalSlotsReply } from '@sessionbook/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { scheduleKeys } from '../../../lib/schedule-keys.ts';
import { liveMeta, liveTopics } from '../../../lib/live/topics.ts';

export const getSlots = async (startDate: string, endDate: string) =>
  professionalSlotsReply.shape.data.parse(
    await api.get('availability-slots', { query: { start_date: startDate, end_date: endDate } }),
  );

export function useSlotsWindow(startDate: string, endDate: string, enabled: boolean) {
  return useQuery({
    queryKey: scheduleKeys.slotsWindow(startDate, endDate),
    meta: liveMeta(liveTopics.ownCalendar),
    queryFn: () => getSlots(startDate, endDate),
    enabled,
  });
}
