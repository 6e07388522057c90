/** `DELETE clients/{id}`: ends the relationship (history stays). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkOk } from '../../../lib/check-ok.ts';
import { invalidateClientBook } from './invalidate.ts';

export const deleteClient = async (id: string) =>
  checkOk(await api.delete(`clients/${encodeURIComponent(id)}`));

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
