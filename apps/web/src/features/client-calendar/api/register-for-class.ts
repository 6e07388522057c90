/**
 * `POST client/events/{id}/register { voucher_type_id, waitlist }` (201): a place in a group class, or
 * its waitlist when full and asked for. 409 `error.event.full` / `error.event.registration_deadline`.
 */
import type { RegisterForClassBody } from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { parseBookingResult } from './booking-reply.ts';
import { invalidateClientCalendar } from './keys.ts';

export interface RegisterInput {
  eventId: string;
  body: RegisterForClassBody;
}

export const registerForClass = async ({ eventId, body }: RegisterInput) =>
  parseBookingResult(await api.post(`client/events/${encodeURIComponent(eventId)}/register`, body));

export function useRegisterForClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerForClass,
    onSettled: () => invalidateClientCalendar(queryClient),
  });
}
