/**
 * `/professional/vouchers` (docs/product/screens.md#screens-by-area): running low, the payment log and edit
 * vouchers, with a
 * link to the voucher settings. Edits stay unsaved until confirmed; leaving with unsaved edits asks.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/index.ts';
import { linkClass } from '../../components/ui/link.tsx';
import { usePaymentOverview, useVoucherBalances } from '../../entities/vouchers/index.ts';
import { EditVouchersSection } from './components/edit-vouchers-section.tsx';
import { LeaveGuard } from './components/leave-guard.tsx';
import { PaymentLogSection } from './components/payment-log-section.tsx';
import { RunningLowSection } from './components/running-low-section.tsx';
import { UnsavedBar } from './components/unsaved-bar.tsx';
import { useStagedEdits } from './use-staged-edits.ts';
import './vouchers.css';

export function VouchersPage() {
  const { t } = useTranslation('vouchers');
  const balances = useVoucherBalances();
  const payments = usePaymentOverview();
  const staged = useStagedEdits(payments.data);
  const sections = [
    { id: 'running-low', label: t('running_low.title') },
    { id: 'payment-log', label: t('payments.title') },
    { id: 'edit-vouchers', label: t('edit.title') },
  ];

  return (
    <div className="vouchers">
      <PageTitle title={t('page.title')} subtitle={t('page.lead')} />
      <nav className="vouchers__nav" aria-label={t('page.sections')}>
        {sections.map((section) => (
          <a key={section.id} className="vouchers__nav-link" href={`#${section.id}`}>
            {section.label}
          </a>
        ))}
        <Link className={linkClass(true, 'vouchers__settings-link')} to="/professional/vouchers/edit">
          {t('page.settings_link')}
        </Link>
        <Link className={linkClass(true)} to="/professional/vouchers/edit#packs">
          {t('page.packs_link')}
        </Link>
      </nav>
      <RunningLowSection headingId={sections[0]!.id} />
      <PaymentLogSection headingId={sections[1]!.id} />
      <EditVouchersSection
        headingId={sections[2]!.id}
        balances={balances}
        payments={payments}
        staged={staged}
      />
      <UnsavedBar staged={staged} />
      <LeaveGuard when={staged.dirty} />
    </div>
  );
}
