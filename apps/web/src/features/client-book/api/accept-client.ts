/** `POST clients/{id}/accept`: confirms a pending request that the client started. */
import { clientBookEntry } from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateClientBook } from './invalidate.ts';

export const acceptClient = async (id: string) =>
  clientBookEntry.parse(await api.post(`clients/${encodeURIComponent(id)}/accept`));

export function useAcceptClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptClient,
    onSuccess: () => invalidateClientBook(queryClient),
  });
}
