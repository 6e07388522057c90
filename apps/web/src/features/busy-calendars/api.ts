/**
 * The calls of the busy-calendars page (`professional/busy-calendars`, docs/decisions/0050-busy-times.md),
 * each reply checked with the domain's schema. A change to the list also changes the busy time the
 * calendar greys, so those windows refetch too.
 */
import {
  busyCalendarReply,
  type BusyCalendar,
  type BusyCalendarBody,
  type BusyCalendarUpdateBody,
} from '@sessionbook/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { busyCalendarKeys, listBusyCalendars } from '../../entities/busy-times/index.ts';
import { api } from '../../lib/api-client.ts';
import { scheduleKeys } from '../../lib/schedule-keys.ts';

const PATH = 'professional/busy-calendars';
const pathOf = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

/** How often the list asks again while a calendar waits for a read (the job reads it soon). */
export const PENDING_POLL_MS = 3_000;

/** The calendars; asked again every few seconds while one waits for a read (pending, or `reading`). */
export function useBusyCalendars(reading: (calendar: BusyCalendar) => boolean = () => false) {
  return useQuery({
    queryKey: busyCalendarKeys.all,
    queryFn: listBusyCalendars,
    refetchInterval: (query) =>
      query.state.data?.some((calendar) => calendar.status === 'pending' || reading(calendar))
        ? PENDING_POLL_MS
        : false,
  });
}

const refetchAll = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: busyCalendarKeys.all }),
    queryClient.invalidateQueries({ queryKey: scheduleKeys.busy }),
  ]);

/** Puts the server's copy of one calendar into the list at once (no wait for the refetch). */
const putInList = (queryClient: QueryClient, calendar: BusyCalendar) =>
  queryClient.setQueryData<BusyCalendar[]>(busyCalendarKeys.all, (old) => {
    if (!old) return [calendar];
    const found = old.some((item) => item.id === calendar.id);
    return found ? old.map((item) => (item.id === calendar.id ? calendar : item)) : [...old, calendar];
  });

function useCalendarChange<TInput>(send: (input: TInput) => Promise<BusyCalendar>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (calendar) => {
      putInList(queryClient, calendar);
      await refetchAll(queryClient);
    },
  });
}

export const addBusyCalendar = async (body: BusyCalendarBody) =>
  busyCalendarReply.shape.data.parse(await api.post(PATH, body));

export const useAddBusyCalendar = () => useCalendarChange(addBusyCalendar);

export const updateBusyCalendar = async ({ id, body }: { id: string; body: BusyCalendarUpdateBody }) =>
  busyCalendarReply.shape.data.parse(await api.put(pathOf(id), body));

export const useUpdateBusyCalendar = () => useCalendarChange(updateBusyCalendar);

export const refreshBusyCalendar = async (id: string) =>
  busyCalendarReply.shape.data.parse(await api.post(`${pathOf(id)}/refresh`));

export const useRefreshBusyCalendar = () => useCalendarChange(refreshBusyCalendar);

export function useRemoveBusyCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(pathOf(id));
      return id;
    },
    onSuccess: async (id) => {
      queryClient.setQueryData<BusyCalendar[]>(busyCalendarKeys.all, (old) =>
        old?.filter((item) => item.id !== id),
      );
      await refetchAll(queryClient);
    },
  });
}
