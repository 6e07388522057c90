/** `POST groups` and `PUT groups/{id}` `{ name, client_ids }`. */
import { groupEntry, type GroupBody } from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateClientBook } from './invalidate.ts';

export const createGroup = async (body: GroupBody) => groupEntry.parse(await api.post('groups', body));

export const updateGroup = async (id: string, body: GroupBody) =>
  groupEntry.parse(await api.put(`groups/${encodeURIComponent(id)}`, body));

export function useSaveGroup(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupBody) => (id ? updateGroup(id, body) : createGroup(body)),
    onSuccess: () => invalidateClientBook(queryClient),
  });
}
