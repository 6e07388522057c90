import { isErrorCode, loginBody, safeAppPath } from '@sessionbook/domain';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import {
  FormError,
  isApiError,
  SubmitButton,
  showFormError,
  TextField,
  useFormSubmit,
  useSchemaForm,
} from '../../components/form/index.ts';
import { TextLink } from '../../components/ui/index.ts';
import { forgotPath, signUpPath, withRedirect } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { authApi } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { handedOverEmail } from './email-in-use.tsx';
import { finishPressOn, takeOverPrerenderedSignIn } from './prerendered-form.ts';
import { GoogleButton } from './google-button.tsx';
import { GoogleSignInFinish } from './google-sign-in-finish.tsx';
import { ResendActivationButton } from './resend-activation-button.tsx';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/**
 * Shared sign-in (`/auth/signin/:tempToken?`). With a temp token it finishes a sign-in with Google
 * (./google-sign-in-finish.tsx); otherwise it is the e-mail and password form, with "Continue with
 * Google" when configured and the error of a failed Google sign-in (`?google_error=`).
 */
export function SignInPage() {
  const { tempToken } = useParams();
  return tempToken ? <GoogleSignInFinish ticket={tempToken} /> : <PasswordSignIn />;
}

/** Only the auth codes of docs/product/errors.md#auth-errors are shown from the query; anything else reads as generic. */
function googleErrorOf(value: string | null): string | null {
  if (!value) return null;
  return isErrorCode(value) && value.startsWith('common.auth.') ? value : 'common.auth.generic';
}

function PasswordSignIn() {
  const { t } = useTranslation('auth');
  const { theme } = useSession();
  const finish = useFinishSignIn();
  // Sign-up found this address taken and sent the visitor here with it (./email-in-use.tsx).
  const handedOver = handedOverEmail(useLocation().state);
  const form = useSchemaForm(loginBody, { email: handedOver ?? '', password: '' });
  const [unactivated, setUnactivated] = useState<string | null>(null);
  const { register, formState } = form;
  // Signing up instead keeps the page the visitor wanted (a public profile, a protected page).
  const [params] = useSearchParams();
  const redirect = safeAppPath(params.get('redirect'));
  const googleError = googleErrorOf(params.get('google_error'));
  const { setError, setValue } = form;
  // The form the HTML carried (lib/prerendered-sign-in.ts) gives way in this frame, before it paints,
  // and what was typed into it carries over.
  useLayoutEffect(() => {
    const typed = takeOverPrerenderedSignIn();
    if (!typed) return;
    for (const name of ['email', 'password'] as const)
      if (typed.values[name]) setValue(name, typed.values[name]);
    // At once, not through the form's setFocus (a timer): the field stays focused from frame to frame.
    if (typed.focused === 'email' || typed.focused === 'password')
      document.querySelector<HTMLInputElement>(`form input[name="${typed.focused}"]`)?.focus();
    const form = document.querySelector('form');
    if (typed.submitted) form?.requestSubmit();
    else if (typed.pressing && form) finishPressOn(form);
  }, [setValue]);
  useEffect(() => {
    if (googleError) setError('root.server', { type: 'server', message: googleError });
  }, [googleError, setError]);

  const { onSubmit, busy } = useFormSubmit(form, {
    send: (values) => {
      setUnactivated(null);
      return authApi.login(values);
    },
    fields: ['email', 'password'],
    onSuccess: (result) => finish(result),
    onError: (error, values) => {
      if (!isApiError(error)) return false;
      if (error.status === 401) {
        showFormError(form, 'common.auth.credentials');
      } else if (error.code === 'common.auth.too_many_attempts') {
        // Stays in the form, beside "Forgot your password?", which is the way out of the wait.
        showFormError(form, 'common.auth.too_many_attempts');
      } else if (error.code === 'common.auth.not_activated') {
        showFormError(form, 'common.auth.not_activated');
        setUnactivated(values.email);
      } else {
        return false;
      }
      return true;
    },
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
      <GoogleButton theme={theme} redirect={redirect} />
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
          // The address is filled in already: the password is what is left to type.
          autoFocus={handedOver !== null}
          error={formState.errors.password}
          {...register('password')}
        />
        <FormError errors={formState.errors} submitted={formState.isSubmitted}>
          {unactivated && <ResendActivationButton email={unactivated} variant="secondary" />}
        </FormError>
        <SubmitButton busy={busy}>{t('signin.submit')}</SubmitButton>
        <TextLink block to={forgotPath(theme)} className="auth__forgot">
          {t('signin.forgot')}
        </TextLink>
      </form>
    </AuthLayout>
  );
}
