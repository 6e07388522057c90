/**
 * `POST client/event-registrations/{id}/cancel { reason }` (200 cancelled): the client ends their
 * registration or slot claim (a reason is required, until the cancellation deadline) or leaves a
 * waitlist (no reason). 409 `error.event.cancellation_deadline` / `error.registration.ended`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { parseBookingResult } from './booking-reply.ts';
import { invalidateClientCalendar } from './keys.ts';

export interface CancelInput {
  registrationId: string;
  /** Null when leaving a waitlist. */
  reason: string | null;
}

export const cancelRegistration = async ({ registrationId, reason }: CancelInput) =>
  parseBookingResult(
    await api.post(
      `client/event-registrations/${encodeURIComponent(registrationId)}/cancel`,
      reason === null ? {} : { reason },
    ),
  );

export function useCancelRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRegistration,
    onSettled: () => invalidateClientCalendar(queryClient),
  });
}
