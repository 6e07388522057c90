/**
 * `/professionals/{id}/vouchers` (docs/product/screens.md#screens-by-area: the client's voucher view per
 * professional). One
 * card per kind of voucher (type and duration): the balance as it is (negative means sessions owed,
 * 1 or less runs low) and what of it expires when, the purchases with their price, expiry and paid or
 * unpaid, and the history: what was used for which
 * session, returned, added, changed, removed or reset. Times are in the client's zone.
 */
import {
  type VoucherBatch,
  type VoucherLogEntry,
  type VoucherLogKind,
  type VoucherOverview,
  intlLocale,
} from '@sessionbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../components/form/index.ts';
import { Button, Card, PageTitle, TextLink } from '../../components/ui/index.ts';
import { useClientVouchers } from '../../entities/vouchers/client-vouchers.ts';
import { PaidBadge, paidState, useBatchFacts, useUserTimeZone } from '../../entities/vouchers/index.ts';
import { formatDate } from '../../lib/format-dates.ts';
import { professionalsPath } from '../../lib/paths.ts';
import { PROFESSIONALS_KEY, professionalsApi } from '../../lib/professionals-api.ts';
import { BuyPacks, PurchaseReturned } from './buy-packs.tsx';
import { KindBalance, useKindName, voucherKinds, type Kind } from './voucher-kinds.tsx';
import './professionals.css';

/** History lines shown per kind before "Show all". */
const HISTORY_PREVIEW = 5;

export function ProfessionalVouchersPage() {
  const { t } = useTranslation('people');
  const { id = '' } = useParams();
  const vouchers = useClientVouchers(id);
  const professionals = useQuery({ queryKey: PROFESSIONALS_KEY, queryFn: professionalsApi.list });
  const professional = professionals.data?.find((entry) => entry.professional.id === id)?.professional;
  const name = professional ? (professional.full_name ?? professional.username) : null;
  const notConnected = vouchers.isError && isApiError(vouchers.error) && vouchers.error.status === 404;

  return (
    <div className="people client-vouchers">
      <TextLink block to={professionalsPath()} className="client-vouchers__back">
        <span aria-hidden="true">←</span> {t('vouchers.back')}
      </TextLink>
      <PageTitle
        title={name ? t('vouchers.title', { name }) : t('vouchers.title_plain')}
        subtitle={t('vouchers.lead')}
      />
      <PurchaseReturned professionalId={id} overview={vouchers.data} />

      {vouchers.isPending && (
        <div className="people__list" role="status" aria-label={t('vouchers.loading')}>
          {[0, 1].map((row) => (
            <div
              key={row}
              className="client-vouchers__kind client-vouchers__kind--skeleton"
              aria-hidden="true"
            >
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line client-vouchers__skeleton-short" />
            </div>
          ))}
        </div>
      )}
      {vouchers.isError &&
        (notConnected ? (
          <Card className="people__notice" role="alert">
            <p>{t('vouchers.not_connected')}</p>
            <TextLink block to={professionalsPath()}>
              {t('vouchers.back')}
            </TextLink>
          </Card>
        ) : (
          <Card className="people__notice" role="alert">
            <p>{t('vouchers.load_failed')}</p>
            <Button variant="secondary" onClick={() => void vouchers.refetch()}>
              {t('list.retry')}
            </Button>
          </Card>
        ))}
      {vouchers.data && <Overview overview={vouchers.data} name={name} />}
      {!notConnected && <BuyPacks professionalId={id} />}
    </div>
  );
}

function Overview({ overview, name }: { overview: VoucherOverview; name: string | null }) {
  const { t } = useTranslation('people');
  const kinds = voucherKinds(overview);
  if (kinds.length === 0) {
    return (
      <Card className="client-vouchers__empty">
        <h2 className="people__heading">{t('vouchers.empty_title')}</h2>
        <p className="muted">{name ? t('vouchers.empty', { name }) : t('vouchers.empty_plain')}</p>
      </Card>
    );
  }
  return (
    <ul className="people__list" aria-label={t('vouchers.kinds')}>
      {kinds.map((kind) => (
        <KindCard key={kind.key} kind={kind} />
      ))}
    </ul>
  );
}

function KindCard({ kind }: { kind: Kind }) {
  const { t } = useTranslation('people');
  const kindName = useKindName();
  const [showAll, setShowAll] = useState(false);
  const headingId = `kind-${kind.key.replace(':', '-')}`;
  const title = kindName(kind.type, kind.duration);
  const history = showAll ? kind.log : kind.log.slice(0, HISTORY_PREVIEW);

  return (
    <li>
      <article className="client-vouchers__kind" aria-labelledby={headingId}>
        <div className="client-vouchers__head">
          <h2 id={headingId} className="client-vouchers__title">
            {title}
          </h2>
          <KindBalance kind={kind} />
        </div>

        <section className="client-vouchers__part" aria-labelledby={`${headingId}-batches`}>
          <h3 id={`${headingId}-batches`} className="client-vouchers__subtitle">
            {t('vouchers.purchases')}
          </h3>
          {kind.batches.length === 0 ? (
            <p className="muted">{t('vouchers.no_purchases')}</p>
          ) : (
            <ul className="client-vouchers__rows">
              {kind.batches.map((batch) => (
                <BatchRow key={batch.id} batch={batch} log={kind.log} />
              ))}
            </ul>
          )}
        </section>

        <section className="client-vouchers__part" aria-labelledby={`${headingId}-log`}>
          <h3 id={`${headingId}-log`} className="client-vouchers__subtitle">
            {t('vouchers.history')}
          </h3>
          {kind.log.length === 0 ? (
            <p className="muted">{t('vouchers.no_history')}</p>
          ) : (
            <ul className="client-vouchers__rows">
              {history.map((entry) => (
                <LogRow key={entry.id} entry={entry} />
              ))}
            </ul>
          )}
          {kind.log.length > HISTORY_PREVIEW && (
            <Button variant="ghost" aria-expanded={showAll} onClick={() => setShowAll((shown) => !shown)}>
              {showAll ? t('vouchers.show_less') : t('vouchers.show_all', { total: kind.log.length })}
            </Button>
          )}
        </section>
      </article>
    </li>
  );
}

function useFormat() {
  const { i18n } = useTranslation('people');
  const timeZone = useUserTimeZone();
  return {
    day: (value: string) => formatDate(value, i18n.language, { timeZone }),
    moment: (value: string) => formatDate(value, i18n.language, { timeZone, weekday: 'short', time: true }),
    change: (value: number) =>
      new Intl.NumberFormat(intlLocale(i18n.language), { signDisplay: 'exceptZero' }).format(value),
  };
}

/** A removed batch holds 0: it is shown with what it held when added, struck through. */
function BatchRow({ batch, log }: { batch: VoucherBatch; log: VoucherLogEntry[] }) {
  const { t } = useTranslation('people');
  const format = useFormat();
  const facts = useBatchFacts()(batch);
  const state = paidState(batch);
  const added = log.find((entry) => entry.kind === 'added' && entry.batch_id === batch.id);
  const count = state === 'removed' && added ? added.count : batch.count;
  return (
    <li className={`client-vouchers__row client-vouchers__row--${state}`}>
      <span className="client-vouchers__row-main">
        <span className="client-vouchers__row-text">
          {state === 'removed' ? <s>{t('vouchers.batch', { count })}</s> : t('vouchers.batch', { count })}
        </span>
        <span className="client-vouchers__row-meta">
          {[t('vouchers.added_on', { date: format.day(batch.createdAt) }), ...facts].join(' · ')}
        </span>
      </span>
      <PaidBadge state={state} />
    </li>
  );
}

/** Lines about a session's use of a voucher or its return, which name the session; batch changes do not. */
const SESSION_KINDS: ReadonlySet<VoucherLogKind> = new Set([
  'used',
  'returned',
  'late_cancel',
  'no_show_returned',
  'no_show_undone',
]);

function LogRow({ entry }: { entry: VoucherLogEntry }) {
  const { t } = useTranslation('people');
  const format = useFormat();
  const session = entry.session;
  const sessionTitle = session?.title?.trim() || t('vouchers.session');
  const what = SESSION_KINDS.has(entry.kind)
    ? t(`vouchers.log.${entry.kind}`, { title: sessionTitle })
    : t(`vouchers.log.${entry.kind}`);
  return (
    <li className="client-vouchers__row">
      <span className="client-vouchers__row-main">
        <span className="client-vouchers__row-text">{what}</span>
        {session && (
          <span className="client-vouchers__row-meta">
            {t('vouchers.session_on', { when: format.moment(session.start_time) })}
          </span>
        )}
        <span className="client-vouchers__row-meta">
          <time dateTime={entry.at}>{format.moment(entry.at)}</time>
        </span>
      </span>
      {entry.count !== 0 && (
        <span
          className={
            entry.count < 0
              ? 'client-vouchers__change client-vouchers__change--minus'
              : 'client-vouchers__change'
          }
        >
          <span className="visually-hidden">{t('vouchers.change')} </span>
          {format.change(entry.count)}
        </span>
      )}
    </li>
  );
}
