/** `DELETE groups/{id}`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateClientBook } from './invalidate.ts';

export const deleteGroup = (id: string) => api.delete<{ ok: true }>(`groups/${encodeURIComponent(id)}`);

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    // Not awaited: the caller leaves the deleted item's page at once, before its refetch answers 404.
    onSuccess: () => {
      void invalidateClientBook(queryClient);
    },
  });
}
