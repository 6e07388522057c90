/**
 * "Packs" on the voucher settings page (decision 0047): the professional's currency, and the packs they
 * sell: what each holds ("10 × Individual session · 60 min"), its price, how long it stays valid and
 * whether it is on sale, with add, edit and archive (asked first: an archived pack leaves the forms,
 * batches sold from it keep its name). Archived packs stay listed, last, marked as such.
 */
import type { VoucherPack } from '@sessionbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/modal/index.ts';
import { Button, Card } from '../../../components/ui/index.ts';
import { Dropdown } from '../../../components/widgets/index.ts';
import {
  currencyName,
  formatMoney,
  useArchiveVoucherPack,
  usePaymentSettings,
  useSavePaymentSettings,
  useVoucherKindText,
  useVoucherPacks,
} from '../../../entities/vouchers/index.ts';
import { useToast } from '../../../lib/toast.tsx';
import { PackFormModal } from './pack-form-modal.tsx';
import { SectionState } from './section-parts.tsx';

/** The currencies offered first; the professional's own stays offered whatever it is. */
const COMMON_CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'BRL',
  'CHF',
  'CAD',
  'AUD',
  'NZD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'MXN',
  'ARS',
  'CLP',
  'COP',
  'AOA',
  'MZN',
  'CVE',
  'ZAR',
  'JPY',
  'INR',
];

export function PacksSection({ headingId }: { headingId: string }) {
  const { t } = useTranslation('vouchers');
  const query = useVoucherPacks();
  const currency = usePaymentSettings().data?.currency;
  const [editing, setEditing] = useState<VoucherPack | 'new' | null>(null);
  const [archiving, setArchiving] = useState<VoucherPack | null>(null);
  const sorted = (packs: VoucherPack[]) =>
    [...packs].sort((a, b) => Number(a.archived) - Number(b.archived) || a.name.localeCompare(b.name));

  return (
    <Card as="section" className="vouchers__section" aria-labelledby={headingId}>
      <h2 className="vouchers__heading" id={headingId}>
        {t('packs.title')}
      </h2>
      <p className="muted">{t('packs.lead')}</p>
      <CurrencyChoice />
      <SectionState query={query} empty={t('packs.empty')} loading={t('packs.loading')}>
        {(packs) => (
          <ul className="voucher-list" aria-label={t('packs.list')}>
            {sorted(packs).map((pack) => (
              <PackRow
                key={pack.id}
                pack={pack}
                onEdit={() => setEditing(pack)}
                onArchive={() => setArchiving(pack)}
              />
            ))}
          </ul>
        )}
      </SectionState>
      <Button variant="secondary" className="vouchers__add" onClick={() => setEditing('new')}>
        {t('packs.add')}
      </Button>
      <PackFormModal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        pack={editing === 'new' ? null : editing}
        currency={currency}
      />
      <ArchiveDialog pack={archiving} onClose={() => setArchiving(null)} />
    </Card>
  );
}

function PackRow({
  pack,
  onEdit,
  onArchive,
}: {
  pack: VoucherPack;
  onEdit: () => void;
  onArchive: () => void;
}) {
  const { t, i18n } = useTranslation('vouchers');
  const kindText = useVoucherKindText();
  const facts = [
    t('packs.holds', { count: pack.count, kind: kindText(pack) }),
    formatMoney(pack.price, pack.currency, i18n.language),
    pack.valid_days === null ? t('packs.no_expiry') : t('packs.valid_days', { count: pack.valid_days }),
    pack.archived ? null : t(pack.on_sale ? 'packs.on_sale' : 'packs.off_sale'),
  ].filter(Boolean);
  return (
    <li className={pack.archived ? 'voucher-row voucher-row--removed' : 'voucher-row'}>
      <div className="voucher-row__main">
        <span className="voucher-kind">{pack.name}</span>
        <span className="voucher-row__meta">{facts.join(' · ')}</span>
      </div>
      {pack.archived ? (
        <span className="voucher-paid voucher-paid--removed">{t('packs.archived')}</span>
      ) : (
        <div className="voucher-row__actions">
          <Button variant="secondary" aria-label={t('packs.edit_of', { name: pack.name })} onClick={onEdit}>
            {t('packs.edit')}
          </Button>
          <Button variant="ghost" aria-label={t('packs.archive_of', { name: pack.name })} onClick={onArchive}>
            {t('packs.archive')}
          </Button>
        </div>
      )}
    </li>
  );
}

function ArchiveDialog({ pack, onClose }: { pack: VoucherPack | null; onClose: () => void }) {
  const { t } = useTranslation('vouchers');
  const toast = useToast();
  const archive = useArchiveVoucherPack();
  return (
    <ConfirmDialog
      open={pack !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('packs.archive_title', { name: pack?.name ?? '' })}
      description={t('packs.archive_text')}
      confirmLabel={t('packs.archive')}
      cancelLabel={t('actions.cancel')}
      busy={archive.isPending}
      danger
      onConfirm={() =>
        pack &&
        archive.mutate(pack.id, {
          onSuccess: () => {
            toast.success('vouchers:toasts.pack_archived');
            onClose();
          },
          onError: (error) => toast.error(error),
        })
      }
    />
  );
}

/** The professional's currency, saved as soon as it is chosen; names in the reader's language. */
function CurrencyChoice() {
  const { t, i18n } = useTranslation('vouchers');
  const toast = useToast();
  const settings = usePaymentSettings();
  const save = useSavePaymentSettings();
  const current = settings.data?.currency;
  const codes =
    current && !COMMON_CURRENCIES.includes(current) ? [current, ...COMMON_CURRENCIES] : COMMON_CURRENCIES;
  const options = codes
    .map((code) => ({
      value: code,
      label: t('currency.option', { name: currencyName(code, i18n.language), code }),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  return (
    <div className="vouchers__currency">
      <Dropdown
        label={t('currency.label')}
        hint={t('currency.hint')}
        value={current ?? null}
        disabled={!settings.data || save.isPending}
        onChange={(currency) =>
          save.mutate(
            { currency },
            {
              onSuccess: () => toast.success('vouchers:toasts.currency_saved'),
              onError: (error) => toast.error(error),
            },
          )
        }
        options={options}
      />
    </div>
  );
}
