/**
 * `GET clients/{id}/sessions?scope=upcoming|history&page=N`: a client book entry's sessions with the
 * signed-in professional, 20 a page (upcoming soonest first, history latest first). The key sits under
 * `['client', id]`, so any change in the client book refreshes it with the client's detail.
 */
import { clientSessionsReply, type ClientSessionsReply } from '@sessionbook/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveMeta, liveTopics } from '../../../lib/live/topics.ts';

export type SessionScope = 'upcoming' | 'history';

export async function getClientSessions(
  id: string,
  scope: SessionScope,
  page: number,
): Promise<ClientSessionsReply> {
  const reply = await api.get(`clients/${encodeURIComponent(id)}/sessions`, {
    query: { scope, page },
    envelope: true,
  });
  return clientSessionsReply.parse(reply);
}

export const clientSessionsQueryKey = (id: string, scope: SessionScope) =>
  ['client', id, 'sessions', scope] as const;

export function clientSessionsOptions(id: string, scope: SessionScope) {
  return infiniteQueryOptions({
    queryKey: clientSessionsQueryKey(id, scope),
    meta: liveMeta(liveTopics.ownCalendar),
    queryFn: ({ pageParam }) => getClientSessions(id, scope, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}

export const useClientSessions = (id: string, scope: SessionScope) =>
  useInfiniteQuery(clientSessionsOptions(id, scope));
