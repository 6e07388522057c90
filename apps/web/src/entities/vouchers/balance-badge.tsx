/**
 * A voucher balance (docs/product/rules.md#running-low): the number as it is, negative ones in the warning
 * colour, and
 * "running low" / "below zero" in words and an icon
 * (docs/product/look-and-feel.md#status-is-visible-without-reading and
 * docs/product/look-and-feel.md#numbers-are-honest).
 */
import { isRunningLow } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../components/widgets/icons.tsx';
import { formatCount } from './format.ts';

export interface BalanceBadgeProps {
  count: number;
  /** From the server; defaults to the domain rule (1 or less). */
  runningLow?: boolean;
  /** The balance this one becomes after unsaved changes, shown as "5 → 10". */
  preview?: number | undefined;
  className?: string;
}

export function balanceTone(count: number, runningLow: boolean): 'negative' | 'low' | 'ok' {
  if (count < 0) return 'negative';
  return runningLow ? 'low' : 'ok';
}

export function BalanceBadge({ count, runningLow, preview, className }: BalanceBadgeProps) {
  const { t, i18n } = useTranslation('vouchers');
  const shown = preview ?? count;
  const tone = balanceTone(shown, runningLow ?? isRunningLow(shown));
  const changed = preview !== undefined && preview !== count;
  return (
    <span className={['voucher-balance', `voucher-balance--${tone}`, className].filter(Boolean).join(' ')}>
      {tone !== 'ok' && <WarningIcon className="voucher-balance__icon" />}
      <span className="voucher-balance__count">
        {changed ? (
          <>
            <span className="visually-hidden">{t('balance.preview', { from: count, to: preview })}</span>
            <span aria-hidden="true">
              <s>{formatCount(count, i18n.language)}</s> → {formatCount(preview, i18n.language)}
            </span>
          </>
        ) : (
          t('balance.count', { count: shown, formatted: formatCount(shown, i18n.language) })
        )}
      </span>
      {tone !== 'ok' && <span className="voucher-balance__flag">{t(`balance.${tone}`)}</span>}
    </span>
  );
}
