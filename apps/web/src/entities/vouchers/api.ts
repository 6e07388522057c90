/**
 * The voucher calls of docs/api-vouchers.md as TanStack Query hooks, shared by the vouchers page and
 * the client profile. Replies are checked against the domain's zod schemas, so a contract drift shows
 * as an error state instead of a wrong number.
 *
 * Every ledger-derived query lives under `['vouchers', …]`; any change invalidates all of them and the
 * client book (`clients`, whose rows show `voucher_balance`, and `client`).
 */
import {
  paymentOverviewReply,
  runningLowReply,
  voucherBalancesReply,
  voucherBatch,
  voucherOverview,
  voucherSettingsReply,
  voucherTypesReply,
  type AddVouchersInput,
  type EditBatchBody,
  type PaymentOverviewRow,
  type ResetVoucherTypeBody,
  type RunningLowItem,
  type VoucherBalance,
  type VoucherBatch,
  type VoucherChange,
  type VoucherOverview,
  type VoucherSettingsBody,
  type VoucherSettingsData,
  type VoucherTypeEntry,
} from '@sessionbook/domain';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { liveMeta, liveTopics } from '../../lib/live/topics.ts';

const enc = encodeURIComponent;

export const voucherKeys = {
  all: ['vouchers'] as const,
  balances: () => ['vouchers', 'balances'] as const,
  runningLow: () => ['vouchers', 'running-low'] as const,
  paymentOverview: () => ['vouchers', 'payment-overview'] as const,
  client: (entryId: string) => ['vouchers', 'client', entryId] as const,
  types: () => ['voucher-types'] as const,
  settings: () => ['voucher-settings'] as const,
};

// Reads ---------------------------------------------------------------------------------------------

export const getVoucherBalances = async (): Promise<VoucherBalance[]> =>
  voucherBalancesReply.shape.data.parse(await api.get('vouchers'));

export const getRunningLow = async (): Promise<RunningLowItem[]> =>
  runningLowReply.shape.data.parse(await api.get('running-low'));

export const getPaymentOverview = async (): Promise<PaymentOverviewRow[]> =>
  paymentOverviewReply.shape.data.parse(await api.get('vouchers/payment-overview'));

export const getVoucherTypes = async (): Promise<VoucherTypeEntry[]> =>
  voucherTypesReply.shape.data.parse(await api.get('voucher-types'));

export const getVoucherSettings = async (): Promise<VoucherSettingsData> =>
  voucherSettingsReply.shape.data.parse(await api.get('vouchers-settings'));

export const getClientVouchers = async (entryId: string): Promise<VoucherOverview> =>
  voucherOverview.parse(await api.get(`clients/${enc(entryId)}/vouchers`));

/** The professional's own ledger: stale after any change to their calendar's stamp (decision 0028). */
const ownMeta = liveMeta(liveTopics.ownCalendar);

export const useVoucherBalances = () =>
  useQuery(queryOptions({ queryKey: voucherKeys.balances(), queryFn: getVoucherBalances, meta: ownMeta }));

export const useRunningLow = () =>
  useQuery(queryOptions({ queryKey: voucherKeys.runningLow(), queryFn: getRunningLow, meta: ownMeta }));

export const usePaymentOverview = () =>
  useQuery(
    queryOptions({ queryKey: voucherKeys.paymentOverview(), queryFn: getPaymentOverview, meta: ownMeta }),
  );

export const useVoucherTypes = () =>
  useQuery(queryOptions({ queryKey: voucherKeys.types(), queryFn: getVoucherTypes, staleTime: Infinity }));

export const useVoucherSettings = () =>
  useQuery(queryOptions({ queryKey: voucherKeys.settings(), queryFn: getVoucherSettings, meta: ownMeta }));

/** `GET clients/{id}/vouchers`; off while `enabled` is false (a book entry without an account). */
export const useClientVouchers = (entryId: string, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: voucherKeys.client(entryId),
      queryFn: () => getClientVouchers(entryId),
      meta: ownMeta,
      enabled,
    }),
  );

// Writes --------------------------------------------------------------------------------------------

const batchesReply = z.object({ batches: z.array(voucherBatch) });

export const addVouchers = async (entryId: string, body: AddVouchersInput): Promise<VoucherBatch> =>
  voucherBatch.parse(await api.post(`clients/${enc(entryId)}/vouchers`, body));

export const resetVoucherType = async (
  entryId: string,
  body: ResetVoucherTypeBody,
): Promise<VoucherOverview> =>
  voucherOverview.parse(await api.post(`clients/${enc(entryId)}/vouchers/reset`, body));

export const editBatch = async (batchId: string, body: EditBatchBody): Promise<VoucherBatch> =>
  voucherBatch.parse(await api.put(`vouchers/batches/${enc(batchId)}`, body));

export const removeBatch = async (batchId: string): Promise<VoucherBatch> =>
  voucherBatch.parse(await api.delete(`vouchers/batches/${enc(batchId)}`));

export const markBatchPaid = async (batchId: string): Promise<VoucherBatch> =>
  voucherBatch.parse(await api.post(`vouchers/batches/${enc(batchId)}/paid`));

export const saveVoucherChanges = async (changes: VoucherChange[]): Promise<VoucherBatch[]> =>
  batchesReply.parse(await api.post('vouchers/changes', { changes })).batches;

export const saveVoucherSettings = async (body: VoucherSettingsBody): Promise<VoucherSettingsData> =>
  voucherSettingsReply.shape.data.parse(await api.put('vouchers-settings', body));

/** After any change of the ledger: every voucher query, and the client book's balance column. */
export function invalidateVouchers(queryClient: QueryClient) {
  return Promise.all(
    [voucherKeys.all, ['clients'], ['client']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

function useLedgerMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateVouchers(queryClient) });
}

export const useAddVouchers = () =>
  useLedgerMutation(({ entryId, body }: { entryId: string; body: AddVouchersInput }) =>
    addVouchers(entryId, body),
  );

export const useResetVoucherType = () =>
  useLedgerMutation(({ entryId, body }: { entryId: string; body: ResetVoucherTypeBody }) =>
    resetVoucherType(entryId, body),
  );

export const useEditBatch = () =>
  useLedgerMutation(({ batchId, body }: { batchId: string; body: EditBatchBody }) =>
    editBatch(batchId, body),
  );

export const useRemoveBatch = () => useLedgerMutation(removeBatch);

export const useMarkBatchPaid = () => useLedgerMutation(markBatchPaid);

export const useSaveVoucherChanges = () => useLedgerMutation(saveVoucherChanges);

export function useSaveVoucherSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVoucherSettings,
    onSuccess: (saved) => queryClient.setQueryData(voucherKeys.settings(), saved),
  });
}
