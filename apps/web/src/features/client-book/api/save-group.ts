/** `POST groups` and `PUT groups/{id}` `{ name, client_ids }`. */
import type { GroupBody, GroupEntry } from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateClientBook } from './invalidate.ts';

export const createGroup = (body: GroupBody) => api.post<GroupEntry>('groups', body);

export const updateGroup = (id: string, body: GroupBody) =>
  api.put<GroupEntry>(`groups/${encodeURIComponent(id)}`, body);

export function useSaveGroup(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupBody) => (id ? updateGroup(id, body) : createGroup(body)),
    onSuccess: () => invalidateClientBook(queryClient),
  });
}
