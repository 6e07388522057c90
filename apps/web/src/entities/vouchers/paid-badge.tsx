/** Paid, unpaid or removed, in words and an icon (docs/product/look-and-feel.md#status-is-visible-without-reading). */
import { useTranslation } from 'react-i18next';

export type PaidState = 'paid' | 'unpaid' | 'removed';

export function paidState(batch: { paid: boolean; removed_at: string | null }): PaidState {
  if (batch.removed_at) return 'removed';
  return batch.paid ? 'paid' : 'unpaid';
}

export function PaidBadge({ state }: { state: PaidState }) {
  const { t } = useTranslation('vouchers');
  return (
    <span className={`voucher-paid voucher-paid--${state}`}>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        {state === 'paid' && (
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
        {state === 'unpaid' && (
          <>
            <circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path
              d="M8 4.5V8l2.5 1.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
          </>
        )}
        {state === 'removed' && (
          <path
            d="M4.5 4.5l7 7M11.5 4.5l-7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        )}
      </svg>
      {t(`paid.${state}`)}
    </span>
  );
}
