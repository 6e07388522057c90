/**
 * `GET clients?status=&search=&page=`: the client book, 20 rows a page. Cached per status and search
 * (spec section 4: query key `['clients', status, search]`); "load more" appends the next page until
 * the last one.
 */
import {
  CLIENTS_PER_PAGE,
  type ClientBookEntry,
  type ClientListItem,
  type Paginated,
} from '@sessionbook/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ClientTab = 'confirmed' | 'pending';

export interface GetClientsParams {
  status: ClientTab;
  search: string;
  page: number;
}

/** A page of the list; `exact` is false when the reply's metadata was not available (see below). */
export type ClientPage = Paginated<ClientListItem> & { exact: boolean };

/**
 * The server answers `{ data: rows, current_page, last_page, per_page, total }`. The shared api client
 * unwraps `data`, which leaves only the rows; then a full page (CLIENTS_PER_PAGE rows) means there may
 * be a next page, and a shorter one is the last. Both shapes are handled.
 */
export async function getClients({ status, search, page }: GetClientsParams): Promise<ClientPage> {
  const reply = await api.get<Paginated<ClientListItem> | ClientListItem[]>('clients', {
    query: { status, search: search.trim() || undefined, page },
  });
  if (Array.isArray(reply)) {
    const full = reply.length >= CLIENTS_PER_PAGE;
    return {
      data: reply,
      current_page: page,
      last_page: full ? page + 1 : page,
      per_page: CLIENTS_PER_PAGE,
      total: (page - 1) * CLIENTS_PER_PAGE + reply.length,
      exact: false,
    };
  }
  return { ...reply, exact: true };
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
export function clientRows(pages: ClientPage[] | undefined): ClientBookEntry[] {
  return (pages ?? []).flatMap((page) =>
    page.data.filter((item): item is ClientBookEntry => item.type !== 'group'),
  );
}
