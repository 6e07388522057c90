import { forgotBody, type Theme } from '@sessionbook/domain';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  FormError,
  SubmitButton,
  TextField,
  useGuardedSubmit,
  useSchemaForm,
  useServerErrors,
} from '../../components/form/index.ts';
import { TextLink } from '../../components/ui/index.ts';
import { signInPath } from '../../lib/paths.ts';
import { useToast } from '../../lib/toast.tsx';
import { authApi } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';

/**
 * Forgot password (`auth/forgot`): asks for the address, then says a reset link is on its way if the
 * address has an account; the server answers the same for any address, so the page does too.
 */
export function ForgotPage({ theme }: { theme: Theme }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm(forgotBody, { email: '' });
  // A 422 on the address (its format) lands on the e-mail field.
  const applyServerErrors = useServerErrors(form, ['email']);
  const { register, formState } = form;

  const onSubmit = useGuardedSubmit(form, async (values) => {
    try {
      await authApi.forgot(values);
      setSentTo(values.email);
    } catch (error) {
      if (!applyServerErrors(error)) toast.error(error);
    }
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
        <SubmitButton busy={formState.isSubmitting}>{t('forgot.submit')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
