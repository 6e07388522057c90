/**
 * `GET clients?status=&search=&page=`: the client book, 20 rows a page. Cached per status and search
 * (spec section 4: query key `['clients', status, search]`); "load more" appends the next page until
 * the last one.
 */
import type { ClientBookEntry, ClientListItem, Paginated } from '@sessionbook/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ClientTab = 'confirmed' | 'pending';

export interface GetClientsParams {
  status: ClientTab;
  search: string;
  page: number;
}

/** Accepts the paginated shape and, defensively, a bare array (treated as the only page). */
export async function getClients({
  status,
  search,
  page,
}: GetClientsParams): Promise<Paginated<ClientListItem>> {
  const reply = await api.get<Paginated<ClientListItem> | ClientListItem[]>('clients', {
    query: { status, search: search.trim() || undefined, page },
  });
  if (Array.isArray(reply)) {
    return { data: reply, current_page: page, last_page: page, per_page: reply.length, total: reply.length };
  }
  return reply;
}

export const clientsQueryKey = (status?: ClientTab, search?: string) =>
  ['clients', ...(status === undefined ? [] : [status]), ...(search === undefined ? [] : [search])] as const;

export function clientsInfiniteOptions(status: ClientTab, search: string) {
  return infiniteQueryOptions({
    queryKey: clientsQueryKey(status, search),
    queryFn: ({ pageParam }) => getClients({ status, search, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}

export function useClients(status: ClientTab, search: string) {
  return useInfiniteQuery(clientsInfiniteOptions(status, search));
}

/** The client rows of the loaded pages (groups are listed in their own tab). */
export function clientRows(pages: Paginated<ClientListItem>[] | undefined): ClientBookEntry[] {
  return (pages ?? []).flatMap((page) =>
    page.data.filter((item): item is ClientBookEntry => item.type !== 'group'),
  );
}
