/**
 * The import's calls (docs/decisions/0048-import-and-export.md, "Import"): judge or import the mapped
 * rows, then send the held invitations. Either changes the client book, so its lists refetch.
 */
import {
  importClientsReply,
  inviteHeldReply,
  type ImportClientsBody,
  type InviteHeldBody,
} from '@sessionbook/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

const refetchBook = (queryClient: QueryClient) =>
  Promise.all(['clients', 'client'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));

export const importClients = async (body: ImportClientsBody) =>
  importClientsReply.shape.data.parse(await api.post('professional/clients/import', body));

export function useImportClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importClients,
    onSuccess: (result) => (result.dry_run ? undefined : refetchBook(queryClient)),
  });
}

export const inviteHeld = async (body: InviteHeldBody) =>
  inviteHeldReply.shape.data.parse(await api.post('professional/clients/invite-held', body));

export function useInviteHeld() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteHeld, onSuccess: () => refetchBook(queryClient) });
}
