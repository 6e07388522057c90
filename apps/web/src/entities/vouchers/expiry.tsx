/**
 * What expires when (docs/product/rules.md#expiry, decision 0047), said the same way wherever vouchers
 * show: "3 expire on 5 Dec 2026" per moment of a balance, an "Expiring soon" flag when some of it ends
 * within EXPIRING_SOON_DAYS (the server decides; the app only shows), and a batch's facts: when it
 * expires or expired, where it came from and the pack it was sold from. Dates are in the reader's zone.
 */
import type { VoucherBatch } from '@sessionbook/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../components/widgets/icons.tsx';
import { formatDate } from '../../lib/format-dates.ts';
import { formatMoney, useUserTimeZone } from './format.ts';
import './vouchers.css';

export interface ExpiringItem {
  expires_at: string;
  count: number;
}

/** "3 expire on 5 Dec 2026", one line per moment; a "Expiring soon" flag first when it is soon. */
export function ExpiringNote({
  expiring,
  soon,
  className,
}: {
  expiring: readonly ExpiringItem[];
  soon: boolean;
  className?: string;
}) {
  const text = useExpiringText();
  if (expiring.length === 0 && !soon) return null;
  return (
    <span className={['voucher-expiry', className].filter(Boolean).join(' ')}>
      {soon && <ExpiringSoonBadge />}
      {expiring.map((item) => (
        <span key={item.expires_at} className="voucher-expiry__line">
          {text(item)}
        </span>
      ))}
    </span>
  );
}

export function ExpiringSoonBadge() {
  const { t } = useTranslation('vouchers');
  return (
    <span className="voucher-expiry__soon">
      <WarningIcon className="voucher-balance__icon" />
      {t('expiry.soon')}
    </span>
  );
}

/** "2 expire on 5 Dec 2026" for one moment of a schedule. */
export function useExpiringText(): (item: ExpiringItem) => string {
  const { t, i18n } = useTranslation('vouchers');
  const timeZone = useUserTimeZone();
  return useCallback(
    (item: ExpiringItem) =>
      t('expiry.expire_on', {
        count: item.count,
        date: formatDate(item.expires_at, i18n.language, { timeZone }),
      }),
    [t, i18n.language, timeZone],
  );
}

/**
 * A batch's facts after its date and count, in the order a reader asks them: its price per voucher
 * ("€ 12,50 each", or "No price"), its expiry ("Expires 5 Mar 2027", "3 expired on 5 Mar 2027"), its
 * pack and where it came from when not added by hand.
 */
export function useBatchFacts(): (batch: VoucherBatch, now?: Date) => string[] {
  const { t, i18n } = useTranslation('vouchers');
  const timeZone = useUserTimeZone();
  return useCallback(
    (batch: VoucherBatch, now = new Date()) => {
      const date = (value: string) => formatDate(value, i18n.language, { timeZone });
      const price = formatMoney(batch.value, batch.currency, i18n.language);
      const facts = [price === null ? t('batch.no_price') : t('batch.value', { value: price })];
      if (batch.expires_at) {
        const ended = Date.parse(batch.expires_at) <= now.getTime();
        if (batch.expired_count > 0)
          facts.push(t('expiry.expired_on', { count: batch.expired_count, date: date(batch.expires_at) }));
        else facts.push(t(ended ? 'expiry.ended' : 'expiry.expires', { date: date(batch.expires_at) }));
      }
      if (batch.pack) facts.push(t('batch.pack', { name: batch.pack.name }));
      if (batch.source !== 'manual') facts.push(t(`batch.source_${batch.source}`));
      return facts;
    },
    [t, i18n.language, timeZone],
  );
}
