/** `POST events/{id}/cancel` and `POST availability-slots/{id}/cancel` (200); the calendar refetches. */
import type { CancelEventBody, CancelSlotBody } from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateSchedule } from '../../../lib/schedule-keys.ts';

export const cancelEvent = (id: string, body: CancelEventBody) =>
  api.post<unknown>(`events/${encodeURIComponent(id)}/cancel`, body);

export const cancelSlot = (id: string, body: CancelSlotBody) =>
  api.post<unknown>(`availability-slots/${encodeURIComponent(id)}/cancel`, body);

export function useCancelEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelEventBody) => cancelEvent(id, body),
    onSuccess: () => invalidateSchedule(queryClient),
  });
}

export function useCancelSlot(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelSlotBody) => cancelSlot(id, body),
    onSuccess: () => invalidateSchedule(queryClient),
  });
}
