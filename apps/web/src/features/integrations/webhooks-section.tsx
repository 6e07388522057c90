/**
 * The webhooks half of the integrations page (issue 29 item 2, docs/decisions/0051-webhooks.md): what
 * a webhook does, the endpoints with their events and on/off, and per endpoint "Edit", "Deliveries",
 * "Show secret" and "Delete"; the form to add one below. Buttons carry the address after the visible
 * word in their names (WCAG 2.5.3).
 */
import type { WebhookEndpoint } from '@sessionbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/modal/index.ts';
import { Button } from '../../components/ui/index.ts';
import { useToast } from '../../lib/toast.tsx';
import { ListCard } from './list-card.tsx';
import { DeliveriesModal } from './webhook-deliveries.tsx';
import { AddWebhookForm, EditWebhookModal } from './webhook-form.tsx';
import { SecretModal, SignatureGuide, type ShownSecret } from './webhook-secret.tsx';
import { useRemoveWebhook, useWebhooks, useWebhookSecret } from './webhooks-api.ts';

export function WebhooksSection({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('integrations');
  const query = useWebhooks();
  const [editing, setEditing] = useState<WebhookEndpoint | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);

  return (
    <section className="integrations__section" aria-labelledby="webhooks-heading">
      <h2 id="webhooks-heading" className="integrations__heading">
        {t('webhooks.title')}
      </h2>
      <p className="muted">{t('webhooks.lead')}</p>
      <SignatureGuide />
      <ListCard query={query} empty={t('webhooks.empty')} label={t('webhooks.label')}>
        {(items) =>
          items.map((endpoint) => (
            <WebhookRow
              key={endpoint.id}
              endpoint={endpoint}
              onEdit={() => setEditing(endpoint)}
              onDeliveries={() => setLogOf(endpoint)}
              onSecret={(value) => setSecret({ secret: value, isNew: false })}
              onRemove={() => setRemoving(endpoint)}
            />
          ))
        }
      </ListCard>
      {query.data && (
        <AddWebhookForm
          count={query.data.length}
          onAdded={(added) => setSecret({ secret: added.secret, isNew: true })}
        />
      )}
      <EditWebhookModal endpoint={editing} onClose={() => setEditing(null)} />
      <DeliveriesModal endpoint={logOf} timeZone={timeZone} onClose={() => setLogOf(null)} />
      <SecretModal shown={secret} onClose={() => setSecret(null)} />
      <RemoveWebhookDialog endpoint={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}

function WebhookRow({
  endpoint,
  onEdit,
  onDeliveries,
  onSecret,
  onRemove,
}: {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onDeliveries: () => void;
  onSecret: (secret: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('integrations');
  const toast = useToast();
  const secret = useWebhookSecret();
  const url = endpoint.url;
  return (
    <li className="integrations__row">
      <div className="integrations__row-main">
        <span className="integrations__row-title integrations__url">{url}</span>
        {endpoint.description && <span className="integrations__meta">{endpoint.description}</span>}
        <span className="integrations__meta">
          <span className={`integrations__state integrations__state--${endpoint.enabled ? 'on' : 'off'}`}>
            {t(endpoint.enabled ? 'webhooks.on' : 'webhooks.off')}
          </span>
          {' · '}
          {endpoint.event_types.map((type) => t(`events.${type}`)).join(', ')}
        </span>
      </div>
      <div className="integrations__actions">
        <Button variant="secondary" aria-label={t('webhooks.deliveries_of', { url })} onClick={onDeliveries}>
          {t('webhooks.deliveries')}
        </Button>
        <Button variant="secondary" aria-label={t('webhooks.edit_of', { url })} onClick={onEdit}>
          {t('webhooks.edit')}
        </Button>
        <Button
          variant="ghost"
          loading={secret.isPending}
          aria-label={t('webhooks.secret_of', { url })}
          onClick={() =>
            secret.mutate(endpoint.id, { onSuccess: onSecret, onError: (error) => toast.error(error) })
          }
        >
          {t('webhooks.secret')}
        </Button>
        <Button variant="ghost" aria-label={t('webhooks.remove_of', { url })} onClick={onRemove}>
          {t('webhooks.remove')}
        </Button>
      </div>
    </li>
  );
}

function RemoveWebhookDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('integrations');
  const toast = useToast();
  const remove = useRemoveWebhook();
  return (
    <ConfirmDialog
      open={endpoint !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('webhooks.remove_title')}
      description={t('webhooks.remove_text', { url: endpoint?.url ?? '' })}
      confirmLabel={t('webhooks.remove')}
      cancelLabel={t('page.cancel')}
      busy={remove.isPending}
      danger
      onConfirm={() =>
        endpoint &&
        remove.mutate(endpoint.id, {
          onSuccess: () => {
            toast.success('integrations:toasts.webhook_removed');
            onClose();
          },
          onError: (error) => toast.error(error),
        })
      }
    />
  );
}
