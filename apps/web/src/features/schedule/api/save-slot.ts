/** `POST availability-slots` (201) and `PUT availability-slots/{id}` (200). */
import { professionalSlotsReply, type SlotBody } from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateSchedule } from '../../../lib/schedule-keys.ts';

export interface SaveSlotInput {
  /** The slot edited; null creates. */
  id: string | null;
  body: SlotBody;
}

export const saveSlot = async ({ id, body }: SaveSlotInput) =>
  professionalSlotsReply.shape.data.parse(
    id === null
      ? await api.post('availability-slots', body)
      : await api.put(`availability-slots/${encodeURIComponent(id)}`, body),
  );

export function useSaveSlot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSlot, onSuccess: () => invalidateSchedule(queryClient) });
}
