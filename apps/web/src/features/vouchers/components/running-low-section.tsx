/**
 * "Running low" (docs/product/rules.md#running-low): balances of 1 or less of clients who have had
 * vouchers of that kind, and balances some of which expire soon (decision 0047), each saying which
 * ("Running low", "2 expire on 5 Dec 2026", or both), with a "Top up 5" that opens the add modal
 * prefilled with the kind, TOP_UP_SUGGESTION vouchers and the client's last price for that kind,
 * saved at once.
 */
import { TOP_UP_SUGGESTION, type AddVouchersInput, type RunningLowItem } from '@sessionbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/index.ts';
import { useToast } from '../../../lib/toast.tsx';
import {
  AddVouchersModal,
  BalanceBadge,
  ExpiringNote,
  useAddVouchers,
  useRunningLow,
  VoucherKind,
} from '../../../entities/vouchers/index.ts';
import { clientPath, SectionState } from './section-parts.tsx';

export function RunningLowSection({ headingId }: { headingId: string }) {
  const { t } = useTranslation('vouchers');
  const toast = useToast();
  const query = useRunningLow();
  const add = useAddVouchers();
  const [topUp, setTopUp] = useState<RunningLowItem | null>(null);
  const name = (item: RunningLowItem) => item.client.full_name || t('unnamed');

  const submit = async (values: AddVouchersInput) => {
    if (!topUp?.client.entry_id) return;
    await add.mutateAsync({ entryId: topUp.client.entry_id, body: values });
    toast.success('vouchers:toasts.added');
  };

  return (
    <section className="card vouchers__section" aria-labelledby={headingId}>
      <h2 className="vouchers__heading" id={headingId}>
        {t('running_low.title')}
      </h2>
      <p className="muted">{t('running_low.lead')}</p>
      <SectionState query={query} empty={t('running_low.empty')} loading={t('running_low.loading')}>
        {(items) => (
          <ul className="voucher-list">
            {items.map((item) => (
              <li key={item.id} className="voucher-row">
                <div className="voucher-row__main">
                  {item.client.entry_id ? (
                    <Link className="vouchers__client" to={clientPath(item.client.entry_id)}>
                      {name(item)}
                    </Link>
                  ) : (
                    <span className="vouchers__client">{name(item)}</span>
                  )}
                  <VoucherKind type={item.type} duration={item.duration} className="voucher-row__meta" />
                </div>
                <BalanceBadge count={item.totalCount} runningLow={item.low} />
                {item.client.entry_id && (
                  <Button
                    variant="secondary"
                    aria-label={t('running_low.top_up_for', {
                      count: TOP_UP_SUGGESTION,
                      name: name(item),
                    })}
                    onClick={() => setTopUp(item)}
                  >
                    {t('running_low.top_up', { count: TOP_UP_SUGGESTION })}
                  </Button>
                )}
                {item.expiring_soon && (
                  <ExpiringNote className="voucher-row__expiry" expiring={[item.expiring_soon]} soon />
                )}
              </li>
            ))}
          </ul>
        )}
      </SectionState>
      <AddVouchersModal
        open={topUp !== null}
        onOpenChange={(open) => !open && setTopUp(null)}
        description={topUp ? t('add.for', { name: name(topUp) }) : undefined}
        entryId={topUp?.client.entry_id}
        defaults={
          topUp
            ? { voucher_type_id: topUp.type.id, duration: topUp.duration, count: TOP_UP_SUGGESTION }
            : undefined
        }
        onSubmit={submit}
      />
    </section>
  );
}
