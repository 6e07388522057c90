import { safeAppPath } from '@sessionbook/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../components/form/index.ts';
import { SHARED_SIGN_IN_PATH } from '../../lib/paths.ts';
import { useToast } from '../../lib/toast.tsx';
import { authApi } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/** The sign-in page with a Google error to show (`?google_error=`), keeping the wanted page. */
export function googleErrorPath(code: string, redirect: string | null): string {
  const query = new URLSearchParams({ google_error: code });
  if (redirect) query.set('redirect', redirect);
  return `${SHARED_SIGN_IN_PATH}?${query.toString()}`;
}

/**
 * `/auth/signin/{tempToken}`, where the server's Google callback lands: trades the one-time ticket
 * through `POST auth/refresh` (the ticket as bearer override, docs/product/api.md#headers) and finishes
 * sign-in
 * as a password login does. The ticket works once, so it is sent once, even when React runs the
 * effect twice. A ticket that no longer works shows the sign-in form with the expired-sign-in error.
 */
export function GoogleSignInFinish({ ticket }: { ticket: string }) {
  const { t } = useTranslation('auth');
  const finish = useFinishSignIn();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const redirect = safeAppPath(params.get('redirect'));
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === ticket) return;
    sent.current = ticket;
    authApi.redeemSignInTicket(ticket).then(finish, (error: unknown) => {
      const expired = isApiError(error) && error.status === 401;
      if (!expired) toast.error(error);
      const code = expired ? 'common.auth.invalid_login_token' : 'common.auth.generic';
      void navigate(googleErrorPath(code, redirect), { replace: true });
    });
  }, [ticket, finish, navigate, toast, redirect]);

  return (
    <AuthLayout title={t('google.finishing_title')}>
      <p className="auth__status" role="status">
        <span className="button__spinner" aria-hidden="true" />
        {t('google.finishing')}
      </p>
    </AuthLayout>
  );
}
