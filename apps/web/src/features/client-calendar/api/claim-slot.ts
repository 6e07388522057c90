/**
 * `POST client/event-registrations { availability_slot_id, start_time, duration, voucher_type_id }`
 * (201 claimed): a session inside an availability slot. 422 on `start_time` / `end_time` /
 * `duration`; 409 `error.slot.time_conflict` (also on `start_time`) or the registration deadline.
 */
import type { ClaimSlotBody } from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { parseBookingResult } from './booking-reply.ts';
import { invalidateClientCalendar } from './keys.ts';

export const claimSlot = async (body: ClaimSlotBody) =>
  parseBookingResult(await api.post('client/event-registrations', body));

export function useClaimSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimSlot,
    // A refusal usually means the slot changed under the client: show its time as it is now.
    onSettled: () => invalidateClientCalendar(queryClient),
  });
}
