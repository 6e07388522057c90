/**
 * `profile/edit/password` and `/professional/profile/password`: the current password, the new one
 * twice. Other devices are signed out; this one gets a fresh token.
 */
import { changePasswordBody, type Theme } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import {
  FormError,
  NewPasswordFields,
  SubmitButton,
  TextField,
  useFormSubmit,
  useSchemaForm,
} from '../../components/form/index.ts';
import { Card } from '../../components/ui/index.ts';
import { useSession } from '../../lib/session.tsx';
import { accountApi } from './account-api.ts';
import { ProfileSubPage } from './profile-sub-page.tsx';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

export function PasswordPage({ theme }: { theme: Theme }) {
  const { t } = useTranslation('account');
  const { user, signIn } = useSession();
  const form = useSchemaForm(changePasswordBody, {
    current_password: '',
    password: '',
    password_confirmation: '',
  });
  const { register, formState, reset } = form;
  const { onSubmit, busy } = useFormSubmit(form, {
    send: (values) => accountApi.changePassword(values),
    fields: FIELDS,
    onSuccess: (session) => {
      signIn(session);
      reset();
    },
    success: 'account:password.saved',
  });
  return (
    <ProfileSubPage theme={theme} title={t('password.title')} lead={t('password.lead')}>
      {user && !user.has_password && <p className="muted">{t('password.google_only')}</p>}
      <form className="form account__form" noValidate onSubmit={onSubmit}>
        <Card as="section" className="account__card" aria-label={t('password.title')}>
          {/*
            Lets password managers tie the new password to the right account. Hidden from everyone, but
            named all the same: HTML_CodeSniffer asks every text field for a name, hidden or not.
          */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            aria-label={t('auth:fields.email')}
            value={user?.email ?? ''}
            readOnly
            hidden
          />
          <TextField
            label={t('password.current')}
            type="password"
            autoComplete="current-password"
            error={formState.errors.current_password}
            {...register('current_password')}
          />
          <NewPasswordFields
            form={form}
            label={t('password.new')}
            hint={t('password.new_hint')}
            confirmationLabel={t('password.repeat')}
          />
        </Card>
        <FormError errors={formState.errors} submitted={formState.isSubmitted} />
        <SubmitButton busy={busy}>{t('password.submit')}</SubmitButton>
      </form>
    </ProfileSubPage>
  );
}
