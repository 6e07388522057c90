/**
 * TanStack Query keys of the professional's calendar data, shared by the calendar (reads) and the
 * schedule dialogs (writes invalidate them). A window is a pair of local dates `YYYY-MM-DD`.
 */
import type { QueryClient } from '@tanstack/react-query';

export const scheduleKeys = {
  events: ['events'] as const,
  eventsWindow: (startDate: string, endDate: string) => ['events', startDate, endDate] as const,
  slots: ['slots'] as const,
  slotsWindow: (startDate: string, endDate: string) => ['slots', startDate, endDate] as const,
  registration: (id: string) => ['event-registration', id] as const,
  /** The search for a linked event outside the days shown (`?event=`): under `events`, so it refreshes too. */
  linkedEvent: (id: string) => ['events', 'linked', id] as const,
  /** Busy time read from the professional's own calendars (decision 0050), between two instants. */
  busy: ['busy-times'] as const,
  busyWindow: (start: string, end: string) => ['busy-times', start, end] as const,
};

/** After any change to events or slots: both lists refetch (a claim lives in both). */
export function invalidateSchedule(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: scheduleKeys.events }),
    queryClient.invalidateQueries({ queryKey: scheduleKeys.slots }),
  ]);
}
