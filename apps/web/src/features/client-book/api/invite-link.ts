/** `GET invite-link` (null until created) and `PUT invite-link` (creates the shareable link). */
import { createdInviteLinkReply, inviteLinkReply } from '@sessionbook/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getInviteLink = async (): Promise<string | null> =>
  inviteLinkReply.shape.data.parse(await api.get('invite-link')).invite_link;

export const createInviteLink = async (): Promise<string> =>
  createdInviteLinkReply.shape.data.parse(await api.put('invite-link'))['invite-link'];

export const inviteLinkQueryKey = ['invite-link'] as const;

export const inviteLinkQueryOptions = () =>
  queryOptions({ queryKey: inviteLinkQueryKey, queryFn: getInviteLink });

export const useInviteLink = () => useQuery(inviteLinkQueryOptions());

export function useCreateInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInviteLink,
    onSuccess: (link) => queryClient.setQueryData(inviteLinkQueryKey, link),
  });
}
