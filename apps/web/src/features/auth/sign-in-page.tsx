import { loginBody } from '@sessionbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  FormError,
  isApiError,
  SubmitButton,
  TextField,
  useGuardedSubmit,
  useSchemaForm,
  useServerErrors,
} from '../../components/form/index.ts';
import { TextLink } from '../../components/ui/index.ts';
import { forgotPath, safeRedirect, signUpPath, withRedirect } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { useToast } from '../../lib/toast.tsx';
import { authApi } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { ResendActivationButton } from './resend-activation-button.tsx';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/**
 * Shared sign-in (`/auth/signin/:tempToken?`). The optional temp token belongs to the Google flow,
 * which is not offered yet, so it is not read here.
 */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const { theme } = useSession();
  const toast = useToast();
  const finish = useFinishSignIn();
  const form = useSchemaForm(loginBody, { email: '', password: '' });
  const applyServerErrors = useServerErrors(form, ['email', 'password']);
  const [unactivated, setUnactivated] = useState<string | null>(null);
  const { register, formState } = form;
  // Signing up instead keeps the page the visitor wanted (a public profile, a protected page).
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));

  const onSubmit = useGuardedSubmit(form, async (values) => {
    setUnactivated(null);
    try {
      finish(await authApi.login(values));
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        form.setError('root.server', { type: 'server', message: 'common.auth.credentials' });
      } else if (isApiError(error) && error.code === 'common.auth.not_activated') {
        form.setError('root.server', { type: 'server', message: 'common.auth.not_activated' });
        setUnactivated(values.email);
      } else if (!applyServerErrors(error)) {
        toast.error(error);
      }
    }
  });

  return (
    <AuthLayout
      title={t('signin.title')}
      lead={t('signin.lead')}
      footer={
        <>
          <p>{t('signin.no_account')}</p>
          <TextLink block to={withRedirect(signUpPath('client'), redirect)}>
            {t('signin.signup_client')}
          </TextLink>
          <TextLink block to={withRedirect(signUpPath('professional'), redirect)}>
            {t('signin.signup_professional')}
          </TextLink>
        </>
      }
    >
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={formState.errors.email}
          {...register('email')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          error={formState.errors.password}
          {...register('password')}
        />
        <FormError errors={formState.errors} submitted={formState.isSubmitted}>
          {unactivated && <ResendActivationButton email={unactivated} variant="secondary" />}
        </FormError>
        <SubmitButton busy={formState.isSubmitting}>{t('signin.submit')}</SubmitButton>
        <TextLink block to={forgotPath(theme)} className="auth__forgot">
          {t('signin.forgot')}
        </TextLink>
      </form>
    </AuthLayout>
  );
}
