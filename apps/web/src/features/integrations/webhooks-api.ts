/**
 * The calls of the webhooks half of the integrations page (`professional/webhooks`,
 * docs/decisions/0051-webhooks.md), each reply checked with the domain's schema.
 */
import {
  webhookDeliveriesReply,
  webhookDeliveryReply,
  webhookEndpointCreatedReply,
  webhookEndpointReply,
  webhookEndpointsReply,
  webhookSecretReply,
  type WebhookEndpoint,
  type WebhookEndpointBody,
} from '@sessionbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

const PATH = 'professional/webhooks';
const pathOf = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

export const webhookKeys = {
  all: ['webhooks'] as const,
  deliveries: (id: string) => ['webhooks', id, 'deliveries'] as const,
};

export const listWebhooks = async () => webhookEndpointsReply.shape.data.parse(await api.get(PATH));

export const useWebhooks = () => useQuery({ queryKey: webhookKeys.all, queryFn: listWebhooks });

function useEndpointChange<TInput, TResult extends WebhookEndpoint>(
  send: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

/** Adds an endpoint; the reply holds its signing secret. */
export const addWebhook = async (body: WebhookEndpointBody) =>
  webhookEndpointCreatedReply.shape.data.parse(await api.post(PATH, body));
export const useAddWebhook = () => useEndpointChange(addWebhook);

export const updateWebhook = async ({ id, body }: { id: string; body: WebhookEndpointBody }) =>
  webhookEndpointReply.shape.data.parse(await api.put(pathOf(id), body));
export const useUpdateWebhook = () => useEndpointChange(updateWebhook);

export function useRemoveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(pathOf(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

/** The signing secret, asked for when the owner wants to see it again (never kept in the cache). */
export const fetchWebhookSecret = async (id: string) =>
  webhookSecretReply.shape.data.parse(await api.get(`${pathOf(id)}/secret`)).secret;

export const useWebhookSecret = () => useMutation({ mutationFn: fetchWebhookSecret });

export const listDeliveries = async (id: string) =>
  webhookDeliveriesReply.shape.data.parse(await api.get(`${pathOf(id)}/deliveries`));

/** One endpoint's delivery log; asked again every few seconds while a delivery is still waiting. */
export const useDeliveries = (id: string) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: () => listDeliveries(id),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? 3_000 : false,
  });

export function useResendDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) =>
      webhookDeliveryReply.shape.data.parse(
        await api.post(`${pathOf(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) }),
  });
}
