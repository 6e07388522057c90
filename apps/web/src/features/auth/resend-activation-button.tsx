import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../components/ui/index.ts';
import { useToast } from '../../lib/toast.tsx';
import { authApi } from './auth-api.ts';

/** POST auth/resend-activation; a 409 "already activated" arrives as a toast telling the user to sign in. */
export function ResendActivationButton({
  email,
  variant = 'primary',
}: {
  email: string;
  variant?: ButtonVariant;
}) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await authApi.resendActivation(email);
      toast.success('auth:check_email.resend_sent');
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant={variant} block loading={busy} onClick={() => void resend()}>
      {t('check_email.resend')}
    </Button>
  );
}
