/**
 * `POST events/{id}/cancel` and `POST availability-slots/{id}/cancel` (200): the cancelled occurrences
 * come back; the calendar refetches.
 */
import {
  professionalEventsReply,
  professionalSlotsReply,
  type CancelEventBody,
  type CancelSlotBody,
} from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateSchedule } from '../../../lib/schedule-keys.ts';

export const cancelEvent = async (id: string, body: CancelEventBody) =>
  professionalEventsReply.shape.data.parse(await api.post(`events/${encodeURIComponent(id)}/cancel`, body));

export const cancelSlot = async (id: string, body: CancelSlotBody) =>
  professionalSlotsReply.shape.data.parse(
    await api.post(`availability-slots/${encodeURIComponent(id)}/cancel`, body),
  );

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
