import { activateBody, type Theme } from '@sessionbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  FormError,
  isApiError,
  SubmitButton,
  TextField,
  useFormSubmit,
  useSchemaForm,
} from '../../components/form/index.ts';
import { TextLink } from '../../components/ui/index.ts';
import { signInPath } from '../../lib/paths.ts';
import { authApi } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/** "Complete your account" (`auth/activate/:id`): the e-mailed link lands here; the name finishes it. */
export function ActivatePage({ theme }: { theme: Theme }) {
  const { t } = useTranslation('auth');
  const { id = '' } = useParams();
  const finish = useFinishSignIn();
  const [invalid, setInvalid] = useState(false);
  const form = useSchemaForm(activateBody, { full_name: '' });
  const { register, formState } = form;
  const { onSubmit, busy } = useFormSubmit(form, {
    send: (values) => authApi.activate(id, values),
    fields: ['full_name'],
    onSuccess: (result) => finish(result, theme),
    success: 'auth:activate.success',
    onError: (error) => {
      const gone = isApiError(error) && (error.status === 403 || error.status === 404);
      if (gone) setInvalid(true);
      return gone;
    },
  });

  if (invalid) {
    return (
      <AuthLayout title={t('activate.invalid_title')}>
        <div className="auth__notice auth__notice--danger" role="alert">
          <p>{t('activate.invalid_body')}</p>
        </div>
        <TextLink block to={signInPath(theme)}>
          {t('activate.sign_in')}
        </TextLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('activate.title')} lead={t('activate.lead')}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('fields.full_name')}
          hint={t('fields.full_name_hint')}
          autoComplete="name"
          autoCapitalize="words"
          error={formState.errors.full_name}
          {...register('full_name')}
        />
        <FormError errors={formState.errors} submitted={formState.isSubmitted} />
        <SubmitButton busy={busy}>{t('activate.submit')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
