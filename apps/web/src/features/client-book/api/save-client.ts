/** `POST clients` (add, sends the invitation) and `PUT clients/{id}` (edit). */
import { clientBookEntry, type ClientBody } from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateClientBook } from './invalidate.ts';

export const createClient = async (body: ClientBody) =>
  clientBookEntry.parse(await api.post('clients', body));

export const updateClient = async (id: string, body: ClientBody) =>
  clientBookEntry.parse(await api.put(`clients/${encodeURIComponent(id)}`, body));

/** Saves `body` as a new client, or as changes to client `id` when given. */
export function useSaveClient(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientBody) => (id ? updateClient(id, body) : createClient(body)),
    onSuccess: () => invalidateClientBook(queryClient),
  });
}
