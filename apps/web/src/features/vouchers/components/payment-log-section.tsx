/**
 * The payment log (docs/product/entities-and-states.md#voucher-ledger, `GET vouchers/payment-overview`),
 * grouped per client with unpaid
 * clients first: each batch with its date, kind, number and paid or unpaid; "Mark as paid" saves at once.
 */
import type { PaymentOverviewRow } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BatchLine, usePaymentOverview } from '../../../entities/vouchers/index.ts';
import { clientPath, SectionState } from './section-parts.tsx';

export function PaymentLogSection({ headingId }: { headingId: string }) {
  const { t } = useTranslation('vouchers');
  const query = usePaymentOverview();
  return (
    <section className="card vouchers__section" aria-labelledby={headingId}>
      <h2 className="vouchers__heading" id={headingId}>
        {t('payments.title')}
      </h2>
      <p className="muted">{t('payments.lead')}</p>
      <SectionState query={query} empty={t('payments.empty')} loading={t('payments.loading')}>
        {(rows) => (
          <ul className="vouchers__groups">
            {rows.map((row) => (
              <PaymentGroup key={row.client_id} row={row} />
            ))}
          </ul>
        )}
      </SectionState>
    </section>
  );
}

function PaymentGroup({ row }: { row: PaymentOverviewRow }) {
  const { t } = useTranslation('vouchers');
  const name = row.full_name || t('unnamed');
  return (
    <li className="vouchers__group">
      <div className="vouchers__group-head">
        <h3 className="vouchers__group-name">
          {row.entry_id ? <Link to={clientPath(row.entry_id)}>{name}</Link> : name}
        </h3>
        <span className="voucher-row__meta">
          {row.unpaid_count > 0
            ? t('payments.unpaid_count', { count: row.unpaid_count })
            : t('payments.all_paid')}
        </span>
      </div>
      <ul className="voucher-list">
        {row.batches.map((batch) => (
          <BatchLine key={batch.id} batch={batch} name={name} />
        ))}
      </ul>
    </li>
  );
}
