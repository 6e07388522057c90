/**
 * Packs and the professional's currency (docs/decisions/0047-packs-and-expiry.md) as TanStack Query
 * hooks: the packs page keeps them, the add-vouchers dialog sells them, and every price the app shows
 * is in that currency. Replies are checked against the domain's schemas, like every voucher call.
 */
import {
  paymentSettings,
  voucherPack,
  voucherPacksReply,
  type PaymentSettings,
  type PaymentSettingsBody,
  type VoucherPack,
  type VoucherPackInput,
} from '@sessionbook/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

const enc = encodeURIComponent;

export const packKeys = {
  packs: () => ['voucher-packs'] as const,
  paymentSettings: () => ['payment-settings'] as const,
};

export const getVoucherPacks = async (): Promise<VoucherPack[]> =>
  voucherPacksReply.shape.data.parse(await api.get('professional/voucher-packs'));

export const getPaymentSettings = async (): Promise<PaymentSettings> =>
  paymentSettings.parse(await api.get('professional/payment-settings'));

/** Every pack, archived ones included (they are marked `archived`). */
export const useVoucherPacks = (enabled = true) =>
  useQuery(queryOptions({ queryKey: packKeys.packs(), queryFn: getVoucherPacks, enabled }));

/** The packs a professional can sell now: not archived. */
export const packsOnOffer = (packs: readonly VoucherPack[] | undefined): VoucherPack[] =>
  (packs ?? []).filter((pack) => !pack.archived);

/** The professional's currency (EUR until they pick one); rarely changes, so read once per session. */
export const usePaymentSettings = (enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: packKeys.paymentSettings(),
      queryFn: getPaymentSettings,
      staleTime: Infinity,
      enabled,
    }),
  );

export const saveVoucherPack = async (id: string | null, body: VoucherPackInput): Promise<VoucherPack> =>
  voucherPack.parse(
    id === null
      ? await api.post('professional/voucher-packs', body)
      : await api.put(`professional/voucher-packs/${enc(id)}`, body),
  );

export const archiveVoucherPack = async (id: string): Promise<VoucherPack> =>
  voucherPack.parse(await api.delete(`professional/voucher-packs/${enc(id)}`));

export const savePaymentSettings = async (body: PaymentSettingsBody): Promise<PaymentSettings> =>
  paymentSettings.parse(await api.put('professional/payment-settings', body));

function usePackMutation<TArgs>(mutationFn: (args: TArgs) => Promise<VoucherPack>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: packKeys.packs() }),
  });
}

export const useSaveVoucherPack = () =>
  usePackMutation(({ id, body }: { id: string | null; body: VoucherPackInput }) => saveVoucherPack(id, body));

export const useArchiveVoucherPack = () => usePackMutation(archiveVoucherPack);

/** A new currency changes every price shown, and the packs (which carry it) with it. */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(packKeys.paymentSettings(), saved);
      return Promise.all(
        [packKeys.packs(), ['vouchers'], ['reports']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
