/**
 * The kind of a voucher in words: "Individual · 60 min" (the type through `common:voucher_types.*`,
 * the duration in minutes).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface VoucherKindRef {
  type: { type: string } | string;
  duration: number;
}

export function useVoucherKindText(): (kind: VoucherKindRef) => string {
  const { t } = useTranslation('vouchers');
  return useCallback(
    ({ type, duration }: VoucherKindRef) => {
      const name = typeof type === 'string' ? type : type.type;
      return t('kind.label', {
        type: t(`common:voucher_types.${name}`, { defaultValue: name }),
        minutes: t('kind.minutes', { count: duration }),
      });
    },
    [t],
  );
}

export function VoucherKind({ className, ...kind }: VoucherKindRef & { className?: string }) {
  const text = useVoucherKindText();
  return <span className={['voucher-kind', className].filter(Boolean).join(' ')}>{text(kind)}</span>;
}
