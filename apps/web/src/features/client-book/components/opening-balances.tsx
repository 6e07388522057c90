/** An imported client's vouchers to come: "5 × Individual session, 60 min, added when they accept". */
import { VOUCHER_TYPES, type ClientBookEntry } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';

export function OpeningBalances({
  balances,
  className,
}: {
  balances: ClientBookEntry['opening_balances'];
  className?: string;
}) {
  const { t } = useTranslation('book');
  if (!balances?.length) return null;
  return (
    <>
      {balances.map((balance, index) => (
        <span key={index} className={className}>
          {t('list.opening_balance', {
            count: balance.count,
            type: t(
              `common:voucher_types.${VOUCHER_TYPES.find((type) => type.id === balance.voucher_type_id)?.type}`,
            ),
            duration: balance.duration,
          })}
        </span>
      ))}
    </>
  );
}
