/**
 * Adding a webhook (address, description, events, on/off) and editing one, both checked with the
 * server's schema; a 422 shows at its field (an address the server refuses at the address). Adding
 * answers with the signing secret, which the page shows once (SecretModal).
 */
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_EVENT_TYPES,
  webhookEndpointBody,
  type WebhookEndpoint,
  type WebhookEndpointBody,
} from '@sessionbook/domain';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  FormError,
  SubmitButton,
  TextField,
  useFormSubmit,
  useSchemaForm,
  useUnsavedForm,
} from '../../components/form/index.ts';
import { Modal } from '../../components/modal/index.ts';
import { Card } from '../../components/ui/index.ts';
import { CheckboxList } from './checkbox-list.tsx';
import { useAddWebhook, useUpdateWebhook } from './webhooks-api.ts';

const FIELDS = ['url', 'description', 'event_types', 'enabled'] as const;

function WebhookFields({ form }: { form: ReturnType<typeof useWebhookForm> }) {
  const { t } = useTranslation('integrations');
  const { register, formState } = form;
  const choices = WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: t(`events.${type}`) }));
  return (
    <>
      <TextField
        label={t('webhooks.url')}
        hint={t('webhooks.url_hint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={2000}
        error={formState.errors.url}
        {...register('url')}
      />
      <TextField
        label={t('webhooks.description')}
        hint={t('webhooks.description_hint')}
        autoComplete="off"
        maxLength={200}
        error={formState.errors.description as FieldError | undefined}
        {...register('description')}
      />
      <CheckboxList
        legend={t('webhooks.event_types')}
        choices={choices}
        input={register('event_types')}
        error={formState.errors.event_types}
      />
      <CheckboxField
        label={t('webhooks.enabled')}
        error={formState.errors.enabled}
        {...register('enabled')}
      />
      <FormError errors={formState.errors} submitted={formState.isSubmitted} />
    </>
  );
}

const useWebhookForm = (values: WebhookEndpointBody) => useSchemaForm(webhookEndpointBody, values);

const EMPTY: WebhookEndpointBody = { url: '', description: '', event_types: [], enabled: true };

export function AddWebhookForm({
  count,
  onAdded,
}: {
  count: number;
  onAdded: (added: WebhookEndpoint & { secret: string }) => void;
}) {
  const { t } = useTranslation('integrations');
  const add = useAddWebhook();
  const form = useWebhookForm(EMPTY);
  const { onSubmit, busy } = useFormSubmit(form, {
    send: (values) => add.mutateAsync(values),
    fields: FIELDS,
    success: 'integrations:toasts.webhook_added',
    onSuccess: (added) => {
      form.reset(EMPTY);
      onAdded(added);
    },
  });
  return (
    <Card as="section" className="integrations__card" aria-labelledby="webhook-add-heading">
      <h3 id="webhook-add-heading" className="integrations__subheading">
        {t('webhooks.add_title')}
      </h3>
      {count >= MAX_WEBHOOK_ENDPOINTS ? (
        <p className="muted">{t('webhooks.limit')}</p>
      ) : (
        <form className="form" noValidate onSubmit={onSubmit}>
          <WebhookFields form={form} />
          <SubmitButton busy={busy}>{t('webhooks.add')}</SubmitButton>
        </form>
      )}
    </Card>
  );
}

export function EditWebhookModal({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('integrations');
  return (
    <Modal
      open={endpoint !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('webhooks.edit_title')}
    >
      {/* Mounted only while open, so each opening starts from the endpoint as it is. */}
      {endpoint && <EditWebhookForm endpoint={endpoint} onDone={onClose} />}
    </Modal>
  );
}

function EditWebhookForm({ endpoint, onDone }: { endpoint: WebhookEndpoint; onDone: () => void }) {
  const { t } = useTranslation('integrations');
  const update = useUpdateWebhook();
  const form = useWebhookForm({
    url: endpoint.url,
    description: endpoint.description ?? '',
    event_types: endpoint.event_types,
    enabled: endpoint.enabled,
  });
  useUnsavedForm(form.control);
  const { onSubmit, busy } = useFormSubmit(form, {
    send: (body) => update.mutateAsync({ id: endpoint.id, body }),
    fields: FIELDS,
    success: 'integrations:toasts.webhook_saved',
    onSuccess: onDone,
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <WebhookFields form={form} />
      <SubmitButton busy={busy}>{t('webhooks.save')}</SubmitButton>
    </form>
  );
}
