/** `DELETE clients/{id}`: ends the relationship (history stays). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateClientBook } from './invalidate.ts';

export const deleteClient = (id: string) => api.delete<{ ok: true }>(`clients/${encodeURIComponent(id)}`);

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    // Not awaited: the caller leaves the deleted item's page at once, before its refetch answers 404.
    onSuccess: () => {
      void invalidateClientBook(queryClient);
    },
  });
}
