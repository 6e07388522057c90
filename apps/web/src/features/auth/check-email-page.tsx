import { forgotBody } from '@sessionbook/domain';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { SubmitButton, TextField, useFormSubmit, useSchemaForm } from '../../components/form/index.ts';
import { TextLink } from '../../components/ui/index.ts';
import { signInPath, themeOfPath } from '../../lib/paths.ts';
import { authApi } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { ResendActivationButton } from './resend-activation-button.tsx';

/** After sign-up (`auth/confirmEmail` in both themes): where the link went, resend, and the spam hint. */
export function CheckEmailPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const theme = themeOfPath(location.pathname);
  const [params] = useSearchParams();
  const state = location.state as { email?: unknown } | null;
  const known = params.get('email') ?? (typeof state?.email === 'string' ? state.email : null);

  return (
    <AuthLayout
      title={t('check_email.title')}
      footer={
        <TextLink block to={signInPath(theme)}>
          {t('check_email.back_to_signin')}
        </TextLink>
      }
    >
      <div className="auth__notice" role="status">
        <MailIcon />
        <p>
          {known ? (
            <Trans
              t={t}
              i18nKey="check_email.lead"
              values={{ email: known }}
              components={{ address: <span className="auth__address" /> }}
            />
          ) : (
            t('check_email.lead_no_address')
          )}
        </p>
      </div>
      <p className="muted">{t('check_email.spam')}</p>
      {known ? <ResendActivationButton email={known} variant="secondary" /> : <ResendForm />}
    </AuthLayout>
  );
}

/** Without a known address (opened from a bookmark) the user types it to get a new link. */
function ResendForm() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState(false);
  const form = useSchemaForm(forgotBody, { email: '' });
  const { onSubmit, busy } = useFormSubmit(form, {
    send: ({ email }) => authApi.resendActivation(email),
    // No alert under this one field: whatever the server says is a toast.
    showFieldErrors: false,
    onSuccess: () => setSent(true),
    success: 'auth:check_email.resend_sent',
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('check_email.resend_email_label')}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={form.formState.errors.email}
        {...form.register('email')}
      />
      <SubmitButton busy={busy} disabled={sent}>
        {t('check_email.resend')}
      </SubmitButton>
    </form>
  );
}

function MailIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" strokeLinejoin="round" />
    </svg>
  );
}
