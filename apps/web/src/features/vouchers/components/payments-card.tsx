/**
 * The professional's payments card under their packs (decision 0049): on a server with Connect,
 * "Connect Stripe" sends them to Stripe's onboarding of their own account and, back from it, says
 * whether Stripe lets it take payments yet; on a single-studio server it says payments go to the
 * studio's account. Nothing at all without Stripe on the server.
 */
import { useTranslation } from 'react-i18next';
import { Button, Card } from '../../../components/ui/index.ts';
import { useConnectStripe, usePaymentsStatus } from '../../../entities/vouchers/packs-on-sale-api.ts';
import { SkeletonLines } from './section-parts.tsx';

export function PaymentsCard() {
  const { t } = useTranslation('vouchers');
  const status = usePaymentsStatus();
  const connect = useConnectStripe();
  if (status.isPending)
    return (
      <Card>
        <SkeletonLines label={t('online.loading')} count={2} />
      </Card>
    );
  const data = status.data;
  if (!data?.available) return null;
  const single = data.mode === 'single';
  return (
    <Card as="section" className="vouchers__section" aria-labelledby="payments-online">
      <h2 id="payments-online" className="vouchers__heading">
        {t('online.card_title')}
      </h2>
      <p className="muted">{single ? t('online.single_lead') : t('online.card_lead')}</p>
      {!single && data.connected && (
        <p role="status">{data.charges_enabled ? t('online.ready') : t('online.pending')}</p>
      )}
      {connect.isError && <p role="alert">{t('online.connect_failed')}</p>}
      {!single && !data.charges_enabled && (
        <Button
          variant={data.connected ? 'secondary' : 'primary'}
          loading={connect.isPending}
          onClick={() => connect.mutate()}
        >
          {data.connected ? t('online.continue') : t('online.connect')}
        </Button>
      )}
    </Card>
  );
}
