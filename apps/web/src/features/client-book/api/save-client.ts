/** `POST clients` (add, sends the invitation) and `PUT clients/{id}` (edit). */
import type { ClientBody, ClientBookEntry } from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateClientBook } from './invalidate.ts';

export const createClient = (body: ClientBody) => api.post<ClientBookEntry>('clients', body);

export const updateClient = (id: string, body: ClientBody) =>
  api.put<ClientBookEntry>(`clients/${encodeURIComponent(id)}`, body);

/** Saves `body` as a new client, or as changes to client `id` when given. */
export function useSaveClient(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientBody) => (id ? updateClient(id, body) : createClient(body)),
    onSuccess: () => invalidateClientBook(queryClient),
  });
}
