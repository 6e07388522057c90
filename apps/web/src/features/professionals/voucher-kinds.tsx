/**
 * A client's vouchers per kind (session type and duration), and how a kind's balance is shown: the
 * number as it is (negative means sessions owed), flagged when running low. Shared by the vouchers page
 * with one professional and the overview of all of them.
 */
import {
  type VoucherBatch,
  type VoucherLogEntry,
  type VoucherOverview,
  intlLocale,
} from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../components/widgets/icons.tsx';
import { ExpiringNote, type ExpiringItem } from '../../entities/vouchers/expiry.tsx';

export interface Kind {
  key: string;
  typeId: number;
  type: string;
  duration: number;
  balance: number;
  runningLow: boolean;
  /** What expires when, and whether some of it soon (decision 0047). */
  expiring: ExpiringItem[];
  expiringSoon: boolean;
  batches: VoucherBatch[];
  log: VoucherLogEntry[];
}

/** Every kind the client has or had, by type and then duration, with what belongs to it. */
export function voucherKinds(overview: VoucherOverview): Kind[] {
  const kinds = new Map<string, Kind>();
  const kindOf = (type: { id: number; type: string }, duration: number) => {
    const key = `${type.id}:${duration}`;
    let kind = kinds.get(key);
    if (!kind) {
      kind = {
        key,
        typeId: type.id,
        type: type.type,
        duration,
        balance: 0,
        runningLow: false,
        expiring: [],
        expiringSoon: false,
        batches: [],
        log: [],
      };
      kinds.set(key, kind);
    }
    return kind;
  };
  for (const balance of overview.balances) {
    const kind = kindOf(balance.type, balance.duration);
    kind.balance = balance.totalCount;
    kind.runningLow = balance.running_low;
    kind.expiring = balance.expiring;
    kind.expiringSoon = balance.expiring_soon;
  }
  for (const batch of overview.batches) kindOf(batch.type, batch.duration).batches.push(batch);
  for (const entry of overview.log) kindOf(entry.type, entry.duration).log.push(entry);
  return [...kinds.values()].sort((a, b) => a.typeId - b.typeId || a.duration - b.duration);
}

/** "Individual session · 60 min", in the reader's language. */
export function useKindName() {
  const { t } = useTranslation('people');
  return (type: string, duration: number) =>
    t('vouchers.kind', {
      type: t(`common:voucher_types.${type}`, { defaultValue: type }),
      minutes: duration,
    });
}

export function KindBalance({ kind }: { kind: Kind }) {
  const { t, i18n } = useTranslation('people');
  const tone = kind.balance < 0 ? 'owed' : kind.runningLow ? 'low' : 'ok';
  const number = new Intl.NumberFormat(intlLocale(i18n.language)).format(kind.balance);
  return (
    <p className={`client-vouchers__balance client-vouchers__balance--${tone}`}>
      <span className="client-vouchers__balance-label">{t('vouchers.balance')}</span>
      <span className="client-vouchers__number">{number}</span>
      {tone !== 'ok' && (
        <span className={`client-vouchers__flag client-vouchers__flag--${tone}`}>
          <WarningIcon />
          {tone === 'owed'
            ? t('vouchers.owed', { count: Math.abs(kind.balance) })
            : kind.balance === 0
              ? t('vouchers.none_left')
              : t('vouchers.running_low')}
        </span>
      )}
      <ExpiringNote className="client-vouchers__expiry" expiring={kind.expiring} soon={kind.expiringSoon} />
    </p>
  );
}
