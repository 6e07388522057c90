/** `POST events` (201) and `PUT events/{id}` (200): the changed occurrences come back; the calendar refetches. */
import type { CreateEventBody, ProfessionalEventEntry } from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateSchedule } from '../../../lib/schedule-keys.ts';

export interface SaveEventInput {
  /** The occurrence edited; null creates. */
  id: string | null;
  body: CreateEventBody;
}

export const saveEvent = ({ id, body }: SaveEventInput) =>
  id === null
    ? api.post<ProfessionalEventEntry[]>('events', body)
    : api.put<ProfessionalEventEntry[]>(`events/${encodeURIComponent(id)}`, body);

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveEvent, onSuccess: () => invalidateSchedule(queryClient) });
}
