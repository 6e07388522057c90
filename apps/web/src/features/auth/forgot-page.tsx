import { forgotBody, type Theme } from '@sessionbook/domain';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  FormError,
  SubmitButton,
  TextField,
  useFormSubmit,
  useSchemaForm,
} from '../../components/form/index.ts';
import { TextLink } from '../../components/ui/index.ts';
import { signInPath } from '../../lib/paths.ts';
import { authApi } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';

/**
 * Forgot password (`auth/forgot`): asks for the address, then says a reset link is on its way if the
 * address has an account; the server answers the same for any address, so the page does too.
 */
export function ForgotPage({ theme }: { theme: Theme }) {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm(forgotBody, { email: '' });
  const { register, formState } = form;
  const { onSubmit, busy } = useFormSubmit(form, {
    send: (values) => authApi.forgot(values),
    // A 422 on the address (its format) lands on the e-mail field.
    fields: ['email'],
    onSuccess: (_reply, values) => setSentTo(values.email),
  });

  const footer = (
    <TextLink block to={signInPath(theme)}>
      {t('forgot.back_to_signin')}
    </TextLink>
  );

  if (sentTo) {
    return (
      <AuthLayout title={t('forgot.sent_title')} footer={footer}>
        <div className="auth__notice" role="status">
          <p>
            <Trans
              t={t}
              i18nKey="forgot.sent_body"
              values={{ email: sentTo }}
              components={{ address: <span className="auth__address" /> }}
            />
          </p>
        </div>
        <p className="muted">{t('check_email.spam')}</p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('forgot.title')} lead={t('forgot.lead')} footer={footer}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={formState.errors.email}
          {...register('email')}
        />
        <FormError errors={formState.errors} submitted={formState.isSubmitted} />
        <SubmitButton busy={busy}>{t('forgot.submit')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
