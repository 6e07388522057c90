/**
 * docs/product/rules.md#missing-voucher-warning: "A missing required voucher only warns". When the client has
 * no voucher of the kind
 * a session uses (voucher type and duration, balance 0 or less) with its professional, the booking
 * screens say so; the booking buttons stay as they are. Nothing shows while the balances are unknown.
 */
import { findVoucherType, intlLocale } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/index.ts';
import {
  balanceOf,
  clientVouchersPath,
  missingVoucher,
  useClientVouchers,
} from '../../../entities/vouchers/client-vouchers.ts';
import { CalendarIcon } from '../../../components/calendar/index.ts';

interface VoucherWarningProps {
  professionalId: string;
  professionalName: string;
  voucherTypeId: number | null;
  /** The voucher duration the session uses (`voucherDurationOfEvent`, `voucherDurationFor`). */
  duration: number | null;
  /** `book`: the client is about to book; `booked`: they already hold the place. */
  moment: 'book' | 'booked';
  /** Off when nothing is to be booked: the balances are then not even fetched. */
  enabled?: boolean;
}

export function VoucherWarning({
  professionalId,
  professionalName,
  voucherTypeId,
  duration,
  moment,
  enabled = true,
}: VoucherWarningProps) {
  const { t, i18n } = useTranslation('booking');
  const vouchers = useClientVouchers(professionalId, enabled);
  const type = voucherTypeId === null ? undefined : findVoucherType(voucherTypeId);
  if (!enabled || !type || duration === null || !missingVoucher(vouchers.data, type.id, duration))
    return null;

  const balance = vouchers.data ? balanceOf(vouchers.data, type.id, duration) : 0;
  const kind = t('voucher_warning.kind', { type: t(`common:voucher_types.${type.type}`), minutes: duration });
  const name = professionalName;
  return (
    <div className="cc-voucher-warning" role="status">
      <CalendarIcon name="warning" size={18} className="cc-voucher-warning__icon" />
      <div className="cc-voucher-warning__body">
        <p className="cc-voucher-warning__title">{t('voucher_warning.title')}</p>
        <p>
          {balance < 0
            ? t('voucher_warning.owed', {
                kind,
                name,
                balance: new Intl.NumberFormat(intlLocale(i18n.language), { signDisplay: 'always' }).format(
                  balance,
                ),
              })
            : t('voucher_warning.none', { kind, name })}{' '}
          {t(`voucher_warning.${moment}`, { name })}
        </p>
        <TextLink block to={clientVouchersPath(professionalId)} className="cc-voucher-warning__link">
          {t('voucher_warning.see_vouchers')}
        </TextLink>
      </div>
    </div>
  );
}
