/**
 * One webhook's delivery log in a dialog: per delivery the event, when, the state, the tries and the
 * last answer (HTTP status or the error), and "Send again". Each button's name carries the event and
 * time after the visible words (WCAG 2.5.3).
 */
import type { WebhookDelivery, WebhookEndpoint } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal/index.ts';
import { Button } from '../../components/ui/index.ts';
import { formatMoment } from '../../lib/format-dates.ts';
import { useToast } from '../../lib/toast.tsx';
import { useDeliveries, useResendDelivery } from './webhooks-api.ts';

export function DeliveriesModal({
  endpoint,
  timeZone,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('integrations');
  return (
    <Modal
      open={endpoint !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('deliveries.title', { url: endpoint?.url ?? '' })}
      description={t('deliveries.lead')}
      size="lg"
    >
      {endpoint && <DeliveryLog endpoint={endpoint} timeZone={timeZone} />}
    </Modal>
  );
}

function DeliveryLog({ endpoint, timeZone }: { endpoint: WebhookEndpoint; timeZone: string }) {
  const { t } = useTranslation('integrations');
  const query = useDeliveries(endpoint.id);
  if (query.isPending)
    return (
      <p className="muted" role="status">
        {t('page.loading')}
      </p>
    );
  if (query.isError)
    return (
      <div className="integrations__notice" role="alert">
        <p>{t('page.load_failed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('page.retry')}
        </Button>
      </div>
    );
  if (query.data.length === 0) return <p className="muted">{t('deliveries.empty')}</p>;
  return (
    <ul className="integrations__list" aria-label={t('deliveries.label')}>
      {query.data.map((delivery) => (
        <DeliveryRow key={delivery.id} endpointId={endpoint.id} delivery={delivery} timeZone={timeZone} />
      ))}
    </ul>
  );
}

function DeliveryRow({
  endpointId,
  delivery,
  timeZone,
}: {
  endpointId: string;
  delivery: WebhookDelivery;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('integrations');
  const toast = useToast();
  const resend = useResendDelivery(endpointId);
  const event = t(`events.${delivery.event_type}`);
  const time = formatMoment(new Date(delivery.createdAt), i18n.language, timeZone);
  const answer =
    delivery.last_status_code !== null
      ? t('deliveries.http_status', { code: delivery.last_status_code })
      : (delivery.last_error ?? (delivery.attempts > 0 ? t('deliveries.no_answer') : '–'));
  return (
    <li className="integrations__row">
      <div className="integrations__row-main">
        <span className="integrations__row-title">{event}</span>
        <span className={`integrations__state integrations__state--${delivery.status}`}>
          {t(`deliveries.${delivery.status}`)}
        </span>
        <dl className="integrations__facts">
          <div>
            <dt>{t('deliveries.time')}</dt>
            <dd>{time}</dd>
          </div>
          <div>
            <dt>{t('deliveries.attempts')}</dt>
            <dd>{delivery.attempts}</dd>
          </div>
          <div>
            <dt>{t('deliveries.answer')}</dt>
            <dd className="integrations__answer">{answer}</dd>
          </div>
        </dl>
      </div>
      <div className="integrations__actions">
        <Button
          variant="secondary"
          loading={resend.isPending}
          aria-label={t('deliveries.resend_of', { event, time })}
          onClick={() =>
            resend.mutate(delivery.id, {
              onSuccess: () => toast.success('integrations:toasts.resent'),
              onError: (error) => toast.error(error),
            })
          }
        >
          {t('deliveries.resend')}
        </Button>
      </div>
    </li>
  );
}
