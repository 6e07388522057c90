/** `GET clients/{id}`: one entry of the client book with its groups and session tabs. */
import { clientDetail } from '@sessionbook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveMeta, liveTopics } from '../../../lib/live/topics.ts';

export const getClient = async (id: string) =>
  clientDetail.parse(await api.get(`clients/${encodeURIComponent(id)}`));

export const clientQueryKey = (id: string) => ['client', id] as const;

export const clientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientQueryKey(id),
    queryFn: () => getClient(id),
    meta: liveMeta(liveTopics.ownCalendar),
  });

export const useClient = (id: string) => useQuery(clientQueryOptions(id));
