import { registerBody, type Theme, safeAppPath } from '@sessionbook/domain';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  CheckboxField,
  FormError,
  NewPasswordFields,
  SubmitButton,
  TextField,
  useFormSubmit,
  useSchemaForm,
} from '../../components/form/index.ts';
import { TextLink } from '../../components/ui/index.ts';
import {
  confirmEmailPath,
  privacyPath,
  signInPath,
  signUpPath,
  termsPath,
  withRedirect,
} from '../../lib/paths.ts';
import { authApi } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { currentLanguage, signUpTimeZone } from './client-context.ts';
import { isEmailTaken, SignInInstead } from './email-in-use.tsx';
import { GoogleButton } from './google-button.tsx';
import { rememberRedirect } from './remembered-redirect.ts';

const FIELDS = [
  'email',
  'email_confirmation',
  'password',
  'password_confirmation',
  'username',
  'agree',
  'newsletter',
] as const;

/**
 * Sign-up for either role (`/professional/auth/signup`, `/auth/signup/client`); the role sets the first
 * theme. A `redirect` query (e.g. from a public profile's login prompt) is remembered on success, so
 * activating the account returns there, and is passed on to the other auth links. An address that
 * already has an account gets the offer to sign in instead (./email-in-use.tsx).
 */
export function SignUpPage({ theme }: { theme: Theme }) {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeAppPath(params.get('redirect'));
  const other: Theme = theme === 'professional' ? 'client' : 'professional';
  const form = useSchemaForm(registerBody, {
    email: '',
    email_confirmation: '',
    password: '',
    password_confirmation: '',
    username: '',
    newsletter: false,
    theme,
  });
  const { register, formState, watch } = form;
  // The address found taken: the form offers to sign in with it until the field is edited.
  const [taken, setTaken] = useState<string | null>(null);
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name === 'email') setTaken(null);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const { onSubmit, busy } = useFormSubmit(form, {
    send: (values) =>
      authApi.register({
        ...values,
        theme,
        language: currentLanguage(i18n.language),
        timezone: signUpTimeZone(),
      }),
    fields: FIELDS,
    onSuccess: (_reply, values) => {
      rememberRedirect(redirect);
      // The address travels in the query so the page survives a reload or a trip to the mail app.
      navigate(`${confirmEmailPath(theme)}?${new URLSearchParams({ email: values.email }).toString()}`);
    },
    onError: (error, values) => {
      // The e-mail field shows the message too (the shared 422 handling below).
      if (isEmailTaken(error)) setTaken(values.email);
      return false;
    },
  });

  return (
    <AuthLayout
      title={t(theme === 'professional' ? 'signup.title_professional' : 'signup.title_client')}
      lead={t(theme === 'professional' ? 'signup.lead_professional' : 'signup.lead_client')}
      footer={
        <>
          <p>{t('signup.have_account')}</p>
          <TextLink block to={withRedirect(signInPath(theme), redirect)}>
            {t('signup.sign_in')}
          </TextLink>
          <p>{t(other === 'client' ? 'signup.switch_to_client' : 'signup.switch_to_professional')}</p>
          <TextLink block to={withRedirect(signUpPath(other), redirect)}>
            {t(other === 'client' ? 'signup.switch_to_client_link' : 'signup.switch_to_professional_link')}
          </TextLink>
        </>
      }
    >
      <p className="auth__free">
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('signup.free_fast')}
      </p>
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
        {/* Right under the field the error focuses, so a phone shows it without scrolling. */}
        {taken && <SignInInstead email={taken} theme={theme} redirect={redirect} />}
        <TextField
          label={t('fields.email_confirmation')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={formState.errors.email_confirmation}
          {...register('email_confirmation')}
        />
        <NewPasswordFields
          form={form}
          label={t('fields.password')}
          hint={t('fields.password_hint')}
          confirmationLabel={t('fields.password_confirmation')}
        />
        <TextField
          label={t('fields.username')}
          // Only a professional has a public link; a client's username names the account.
          hint={t(theme === 'professional' ? 'fields.username_hint' : 'fields.username_hint_client')}
          autoComplete="username"
          error={formState.errors.username}
          {...register('username')}
        />
        <CheckboxField
          label={
            // New tab: reading the terms must not throw away a half-filled form.
            <Trans
              t={t}
              i18nKey="signup.agree"
              components={{
                terms: <Link className="link" to={termsPath(theme)} target="_blank" />,
                privacy: <Link className="link" to={privacyPath(theme)} target="_blank" />,
              }}
            />
          }
          error={formState.errors.agree}
          {...register('agree')}
        />
        <CheckboxField
          label={t('signup.newsletter')}
          error={formState.errors.newsletter}
          {...register('newsletter')}
        />
        <FormError errors={formState.errors} submitted={formState.isSubmitted} />
        <SubmitButton busy={busy}>{t('signup.submit')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
