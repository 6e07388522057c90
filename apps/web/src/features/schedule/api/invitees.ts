/**
 * Who a session can invite: the whole client book (`GET clients?status=all`, 20 a page, loaded as the
 * list scrolls) and the groups with their members (`GET groups`). Cached under the client book's keys,
 * so a change there (invalidateClientBook) refreshes the dialog too.
 */
import type { ClientBookEntry, ClientListItem, Paginated } from '@sessionbook/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { groupsQueryOptions } from '../../client-book/api/get-groups.ts';

type ClientPage = Paginated<ClientListItem>;

export const getInviteeClients = (search: string, page: number) =>
  api.get<ClientPage>('clients', {
    query: { status: 'all', search: search.trim() || undefined, page },
    envelope: true,
  });

export function useInviteeClients(search: string) {
  return useInfiniteQuery({
    queryKey: ['clients', 'all', search],
    queryFn: ({ pageParam }) => getInviteeClients(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: ClientPage) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });
}

/** The client rows of the loaded pages. */
export const clientsOf = (pages: ClientPage[] | undefined): ClientBookEntry[] =>
  (pages ?? []).flatMap((page) =>
    page.data.filter((item): item is ClientBookEntry => item.type === 'client'),
  );

/** Groups matching the search; with an empty search, every group (whose members the count needs). */
export const useInviteeGroups = (search: string) => useQuery(groupsQueryOptions(search.trim()));
