/** `POST events` (201) and `PUT events/{id}` (200): the changed occurrences come back; the calendar refetches. */
import { professionalEventsReply, type CreateEventBody } from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateSchedule } from '../../../lib/schedule-keys.ts';

export interface SaveEventInput {
  /** The occurrence edited; null creates. */
  id: string | null;
  body: CreateEventBody;
}

export const saveEvent = async ({ id, body }: SaveEventInput) =>
  professionalEventsReply.shape.data.parse(
    id === null ? await api.post('events', body) : await api.put(`events/${encodeURIComponent(id)}`, body),
  );

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveEvent, onSuccess: () => invalidateSchedule(queryClient) });
}
