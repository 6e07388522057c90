import { resetBody, type Theme } from '@sessionbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import {
  FormError,
  NewPasswordFields,
  isApiError,
  SubmitButton,
  useFormSubmit,
  useSchemaForm,
  useServerErrors,
} from '../../components/form/index.ts';
import { TextLink } from '../../components/ui/index.ts';
import { forgotPath } from '../../lib/paths.ts';
import { useToast } from '../../lib/toast.tsx';
import { authApi } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/**
 * Reset password (`auth/reset/:token`): the token comes from the e-mailed link, never typed, and names
 * the account, so no address is asked for (links no longer carry it; one in an older link's
 * `?email=` is still sent along).
 */
export function ResetPage({ theme }: { theme: Theme }) {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const toast = useToast();
  const finish = useFinishSignIn();
  const [invalid, setInvalid] = useState(false);
  const email = params.get('email');
  const form = useSchemaForm(resetBody, {
    token,
    ...(email ? { email } : {}),
    password: '',
    password_confirmation: '',
  });
  const applyServerErrors = useServerErrors(form, ['password', 'password_confirmation']);
  const { formState } = form;
  const { onSubmit, busy } = useFormSubmit(form, {
    send: (values) => authApi.reset({ ...values, token }),
    onSuccess: (result) => finish(result, theme),
    success: 'auth:reset.success',
    // Every 422 is answered below, the rest is a toast: an expired link ends the form, and
    // (docs/product/errors.md#how-the-app-shows-errors) other 422s show the generic validation toast
    // while the fields say what is wrong.
    showFieldErrors: false,
    onError: (error) => {
      if (!isApiError(error) || error.status !== 422) return false;
      if (error.fieldErrors.token) {
        setInvalid(true);
      } else {
        applyServerErrors(error);
        toast.error('common:network_errors.422');
      }
      return true;
    },
  });

  if (invalid || !token) {
    return (
      <AuthLayout title={t('reset.title')}>
        <div className="auth__notice auth__notice--danger" role="alert">
          <p>{t('reset.invalid_body')}</p>
        </div>
        <TextLink block to={forgotPath(theme)}>
          {t('reset.request_new')}
        </TextLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('reset.title')} lead={t('reset.lead')}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <NewPasswordFields
          form={form}
          label={t('fields.new_password')}
          hint={t('fields.password_hint')}
          confirmationLabel={t('fields.password_confirmation')}
        />
        <FormError errors={formState.errors} submitted={formState.isSubmitted} />
        <SubmitButton busy={busy}>{t('reset.submit')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
