/**
 * Who a session can invite: the whole client book (`GET clients?status=all`, 20 a page, loaded as the
 * list scrolls) and the groups with their members (`GET groups`). The client book's own queries and
 * keys, so a change there (invalidateClientBook) refreshes the dialog too.
 */
import { useQuery } from '@tanstack/react-query';
import { groupsQueryOptions } from '../../../lib/client-book/get-groups.ts';

export { clientRows, useClients } from '../../../lib/client-book/get-clients.ts';

/** Groups matching the search; with an empty search, every group (whose members the count needs). */
export const useInviteeGroups = (search: string) => useQuery(groupsQueryOptions(search.trim()));
