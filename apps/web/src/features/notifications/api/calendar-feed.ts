/**
 * `GET profile/calendar-feed` (the private feed URL, made on first read) and
 * `POST profile/calendar-feed/reset` (a new secret: the old URL stops working).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

const calendarFeed = z.object({ url: z.string().min(1) });

export const getCalendarFeedUrl = async (): Promise<string> =>
  calendarFeed.parse(await api.get('profile/calendar-feed')).url;

export const resetCalendarFeedUrl = async (): Promise<string> =>
  calendarFeed.parse(await api.post('profile/calendar-feed/reset')).url;

export const calendarFeedQueryKey = ['calendar-feed'] as const;

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: calendarFeedQueryKey, queryFn: getCalendarFeedUrl });

export const useCalendarFeedUrl = () => useQuery(calendarFeedQueryOptions());

export function useResetCalendarFeedUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeedUrl,
    onSuccess: (url) => queryClient.setQueryData(calendarFeedQueryKey, url),
  });
}
