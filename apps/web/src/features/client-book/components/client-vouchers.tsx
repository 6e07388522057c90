/**
 * The client profile's voucher overview (docs/product/screens.md#professional-area, `GET
 * clients/{id}/vouchers`): balances per
 * kind with "Reset", the batches (paid or unpaid, mark as paid), the change log in the professional's
 * time zone, and "Add vouchers". A book entry without an account (an invitation not yet accepted) gets
 * a note instead: vouchers belong to an account.
 */
import type { AddVouchersInput, ClientDetail, VoucherLogEntry } from '@sessionbook/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '../../../components/ui/index.ts';
import { formatDate } from '../../../lib/format-dates.ts';
import { useToast } from '../../../lib/toast.tsx';
import {
  AddVouchersModal,
  BalanceBadge,
  BatchLine,
  ExpiringNote,
  formatCount,
  useAddVouchers,
  useClientVouchers,
  useUserTimeZone,
  useVoucherKindText,
} from '../../../entities/vouchers/index.ts';
import { ResetVoucherTypeDialog, type ResetTarget } from './reset-voucher-type-dialog.tsx';
import { SkeletonRows } from './skeleton-rows.tsx';

/** The change log's first lines; the rest on request. */
const LOG_PREVIEW = 8;

export function ClientVouchers({ client, name }: { client: ClientDetail; name: string }) {
  const { t } = useTranslation('vouchers');
  const id = useId();
  const hasAccount = client.client_id !== null;
  return (
    <Card as="section" className="client-vouchers" aria-labelledby={`${id}-title`}>
      <h2 className="section-title" id={`${id}-title`}>
        {t('book:profile.vouchers')}
      </h2>
      {hasAccount ? (
        <VoucherOverview entryId={client.id} name={name} idPrefix={id} />
      ) : (
        <p className="voucher-note">{t('profile.no_account', { name })}</p>
      )}
    </Card>
  );
}

function VoucherOverview({ entryId, name, idPrefix }: { entryId: string; name: string; idPrefix: string }) {
  const { t } = useTranslation('vouchers');
  const toast = useToast();
  const kindText = useVoucherKindText();
  const query = useClientVouchers(entryId);
  const add = useAddVouchers();
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<ResetTarget | null>(null);

  const submit = async (values: AddVouchersInput) => {
    await add.mutateAsync({ entryId, body: values });
    toast.success('vouchers:toasts.added');
  };

  let body;
  if (query.isPending) body = <SkeletonRows count={2} label={t('profile.loading')} />;
  else if (query.isError) {
    body = (
      <div className="client-vouchers__notice" role="alert">
        <p>{t('load_failed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  } else {
    const { balances, batches, log } = query.data;
    body = (
      <>
        {balances.length === 0 ? (
          <p className="muted">{t('profile.no_vouchers', { name })}</p>
        ) : (
          <ul className="voucher-list" aria-label={t('profile.balances')}>
            {balances.map((balance) => (
              <li key={`${balance.type.id}-${balance.duration}`} className="voucher-row voucher-row--balance">
                <span className="voucher-row__main voucher-kind">{kindText(balance)}</span>
                <BalanceBadge count={balance.totalCount} runningLow={balance.running_low} />
                <Button
                  variant="ghost"
                  aria-label={t('reset.open', { kind: kindText(balance) })}
                  onClick={() => setResetting(balance)}
                >
                  {t('reset.button')}
                </Button>
                <ExpiringNote
                  className="voucher-row__expiry"
                  expiring={balance.expiring}
                  soon={balance.expiring_soon}
                />
              </li>
            ))}
          </ul>
        )}
        {batches.length > 0 && (
          <div className="client-vouchers__part">
            <h3 className="client-vouchers__subtitle" id={`${idPrefix}-batches`}>
              {t('profile.batches')}
            </h3>
            <ul className="voucher-list" aria-labelledby={`${idPrefix}-batches`}>
              {batches.map((batch) => (
                <BatchLine key={batch.id} batch={batch} name={name} />
              ))}
            </ul>
          </div>
        )}
        {log.length > 0 && <ChangeLog log={log} headingId={`${idPrefix}-log`} />}
      </>
    );
  }

  return (
    <div className="client-vouchers__body">
      <div className="client-book__actions">
        <Button variant="primary" onClick={() => setAdding(true)}>
          {t('profile.add')}
        </Button>
      </div>
      {body}
      <AddVouchersModal
        open={adding}
        onOpenChange={setAdding}
        description={t('add.for', { name })}
        entryId={entryId}
        onSubmit={submit}
      />
      <ResetVoucherTypeDialog entryId={entryId} target={resetting} onClose={() => setResetting(null)} />
    </div>
  );
}

function ChangeLog({ log, headingId }: { log: VoucherLogEntry[]; headingId: string }) {
  const { t } = useTranslation('vouchers');
  const [all, setAll] = useState(false);
  const shown = all ? log : log.slice(0, LOG_PREVIEW);
  return (
    <div className="client-vouchers__part">
      <h3 className="client-vouchers__subtitle" id={headingId}>
        {t('log.title')}
      </h3>
      <ul className="voucher-list" aria-labelledby={headingId}>
        {shown.map((entry) => (
          <LogLine key={entry.id} entry={entry} />
        ))}
      </ul>
      {log.length > LOG_PREVIEW && (
        <Button variant="secondary" onClick={() => setAll((value) => !value)} aria-expanded={all}>
          {all ? t('log.show_less') : t('log.show_all', { count: log.length })}
        </Button>
      )}
    </div>
  );
}

function LogLine({ entry }: { entry: VoucherLogEntry }) {
  const { t, i18n } = useTranslation('vouchers');
  const timeZone = useUserTimeZone();
  const kindText = useVoucherKindText();
  const when = (value: string) => formatDate(value, i18n.language, { timeZone, time: true });
  const session = entry.session
    ? t('log.session', {
        title: entry.session.title?.trim() || t('log.untitled'),
        date: when(entry.session.start_time),
      })
    : null;
  return (
    <li className="voucher-row client-vouchers__log">
      <div className="voucher-row__main">
        <span className="client-vouchers__what">
          {entry.kind === 'expired'
            ? t('log.expired', { count: Math.abs(entry.count) })
            : t(`log.kinds.${entry.kind}`)}
          {entry.kind === 'added' &&
            entry.paid !== null &&
            ` (${t(entry.paid ? 'paid.paid' : 'paid.unpaid').toLocaleLowerCase(i18n.language)})`}
        </span>
        {session && <span className="voucher-row__meta">{session}</span>}
        <span className="voucher-row__meta">
          {kindText(entry)} · <time dateTime={entry.at}>{when(entry.at)}</time>
        </span>
      </div>
      {entry.count !== 0 && (
        <span
          className={
            entry.count < 0
              ? 'client-vouchers__delta client-vouchers__delta--minus'
              : 'client-vouchers__delta'
          }
        >
          <span className="visually-hidden">
            {t('log.change', {
              count: entry.count,
              formatted: formatCount(entry.count, i18n.language, true),
            })}
          </span>
          <span aria-hidden="true">{formatCount(entry.count, i18n.language, true)}</span>
        </span>
      )}
    </li>
  );
}
