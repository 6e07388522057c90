/**
 * One batch in a payment log or a client's voucher overview: kind, date created, number, price in its
 * currency, expiry, pack and source (decision 0047), paid or unpaid, and "Mark as paid" (`POST vouchers/batches/{id}/paid`, saved at once) on unpaid ones.
 */
import type { VoucherBatch } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/index.ts';
import { useToast } from '../../lib/toast.tsx';
import { useMarkBatchPaid } from './api.ts';
import { formatDate } from '../../lib/format-dates.ts';
import { useBatchFacts } from './expiry.tsx';
import { useUserTimeZone } from './format.ts';
import { PaidBadge, paidState } from './paid-badge.tsx';
import { VoucherKind, useVoucherKindText } from './voucher-kind.tsx';

/**
 * `name` is whose batch it is, for the button's accessible name: "Mark as paid" first, as shown (WCAG
 * 2.5.3), then whose, what kind, when to the minute, how many and at what value, so no two buttons of
 * a payment log read the same (issue 25).
 */
export function BatchLine({ batch, name }: { batch: VoucherBatch; name: string }) {
  const { t, i18n } = useTranslation('vouchers');
  const toast = useToast();
  const timeZone = useUserTimeZone();
  const markPaid = useMarkBatchPaid();
  const kindText = useVoucherKindText();
  const state = paidState(batch);
  const date = formatDate(batch.createdAt, i18n.language, { timeZone });
  const count = t('batch.count', { count: batch.count });
  const facts = useBatchFacts()(batch);
  const which = [
    name,
    kindText(batch),
    t('batch.created', { date: formatDate(batch.createdAt, i18n.language, { timeZone, time: true }) }),
    count,
    ...facts,
  ].join(', ');
  return (
    <li className={state === 'removed' ? 'voucher-row voucher-row--removed' : 'voucher-row'}>
      <div className="voucher-row__main">
        <VoucherKind type={batch.type} duration={batch.duration} />
        <span className="voucher-row__meta">
          {[t('batch.created', { date }), count, ...facts].join(' · ')}
        </span>
      </div>
      <PaidBadge state={state} />
      {state === 'unpaid' && (
        <Button
          variant="secondary"
          loading={markPaid.isPending}
          aria-label={t('payments.mark_paid_for', { batch: which })}
          onClick={() =>
            markPaid.mutate(batch.id, {
              onSuccess: () => toast.success('vouchers:toasts.marked_paid'),
              onError: (error) => toast.error(error),
            })
          }
        >
          {t('payments.mark_paid')}
        </Button>
      )}
    </li>
  );
}
