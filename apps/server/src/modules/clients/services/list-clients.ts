import {
  CLIENTS_PER_PAGE,
  type ClientListItem,
  type clientListQuery,
  type Paginated,
} from '@sessionbook/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../../core/deps.ts';
import { listGroupEntries } from '../group-entries-queries.ts';
import { listClientPage } from '../queries.ts';
import { requireProfessional } from '../../auth/roles.ts';

export type ListClientsInput = z.output<typeof clientListQuery>;

/**
 * One page of the client book (20 rows, by name then e-mail). With `with_groups`, the matching groups
 * (ids prefixed `g`) come before the clients of page 1; `total` and `last_page` count clients only.
 */
export async function listClients(
  deps: AppDeps,
  userId: string,
  input: ListClientsInput,
): Promise<Paginated<ClientListItem>> {
  const { db } = deps.database;
  const professional = await requireProfessional(db, userId);
  const search = input.search || undefined;
  const { rows, total } = await listClientPage(db, professional.professionalId, {
    status: input.status,
    search,
    page: input.page,
  });
  const groups =
    input.with_groups && input.page === 1
      ? (await listGroupEntries(db, professional.professionalId, { search })).map((group) => ({
          ...group,
          id: `g${group.id}`,
        }))
      : [];
  return {
    data: [...groups, ...rows],
    current_page: input.page,
    last_page: Math.max(1, Math.ceil(total / CLIENTS_PER_PAGE)),
    per_page: CLIENTS_PER_PAGE,
    total,
  };
}
