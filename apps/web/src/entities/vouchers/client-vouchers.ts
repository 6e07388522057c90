/**
 * The client's vouchers with one professional (`GET client/professionals/{id}/vouchers`,
 * docs/api-vouchers.md): balances per voucher type and duration, the batches and the change log.
 * Shared by the client's voucher view (features/professionals) and the missing-voucher warnings of
 * the booking screens (features/client-calendar), hence in lib/. Cached per professional, so every
 * dialog of one professional reads the same answer.
 */
import { voucherOverview, type VoucherOverview } from '@sessionbook/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { liveMeta, liveTopics } from '../../lib/live/topics.ts';

/** The client's voucher view with one professional (client area). */
export const clientVouchersPath = (professionalId: string): string =>
  `/professionals/${encodeURIComponent(professionalId)}/vouchers`;

export const clientVouchersKey = (professionalId: string) => ['client-vouchers', professionalId] as const;

export async function fetchClientVouchers(professionalId: string): Promise<VoucherOverview> {
  return voucherOverview.parse(
    await api.get(`client/professionals/${encodeURIComponent(professionalId)}/vouchers`),
  );
}

/** Balances change when a session begins or the professional adds vouchers: a minute is fresh enough. */
const FRESH_MS = 60_000;

/** The overview with a professional; `null` (no professional yet) fetches nothing. */
export function useClientVouchers(professionalId: string | null | undefined, enabled = true) {
  return useQuery({
    queryKey: clientVouchersKey(professionalId ?? ''),
    meta: liveMeta(liveTopics.calendarOf(professionalId ?? '')),
    queryFn: () => fetchClientVouchers(professionalId ?? ''),
    enabled: enabled && Boolean(professionalId),
    staleTime: FRESH_MS,
  });
}

/** The balance of one kind (voucher type and duration); 0 when the client never had that kind. */
export function balanceOf(overview: VoucherOverview, voucherTypeId: number, duration: number): number {
  return (
    overview.balances.find((balance) => balance.type.id === voucherTypeId && balance.duration === duration)
      ?.totalCount ?? 0
  );
}

/**
 * docs/product/rules.md#missing-voucher-warning: a missing required voucher only warns. True when the balance
 * of that kind is 0 or
 * less (or the kind was never bought); false while the overview is unknown, so a failed or slow fetch
 * never shows a warning that may be wrong.
 */
export function missingVoucher(
  overview: VoucherOverview | undefined,
  voucherTypeId: number | null,
  duration: number | null,
): boolean {
  if (!overview || voucherTypeId === null || duration === null) return false;
  return balanceOf(overview, voucherTypeId, duration) <= 0;
}
