/**
 * `POST client/events/{id}/standing-spot { voucher_type_id, count? }` (201) and
 * `POST client/events/{id}/standing-spot/cancel { reason }` (200): every later date of a weekly class
 * booked or cancelled at once (docs/product/rules.md#standing-spots); the reply says what became of each.
 */
import { standingSpotReply, type StandingSpotBody } from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateClientCalendar } from './keys.ts';

const path = (eventId: string) => `client/events/${encodeURIComponent(eventId)}/standing-spot`;
const parse = (reply: unknown) => standingSpotReply.shape.data.parse(reply).occurrences;

export function useBookStandingSpot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ eventId, body }: { eventId: string; body: StandingSpotBody }) =>
      parse(await api.post(path(eventId), body)),
    onSettled: () => invalidateClientCalendar(queryClient),
  });
}

export function useCancelStandingSpot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ eventId, reason }: { eventId: string; reason: string }) =>
      parse(await api.post(`${path(eventId)}/cancel`, { reason })),
    onSettled: () => invalidateClientCalendar(queryClient),
  });
}
