/**
 * `GET clients?status=&search=&page=`: the client book, 20 rows a page. Cached per status and search
 * (docs/product/entities-and-states.md#paginated-lists: query key `['clients', status, search]`); "load more"
 * appends the next page until
 * the last one. The session dialog's invitee list (features/schedule) reuses the same query and keys,
 * so a change in the book refreshes it too.
 */
import {
  clientPageReply,
  type ClientBookEntry,
  type ClientListStatus,
  type ClientPage,
} from '@sessionbook/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { liveMeta, liveTopics } from '../live/topics.ts';

export type ClientTab = 'confirmed' | 'pending';

export interface GetClientsParams {
  /** A tab of the book, or `all` (the session dialog invites pending clients too). */
  status: ClientListStatus;
  search: string;
  page: number;
}

export async function getClients({ status, search, page }: GetClientsParams): Promise<ClientPage> {
  const reply = await api.get('clients', {
    query: { status, search: search.trim() || undefined, page },
    envelope: true,
  });
  return clientPageReply.parse(reply);
}

export const clientsQueryKey = (status?: ClientListStatus, search?: string) =>
  ['clients', ...(status === undefined ? [] : [status]), ...(search === undefined ? [] : [search])] as const;

export function clientsInfiniteOptions(status: ClientListStatus, search: string) {
  return infiniteQueryOptions({
    queryKey: clientsQueryKey(status, search),
    meta: liveMeta(liveTopics.ownCalendar),
    queryFn: ({ pageParam }) => getClients({ status, search, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}

export function useClients(status: ClientListStatus, search: string) {
  return useInfiniteQuery(clientsInfiniteOptions(status, search));
}

/** The client rows of the loaded pages (groups are listed in their own tab). */
export function clientRows(pages: ClientPage[] | undefined): ClientBookEntry[] {
  return (pages ?? []).flatMap((page) =>
    page.data.filter((item): item is ClientBookEntry => item.type !== 'group'),
  );
}
