/**
 * Attendance (docs/product/rules.md#attendance): `PUT event-registrations/{id}/attendance {attendance}`
 * marks one registration attended or a no-show (null clears the mark); `PUT events/{id}/attendance`
 * gives every active registration the same mark ("all attended"). Both answer with the event
 * afterwards, which replaces the cached copy at once, so the open details show the marks without a
 * refetch.
 */
import {
  declineRegistrationReply,
  type AttendanceMark,
  type ProfessionalEventEntry,
} from '@sessionbook/domain';
import { useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { hasTopic, liveTopics } from '../../../lib/live/topics.ts';
import { scheduleKeys } from '../../../lib/schedule-keys.ts';

export type AttendanceInput =
  | { registrationId: string; attendance: AttendanceMark | null }
  | { eventId: string; attendance: AttendanceMark };

const path = (input: AttendanceInput) =>
  'registrationId' in input
    ? `event-registrations/${encodeURIComponent(input.registrationId)}/attendance`
    : `events/${encodeURIComponent(input.eventId)}/attendance`;

export const markAttendance = async (input: AttendanceInput) =>
  declineRegistrationReply.shape.data.parse(await api.put(path(input), { attendance: input.attendance }));

/** Every cached copy of the event: in the windows of days, and a linked event found outside them. */
function putEvent(queryClient: QueryClient, event: ProfessionalEventEntry) {
  queryClient.setQueriesData<ProfessionalEventEntry[] | ProfessionalEventEntry | null>(
    { queryKey: scheduleKeys.events },
    (cached) => {
      if (Array.isArray(cached)) return cached.map((entry) => (entry.id === event.id ? event : entry));
      return cached?.id === event.id ? event : cached;
    },
  );
}

const MUTATION_KEY = ['attendance'] as const;

export function useMarkAttendance({
  onMarked,
  onError,
}: {
  onMarked?: (input: AttendanceInput) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: markAttendance,
    onSuccess: async (event, input) => {
      // A refetch that started before the mark would bring the old marks back for a moment.
      await queryClient.cancelQueries({ queryKey: scheduleKeys.events });
      putEvent(queryClient, event);
      // The rest of the professional's data (a client's sessions) shows the mark when next opened;
      // the copies just written stay on screen until then.
      void queryClient.invalidateQueries({
        predicate: (query) => hasTopic(query, (topic) => topic === liveTopics.ownCalendar),
        refetchType: 'none',
      });
      onMarked?.(input);
    },
    // Callbacks here rather than per call: TanStack runs a call's own callbacks only for the latest
    // one, and marks of several clients may be under way at once.
    onError,
  });
}

/** The marks being sent now, so each control shows its own progress while the others stay usable. */
export const usePendingAttendance = (): AttendanceInput[] =>
  useMutationState({
    filters: { mutationKey: MUTATION_KEY, status: 'pending' },
    // Only useMarkAttendance runs under this key, so its variables are that hook's input.
    select: (mutation) => mutation.state.variables as AttendanceInput,
  });
