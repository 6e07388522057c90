/**
 * TanStack Query keys of the client calendar: the combined calendar by window of local dates, and one
 * professional's (a public profile's, not connected) by profile id and window.
 */
import type { QueryClient } from '@tanstack/react-query';
import { PROFESSIONALS_KEY } from '../../../lib/professionals-api.ts';

export const clientCalendarKeys = {
  all: ['client-calendar'] as const,
  combined: (startDate: string, endDate: string) =>
    ['client-calendar', 'combined', startDate, endDate] as const,
  events: (professionalId: string, startDate: string, endDate: string) =>
    ['client-calendar', 'events', professionalId, startDate, endDate] as const,
  slots: (professionalId: string, startDate: string, endDate: string) =>
    ['client-calendar', 'slots', professionalId, startDate, endDate] as const,
  findLinked: (kind: 'event' | 'slot', id: string, professionalId: string) =>
    ['client-calendar', 'find', kind, id, professionalId] as const,
};

/**
 * After any booking: the calendars refetch (a claim takes time out of a slot and adds an event), and
 * the professionals (booking from a public profile connects the client).
 */
export const invalidateClientCalendar = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: PROFESSIONALS_KEY }),
    queryClient.invalidateQueries({ queryKey: [...clientCalendarKeys.all, 'combined'] }),
    queryClient.invalidateQueries({ queryKey: [...clientCalendarKeys.all, 'events'] }),
    queryClient.invalidateQueries({ queryKey: [...clientCalendarKeys.all, 'slots'] }),
  ]);
