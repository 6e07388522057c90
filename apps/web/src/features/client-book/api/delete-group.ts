/** `DELETE groups/{id}`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkOk } from '../../../lib/check-ok.ts';
import { invalidateClientBook } from './invalidate.ts';

export const deleteGroup = async (id: string) =>
  checkOk(await api.delete(`groups/${encodeURIComponent(id)}`));

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
