/**
 * Making an API token: a name, what it may do (per area of the practice, read and change), and when
 * it expires. Checked with the server's schema for the name and scopes; the expiry is one of the
 * choices of API_TOKEN_EXPIRY_CHOICES. The reply's whole token is handed to the page, which shows it
 * once (NewTokenModal).
 */
import {
  API_TOKEN_EXPIRY_CHOICES,
  API_TOKEN_SCOPES,
  apiTokenBody,
  MAX_API_TOKENS,
  type ApiToken,
} from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  FormError,
  RadioGroup,
  SubmitButton,
  TextField,
  useFormSubmit,
  useSchemaForm,
} from '../../components/form/index.ts';
import { Modal } from '../../components/modal/index.ts';
import { Button, Card } from '../../components/ui/index.ts';
import { CheckboxList } from './checkbox-list.tsx';
import { CopyField } from './copy-field.tsx';
import { useCreateToken } from './tokens-api.ts';

const EXPIRY = API_TOKEN_EXPIRY_CHOICES.map((days) => (days === null ? 'never' : String(days)));
type Expiry = (typeof EXPIRY)[number];

/** The server's body, with the expiry as the choice the form offers. */
const tokenForm = apiTokenBody
  .omit({ expires_in_days: true })
  .extend({ expiry: z.enum(EXPIRY as [Expiry, ...Expiry[]]) });

/** The areas of the scopes, in the order of API_TOKEN_SCOPES (`schedule` of `schedule:read`). */
const AREAS = [...new Set(API_TOKEN_SCOPES.map((scope) => scope.split(':')[0]!))];

const EMPTY = { name: '', scopes: [] as string[], expiry: 'never' as Expiry };

export function CreateTokenForm({
  count,
  onCreated,
}: {
  count: number;
  onCreated: (created: ApiToken & { token: string }) => void;
}) {
  const { t } = useTranslation('integrations');
  const create = useCreateToken();
  const form = useSchemaForm(tokenForm, EMPTY as z.input<typeof tokenForm>);
  const { register, formState } = form;
  const { onSubmit, busy } = useFormSubmit(form, {
    send: ({ expiry, ...values }) =>
      create.mutateAsync({ ...values, expires_in_days: expiry === 'never' ? null : Number(expiry) }),
    fields: ['name', 'scopes'],
    onSuccess: (created) => {
      form.reset(EMPTY as z.input<typeof tokenForm>);
      onCreated(created);
    },
  });
  const expiryLabel = (choice: Expiry) =>
    choice === 'never' ? t('tokens.expiry_never') : t('tokens.expiry_days', { count: Number(choice) });
  return (
    <Card as="section" className="integrations__card" aria-labelledby="token-add-heading">
      <h3 id="token-add-heading" className="integrations__subheading">
        {t('tokens.add_title')}
      </h3>
      {count >= MAX_API_TOKENS ? (
        <p className="muted">{t('tokens.limit')}</p>
      ) : (
        <form className="form" noValidate onSubmit={onSubmit}>
          <TextField
            label={t('tokens.name')}
            hint={t('tokens.name_hint')}
            autoComplete="off"
            maxLength={80}
            error={formState.errors.name}
            {...register('name')}
          />
          <fieldset className="integrations__scopes">
            <legend className="field__label">{t('tokens.scopes')}</legend>
            {AREAS.map((area, index) => (
              <CheckboxList
                key={area}
                legend={t(`scopes.${area}`)}
                className="integrations__scope-area"
                choices={[
                  { value: `${area}:read`, label: t('tokens.read') },
                  { value: `${area}:write`, label: t('tokens.write') },
                ]}
                input={register('scopes')}
                // The one message (none chosen) shows once, under the last area.
                error={index === AREAS.length - 1 ? formState.errors.scopes : undefined}
              />
            ))}
          </fieldset>
          <RadioGroup
            legend={t('tokens.expiry')}
            choices={EXPIRY}
            label={expiryLabel}
            input={register('expiry')}
          />
          <FormError errors={formState.errors} submitted={formState.isSubmitted} />
          <SubmitButton busy={busy}>{t('tokens.add')}</SubmitButton>
        </form>
      )}
    </Card>
  );
}

/** The new token, once, with copy; closing is the owner saying they have it. */
export function NewTokenModal({
  created,
  onClose,
}: {
  created: (ApiToken & { token: string }) | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('integrations');
  return (
    <Modal
      open={created !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('tokens.new_title')}
      description={t('tokens.new_lead')}
    >
      {created && (
        <div className="integrations__dialog">
          <CopyField label={`${t('tokens.new_label')}: ${created.name}`} value={created.token} />
          <div>
            <Button variant="primary" onClick={onClose}>
              {t('tokens.done')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
