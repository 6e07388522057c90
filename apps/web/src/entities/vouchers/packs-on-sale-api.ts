/**
 * Packs bought online through Stripe Checkout (docs/decisions/0049-paid-online.md, docs/api-payments.md):
 * the packs a client can buy, the checkout that sends them to Stripe's page, and the professional's
 * payments status and Stripe connection. Without Stripe on the server the lists are empty and the
 * status says `available: false`, so nothing of it shows. Replies are checked against the domain's schemas.
 */
import {
  packsOnSaleReply,
  paymentsStatus,
  redirectUrl,
  type PackOnSale,
  type PaymentsStatus,
} from '@sessionbook/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { liveMeta, liveTopics } from '../../lib/live/topics.ts';

const enc = encodeURIComponent;

/** Leaves the app for a Stripe page (an object, so tests can stand in for the browser's navigation). */
export const stripePage = { open: (url: string): void => window.location.assign(url) };

export const packsOnSaleKeys = {
  client: (professionalId: string) => ['packs-on-sale', professionalId] as const,
  guest: (username: string) => ['packs-on-sale', 'guest', username] as const,
  status: () => ['payments-status'] as const,
};

/** The packs a connected client can buy from the professional (empty without payments). */
export const useClientPacksOnSale = (professionalId: string) =>
  useQuery({
    queryKey: packsOnSaleKeys.client(professionalId),
    meta: liveMeta(liveTopics.calendarOf(professionalId)),
    queryFn: async (): Promise<PackOnSale[]> =>
      packsOnSaleReply.shape.data.parse(
        await api.get(`client/professionals/${enc(professionalId)}/voucher-packs`),
      ),
    enabled: Boolean(professionalId),
    retry: false,
  });

/** The packs on sale on a public profile, for anyone (empty without payments). */
export const usePublicPacksOnSale = (username: string) =>
  useQuery({
    queryKey: packsOnSaleKeys.guest(username),
    queryFn: async (): Promise<PackOnSale[]> =>
      packsOnSaleReply.shape.data.parse(await api.get(`guest/professionals/${enc(username)}/voucher-packs`)),
    retry: false,
  });

/** Starts a checkout and goes to Stripe's page; the vouchers come by Stripe's word to the server. */
export const useBuyPack = (professionalId: string) =>
  useMutation({
    mutationFn: async (packId: string) =>
      redirectUrl.parse(
        await api.post(`client/professionals/${enc(professionalId)}/voucher-packs/${enc(packId)}/checkout`),
      ),
    onSuccess: ({ url }) => stripePage.open(url),
  });

export const usePaymentsStatus = () =>
  useQuery({
    queryKey: packsOnSaleKeys.status(),
    queryFn: async (): Promise<PaymentsStatus> =>
      paymentsStatus.parse(await api.get('professional/payments')),
  });

/** Sends the professional to Stripe's onboarding of their own account. */
export const useConnectStripe = () =>
  useMutation({
    mutationFn: async () => redirectUrl.parse(await api.post('professional/payments/connect')),
    onSuccess: ({ url }) => stripePage.open(url),
  });
