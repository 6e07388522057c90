/**
 * "Edit vouchers" (docs/product/screens.md#screens-by-area and docs/product/rules.md#editing-vouchers): every
 * client's balances and batches. Adding a batch,
 * changing a batch's count, removing one or marking it paid is staged on this screen; the balances show
 * what they will become, and nothing is sent until "Save changes" is confirmed (use-staged-edits.ts,
 * unsaved-bar.tsx).
 */
import {
  MAX_BATCH_COUNT,
  VOUCHER_TYPES,
  type AddVouchersInput,
  type PaymentOverviewRow,
  type VoucherBalance,
} from '@sessionbook/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/index.ts';
import {
  AddVouchersModal,
  BalanceBadge,
  ExpiringNote,
  PaidBadge,
  useUserTimeZone,
  useVoucherKindText,
  VoucherKind,
} from '../../../entities/vouchers/index.ts';
import { formatDate } from '../../../lib/format-dates.ts';
import { balanceKey, type StagedBatch } from '../lib/staged-changes.ts';
import type { StagedEdits } from '../use-staged-edits.ts';
import { clientPath, SkeletonLines } from './section-parts.tsx';

interface EditableClient {
  client_id: string;
  entry_id: string;
  name: string;
  balances: {
    type: { id: number; type: string };
    duration: number;
    totalCount: number;
    running_low: boolean;
    expiring: VoucherBalance['expiring'];
    expiring_soon: boolean;
  }[];
}

/** Clients still in the book, from their balances and their batches, by name. */
function editableClients(
  balances: VoucherBalance[],
  rows: PaymentOverviewRow[],
  unnamed: string,
): EditableClient[] {
  const clients = new Map<string, EditableClient>();
  const ensure = (row: { client_id: string; entry_id: string | null; full_name: string | null }) => {
    if (row.entry_id === null) return null;
    let client = clients.get(row.client_id);
    if (!client) {
      client = {
        client_id: row.client_id,
        entry_id: row.entry_id,
        name: row.full_name || unnamed,
        balances: [],
      };
      clients.set(row.client_id, client);
    }
    return client;
  };
  for (const balance of balances) ensure(balance)?.balances.push(balance);
  for (const row of rows) ensure(row);
  return [...clients.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function EditVouchersSection({
  headingId,
  balances,
  payments,
  staged,
}: {
  headingId: string;
  balances: UseQueryResult<VoucherBalance[]>;
  payments: UseQueryResult<PaymentOverviewRow[]>;
  staged: StagedEdits;
}) {
  const { t } = useTranslation('vouchers');
  const [adding, setAdding] = useState<EditableClient | null>(null);
  const clients = useMemo(
    () => editableClients(balances.data ?? [], payments.data ?? [], t('unnamed')),
    [balances.data, payments.data, t],
  );

  const stageAdd = (values: AddVouchersInput) => {
    if (!adding) return;
    const type =
      VOUCHER_TYPES.find((candidate) => candidate.id === values.voucher_type_id) ?? VOUCHER_TYPES[0];
    staged.add({
      entry_id: adding.entry_id,
      client_id: adding.client_id,
      type: { id: type.id, type: type.type },
      duration: values.duration,
      count: values.count,
      value: values.value,
      paid: values.paid,
      pack_id: values.pack_id,
      valid_days: values.valid_days ?? null,
    });
  };

  let body;
  if (balances.isPending || payments.isPending) body = <SkeletonLines label={t('edit.loading')} />;
  else if (balances.isError || payments.isError) {
    body = (
      <div className="vouchers__notice" role="alert">
        <p>{t('load_failed')}</p>
        <Button
          variant="secondary"
          onClick={() => void Promise.all([balances.refetch(), payments.refetch()])}
        >
          {t('actions.retry')}
        </Button>
      </div>
    );
  } else if (clients.length === 0) body = <p className="vouchers__empty">{t('edit.empty')}</p>;
  else {
    body = (
      <ul className="vouchers__groups">
        {clients.map((client) => (
          <ClientEditor
            key={client.client_id}
            client={client}
            batches={staged.batches.filter((batch) => batch.client_id === client.client_id)}
            deltas={staged.deltas}
            staged={staged}
            onAdd={() => setAdding(client)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="card vouchers__section" aria-labelledby={headingId}>
      <h2 className="vouchers__heading" id={headingId}>
        {t('edit.title')}
      </h2>
      <p className="muted">{t('edit.lead')}</p>
      {body}
      <AddVouchersModal
        open={adding !== null}
        onOpenChange={(open) => !open && setAdding(null)}
        description={adding ? t('add.staged_for', { name: adding.name }) : undefined}
        entryId={adding?.entry_id}
        submitLabel={t('add.stage')}
        onSubmit={stageAdd}
      />
    </section>
  );
}

function ClientEditor({
  client,
  batches,
  deltas,
  staged,
  onAdd,
}: {
  client: EditableClient;
  batches: StagedBatch[];
  deltas: Map<string, number>;
  staged: StagedEdits;
  onAdd: () => void;
}) {
  const { t } = useTranslation('vouchers');
  const kindText = useVoucherKindText();
  // Balances as they are, plus kinds that only a staged batch brings.
  const rows = [...client.balances];
  for (const batch of batches) {
    if (!rows.some((row) => row.type.id === batch.type.id && row.duration === batch.duration))
      rows.push({
        type: batch.type,
        duration: batch.duration,
        totalCount: 0,
        running_low: false,
        expiring: [],
        expiring_soon: false,
      });
  }
  return (
    <li className="vouchers__group">
      <div className="vouchers__group-head">
        <h3 className="vouchers__group-name">
          <Link to={clientPath(client.entry_id)}>{client.name}</Link>
        </h3>
      </div>
      {rows.length > 0 && (
        <ul className="voucher-list" aria-label={t('edit.balances_of', { name: client.name })}>
          {rows.map((row) => {
            const delta = deltas.get(balanceKey(client.client_id, row.type.id, row.duration)) ?? 0;
            return (
              <li key={`${row.type.id}-${row.duration}`} className="voucher-row voucher-row--balance">
                <span className="voucher-row__main">{kindText(row)}</span>
                <BalanceBadge
                  count={row.totalCount}
                  runningLow={delta === 0 ? row.running_low : undefined}
                  preview={delta === 0 ? undefined : row.totalCount + delta}
                />
                <ExpiringNote
                  className="voucher-row__expiry"
                  expiring={row.expiring}
                  soon={row.expiring_soon}
                />
              </li>
            );
          })}
        </ul>
      )}
      {batches.length > 0 && (
        <ul
          className="voucher-list vouchers__batches"
          aria-label={t('edit.batches_of', { name: client.name })}
        >
          {batches.map((batch) => (
            <BatchEditor key={batch.ref} batch={batch} staged={staged} />
          ))}
        </ul>
      )}
      <Button variant="secondary" className="vouchers__add" onClick={onAdd}>
        {t('edit.add_for', { name: client.name })}
      </Button>
    </li>
  );
}

function BatchEditor({ batch, staged }: { batch: StagedBatch; staged: StagedEdits }) {
  const { t, i18n } = useTranslation('vouchers');
  const timeZone = useUserTimeZone();
  const kindText = useVoucherKindText();
  const what = batch.createdAt
    ? t('edit.batch_name', {
        kind: kindText(batch),
        date: formatDate(batch.createdAt, i18n.language, { timeZone }),
      })
    : t('edit.new_batch_name', { kind: kindText(batch) });
  const setCount = (count: number) => staged.push({ kind: 'count', ref: batch.ref, count });
  const changedCount = batch.count !== batch.originalCount && !batch.isNew;
  // The server refuses to change or remove a batch whose vouchers have expired; it can still be paid.
  const ended = batch.expires_at !== null && Date.parse(batch.expires_at) <= Date.now();

  if (batch.removed && batch.isNew) return null;
  if (batch.removed) {
    return (
      <li className="voucher-row voucher-row--removed">
        <div className="voucher-row__main">
          <s>
            <VoucherKind type={batch.type} duration={batch.duration} />
          </s>
          <span className="voucher-row__meta">
            {t('edit.will_be_removed', { count: batch.originalCount })}
          </span>
        </div>
      </li>
    );
  }

  return (
    <li
      className={
        batch.isNew ? 'voucher-row vouchers__batch vouchers__batch--new' : 'voucher-row vouchers__batch'
      }
    >
      <div className="voucher-row__main">
        <VoucherKind type={batch.type} duration={batch.duration} />
        <span className="voucher-row__meta">
          {batch.createdAt
            ? t('batch.created', { date: formatDate(batch.createdAt, i18n.language, { timeZone }) })
            : t('edit.new_unsaved')}
          {changedCount && ` · ${t('edit.was', { count: batch.originalCount })}`}
          {ended &&
            batch.expires_at &&
            ` · ${t('expiry.ended', { date: formatDate(batch.expires_at, i18n.language, { timeZone }) })}`}
        </span>
      </div>
      {ended ? (
        <span className="vouchers__step-value">{t('batch.count', { count: batch.count })}</span>
      ) : (
        <div className="vouchers__stepper" role="group" aria-label={t('edit.count_of', { batch: what })}>
          <button
            type="button"
            className="icon-button vouchers__step"
            aria-label={t('edit.fewer')}
            disabled={batch.count <= 1}
            onClick={() => setCount(batch.count - 1)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 12h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <span className="vouchers__step-value" aria-live="polite">
            {t('batch.count', { count: batch.count })}
          </span>
          <button
            type="button"
            className="icon-button vouchers__step"
            aria-label={t('edit.more')}
            disabled={batch.count >= MAX_BATCH_COUNT}
            onClick={() => setCount(batch.count + 1)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 12h12M12 6v12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      )}
      <PaidBadge state={batch.paid ? 'paid' : 'unpaid'} />
      <div className="voucher-row__actions">
        {!batch.paid && (
          <Button
            variant="secondary"
            aria-label={t('edit.mark_paid_of', { batch: what })}
            onClick={() => staged.push({ kind: 'paid', ref: batch.ref })}
          >
            {t('payments.mark_paid')}
          </Button>
        )}
        {!ended && (
          <Button
            variant="ghost"
            aria-label={t('edit.remove_of', { batch: what })}
            onClick={() => staged.push({ kind: 'remove', ref: batch.ref })}
          >
            {t('edit.remove')}
          </Button>
        )}
      </div>
    </li>
  );
}
