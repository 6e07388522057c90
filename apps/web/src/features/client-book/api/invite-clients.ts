/** `POST clients/invite` `{ emails, phones }`: invites each contact; nothing is stored on any error. */
import { inviteClientsReply, type InviteClientsBody } from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateClientBook } from './invalidate.ts';

export const inviteClients = async (body: InviteClientsBody) =>
  inviteClientsReply.shape.data.parse(await api.post('clients/invite', body));

export function useInviteClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteClients,
    onSuccess: () => invalidateClientBook(queryClient),
  });
}
