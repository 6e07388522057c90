/**
 * `POST event-registrations/{id}/decline {reason?}`: the professional declines a registration, removes
 * a waitlist entry or refuses a slot claim (the server cancels the claim's event). Both calendar lists
 * refetch afterwards, since a claim lives in both.
 */
import { declineRegistrationReply } from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateSchedule } from '../../../lib/schedule-keys.ts';

export interface DeclineInput {
  registrationId: string;
  reason: string;
}

export const declineRegistration = async ({ registrationId, reason }: DeclineInput) =>
  declineRegistrationReply.shape.data.parse(
    await api.post(
      `event-registrations/${encodeURIComponent(registrationId)}/decline`,
      reason.trim() ? { reason: reason.trim() } : {},
    ),
  );

export function useDeclineRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineRegistration,
    onSuccess: () => invalidateSchedule(queryClient),
  });
}
