/**
 * `GET event-registrations/{id}`: one registration or waitlist entry with its event, for the decline
 * link of the e-mails (`/professional/event-registrations/{id}/decline` → `?decline={id}`).
 */
import { eventRegistrationReply, type EventRegistrationReply } from '@sessionbook/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { scheduleKeys } from '../../../lib/schedule-keys.ts';
import { liveMeta, liveTopics } from '../../../lib/live/topics.ts';

export type RegistrationLookup = EventRegistrationReply['data'];

export const getRegistration = async (id: string): Promise<RegistrationLookup> =>
  eventRegistrationReply.shape.data.parse(await api.get(`event-registrations/${encodeURIComponent(id)}`));

export function useRegistrationLookup(id: string | null) {
  return useQuery({
    queryKey: scheduleKeys.registration(id ?? ''),
    meta: liveMeta(liveTopics.ownCalendar),
    queryFn: () => getRegistration(id ?? ''),
    enabled: id !== null,
    retry: false,
  });
}
