/**
 * `GET groups?search=` and `GET groups/{id}`. The client book lists them; the session dialog's invitee
 * list (features/schedule) reuses the same query and key, so a change in the book refreshes it too.
 */
import { groupEntry, groupsReply } from '@sessionbook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { liveMeta, liveTopics } from '../live/topics.ts';

export const getGroups = async (search: string) =>
  groupsReply.shape.data.parse(await api.get('groups', { query: { search: search.trim() || undefined } }));

export const groupsQueryKey = (search?: string) =>
  ['groups', ...(search === undefined ? [] : [search])] as const;

export const groupsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: groupsQueryKey(search),
    queryFn: () => getGroups(search),
    meta: liveMeta(liveTopics.ownCalendar),
  });

export const useGroups = (search: string) => useQuery(groupsQueryOptions(search));

export const getGroup = async (id: string) =>
  groupEntry.parse(await api.get(`groups/${encodeURIComponent(id)}`));

export const groupQueryKey = (id: string) => ['group', id] as const;

export const groupQueryOptions = (id: string) =>
  queryOptions({
    queryKey: groupQueryKey(id),
    queryFn: () => getGroup(id),
    meta: liveMeta(liveTopics.ownCalendar),
  });

export const useGroup = (id: string) => useQuery(groupQueryOptions(id));
