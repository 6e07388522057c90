/**
 * `/vouchers` (client theme, in the main navigation): what the client has left with each professional
 * they are connected with, one card per professional with a balance per kind, and a way to the
 * purchases and history with that professional (`/professionals/{id}/vouchers`). One tap from any
 * screen to "how many do I have left" (docs/product/look-and-feel.md#who-holds-the-phone: the vouchers
 * left in three taps).
 */
import type { ProfessionalEntry } from '@sessionbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Card, PageTitle, TextLink } from '../../components/ui/index.ts';
import { clientVouchersPath, useClientVouchers } from '../../entities/vouchers/client-vouchers.ts';
import { professionalsPath } from '../../lib/paths.ts';
import { PROFESSIONALS_KEY, professionalsApi } from '../../lib/professionals-api.ts';
import { KindBalance, useKindName, voucherKinds } from './voucher-kinds.tsx';
import './professionals.css';

const nameOf = (entry: ProfessionalEntry) => entry.professional.full_name ?? entry.professional.username;

export function VouchersOverviewPage() {
  const { t } = useTranslation('people');
  const list = useQuery({ queryKey: PROFESSIONALS_KEY, queryFn: professionalsApi.list });
  const confirmed = (list.data ?? []).filter((entry) => entry.status === 'confirmed');

  return (
    <div className="people client-vouchers">
      <PageTitle title={t('wallet.title')} subtitle={t('wallet.lead')} />
      {list.isPending && (
        <div className="people__list" role="status" aria-label={t('vouchers.loading')}>
          <div className="client-vouchers__kind client-vouchers__kind--skeleton" aria-hidden="true">
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line client-vouchers__skeleton-short" />
          </div>
        </div>
      )}
      {list.isError && (
        <Card className="people__notice" role="alert">
          <p>{t('list.load_failed')}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </Button>
        </Card>
      )}
      {list.isSuccess && confirmed.length === 0 && (
        <Card className="client-vouchers__empty">
          <h2 className="people__heading">{t('wallet.empty_title')}</h2>
          <p className="muted">{t('wallet.empty')}</p>
          <TextLink block to={professionalsPath()}>
            {t('vouchers.back')}
          </TextLink>
        </Card>
      )}
      {confirmed.length > 0 && (
        <ul className="people__list">
          {confirmed.map((entry) => (
            <ProfessionalBalances key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ProfessionalBalances({ entry }: { entry: ProfessionalEntry }) {
  const { t } = useTranslation('people');
  const kindName = useKindName();
  const vouchers = useClientVouchers(entry.professional.id);
  const name = nameOf(entry);
  const headingId = `wallet-${entry.professional.id}`;
  const kinds = vouchers.data ? voucherKinds(vouchers.data) : [];

  return (
    <li>
      <article className="client-vouchers__kind" aria-labelledby={headingId}>
        <h2 id={headingId} className="client-vouchers__title">
          {name}
        </h2>
        {vouchers.isPending && (
          <p className="muted" role="status">
            {t('vouchers.loading')}
          </p>
        )}
        {vouchers.isError && (
          <div className="client-vouchers__part">
            <p role="alert">{t('vouchers.load_failed')}</p>
            <Button variant="secondary" onClick={() => void vouchers.refetch()}>
              {t('list.retry')}
            </Button>
          </div>
        )}
        {vouchers.isSuccess && kinds.length === 0 && <p className="muted">{t('vouchers.empty', { name })}</p>}
        {kinds.length > 0 && (
          <ul className="client-vouchers__rows" aria-label={t('vouchers.kinds')}>
            {kinds.map((kind) => (
              <li key={kind.key} className="client-vouchers__row">
                <span className="client-vouchers__row-text">{kindName(kind.type, kind.duration)}</span>
                <KindBalance kind={kind} />
              </li>
            ))}
          </ul>
        )}
        <TextLink
          block
          to={clientVouchersPath(entry.professional.id)}
          aria-label={t('wallet.details_named', { name })}
        >
          {t('wallet.details')}
        </TextLink>
      </article>
    </li>
  );
}
