/** "Invite your professional": a client invites a professional by e-mail (`POST client/professionals/invite`). */
import { inviteProfessionalBody } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import {
  FormError,
  SubmitButton,
  TextField,
  useFormSubmit,
  useSchemaForm,
} from '../../components/form/index.ts';
import { Card } from '../../components/ui/index.ts';
import { professionalsApi } from '../../lib/professionals-api.ts';

export function InviteProfessionalCard() {
  const { t } = useTranslation('people');
  const form = useSchemaForm(inviteProfessionalBody, { email: '' });
  const { register, formState, reset } = form;
  const { onSubmit, busy } = useFormSubmit(form, {
    send: (values) => professionalsApi.invite(values),
    fields: ['email'],
    onSuccess: () => reset(),
    success: 'people:invite_card.sent',
  });

  return (
    <Card as="section" className="people__invite" aria-labelledby="invite-professional-heading">
      <h2 id="invite-professional-heading" className="people__heading">
        {t('invite_card.title')}
      </h2>
      <p className="muted">{t('invite_card.lead')}</p>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('invite_card.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          error={formState.errors.email}
          {...register('email')}
        />
        <FormError errors={formState.errors} submitted={formState.isSubmitted} />
        <SubmitButton busy={busy}>{t('invite_card.submit')}</SubmitButton>
      </form>
    </Card>
  );
}
