/** `POST availability-slots` (201) and `PUT availability-slots/{id}` (200). */
import type { ProfessionalSlotEntry, SlotBody } from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateSchedule } from '../../../lib/schedule-keys.ts';

export interface SaveSlotInput {
  /** The slot edited; null creates. */
  id: string | null;
  body: SlotBody;
}

export const saveSlot = ({ id, body }: SaveSlotInput) =>
  id === null
    ? api.post<ProfessionalSlotEntry[]>('availability-slots', body)
    : api.put<ProfessionalSlotEntry[]>(`availability-slots/${encodeURIComponent(id)}`, body);

export function useSaveSlot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSlot, onSuccess: () => invalidateSchedule(queryClient) });
}
