/**
 * The packs a client can buy online (docs/decisions/0049-paid-online.md): one line each with what it
 * holds, how long it stays valid and its price in the reader's language, and its call to buy, which
 * the page gives (a checkout, or signing in first). Shown on the client's voucher page and on the
 * public profile; nothing at all when there is nothing to buy (no payments, nothing on sale).
 */
import type { PackOnSale } from '@sessionbook/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/index.ts';
import { formatMoney } from './format.ts';
import './packs-on-sale.css';

export function PacksOnSale({
  packs,
  headingId,
  action,
  error,
}: {
  packs: readonly PackOnSale[] | undefined;
  headingId: string;
  /** The pack's call to action, given its price as shown. */
  action: (pack: PackOnSale, price: string) => ReactNode;
  error?: string | null;
}) {
  const { t, i18n } = useTranslation('vouchers');
  if (!packs || packs.length === 0) return null;
  return (
    <Card as="section" className="packs-on-sale" aria-labelledby={headingId}>
      <h2 id={headingId} className="packs-on-sale__title">
        {t('online.title')}
      </h2>
      <p className="muted">{t('online.lead')}</p>
      {error && (
        <p className="packs-on-sale__error" role="alert">
          {error}
        </p>
      )}
      <ul className="packs-on-sale__list">
        {packs.map((pack) => {
          const price = formatMoney(pack.price, pack.currency, i18n.language);
          const facts = [
            t('online.count', { count: pack.count }),
            pack.valid_days === null ? t('online.no_expiry') : t('online.valid', { count: pack.valid_days }),
          ].join(' · ');
          return (
            <li key={pack.id} className="packs-on-sale__pack">
              <span className="packs-on-sale__text">
                <span className="packs-on-sale__name">{pack.name}</span>
                <span className="packs-on-sale__facts">{facts}</span>
              </span>
              <span className="packs-on-sale__price">{price}</span>
              {action(pack, price)}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
