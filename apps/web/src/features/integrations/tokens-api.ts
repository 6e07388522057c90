/**
 * The calls of the API tokens half of the integrations page (`professional/api-tokens`,
 * docs/decisions/0052-api-tokens.md), each reply checked with the domain's schema.
 */
import { apiTokenCreatedReply, apiTokensReply, type ApiTokenBody } from '@sessionbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

const PATH = 'professional/api-tokens';
export const tokenKeys = { all: ['api-tokens'] as const };

export const listTokens = async () => apiTokensReply.shape.data.parse(await api.get(PATH));
export const useTokens = () => useQuery({ queryKey: tokenKeys.all, queryFn: listTokens });

/** Makes a token; the reply holds the whole token, this once. */
export const createToken = async (body: ApiTokenBody) =>
  apiTokenCreatedReply.shape.data.parse(await api.post(PATH, body));

export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}

export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${PATH}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}
