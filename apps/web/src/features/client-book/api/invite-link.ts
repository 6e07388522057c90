/** `GET invite-link` (null until created) and `PUT invite-link` (creates the shareable link). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getInviteLink = async (): Promise<string | null> =>
  (await api.get<{ invite_link: string | null }>('invite-link')).invite_link;

export const createInviteLink = async (): Promise<string> =>
  (await api.put<{ 'invite-link': string }>('invite-link'))['invite-link'];

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
