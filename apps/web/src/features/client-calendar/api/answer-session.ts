/**
 * `POST client/events/{id}/accept` and `/decline` (200, no body): the client answers a session their
 * professional booked for them. Accepting registers them; declining tells the professional.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { parseBookingResult } from './booking-reply.ts';
import { invalidateClientCalendar } from './keys.ts';

export type SessionAnswer = 'accept' | 'decline';

export interface AnswerInput {
  eventId: string;
  answer: SessionAnswer;
}

export const answerSession = async ({ eventId, answer }: AnswerInput) =>
  parseBookingResult(await api.post(`client/events/${encodeURIComponent(eventId)}/${answer}`));

export function useAnswerSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerSession,
    onSettled: () => invalidateClientCalendar(queryClient),
  });
}
