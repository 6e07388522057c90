/**
 * `POST professional/clients/invite-held`: sends the held invitations of imported clients, these or
 * all of them (docs/decisions/0048-import-and-export.md).
 */
import { inviteHeldReply, type InviteHeldBody } from '@sessionbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateClientBook } from './invalidate.ts';

export const inviteHeld = async (body: InviteHeldBody) =>
  inviteHeldReply.shape.data.parse(await api.post('professional/clients/invite-held', body));

export function useInviteHeld() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteHeld, onSuccess: () => invalidateClientBook(queryClient) });
}
