import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { TextLink } from '../../components/ui/index.ts';
import { isApiError } from '../../components/form/index.ts';
import { calendarPath, signInPath, themeOfPath, withRedirect } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { authApi } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';

type Status = 'loading' | 'done' | 'failed' | 'missing';

/** `profile/email/verify?token=`: confirms a changed e-mail address as soon as the link is opened. */
export function EmailVerifyPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [params] = useSearchParams();
  const location = useLocation();
  const theme = themeOfPath(location.pathname);
  const { isAuthenticated, refreshUser } = useSession();
  const token = params.get('token');
  const [status, setStatus] = useState<Status>(token ? 'loading' : 'missing');
  const [failure, setFailure] = useState('common:common.auth.email_verification_failed');
  // Tokens are single use: StrictMode's second effect run (and re-renders) must not send it again.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    authApi.verifyEmail(token).then(
      () => {
        setStatus('done');
        if (isAuthenticated) refreshUser().catch(() => undefined);
      },
      (error: unknown) => {
        const key = isApiError(error) ? (error.fieldErrors.token?.[0] ?? error.code) : undefined;
        // The link may be opened logged out, on another device: sign in, then come back here.
        if (isApiError(error) && error.status === 401) setFailure('common:errors.unauthenticated');
        else if (key && key.startsWith('common.')) setFailure(`common:${key}`);
        else if (isApiError(error) && error.status !== 422)
          setFailure(`common:network_errors.${error.status || 'cors'}`);
        setStatus('failed');
      },
    );
  }, [token, isAuthenticated, refreshUser]);

  return (
    <AuthLayout title={t('verify.title')}>
      {status === 'loading' && (
        <p role="status" aria-live="polite">
          {t('verify.loading')}
        </p>
      )}
      {status === 'done' && (
        <div className="auth__notice" role="status">
          <p>{t('verify.success')}</p>
        </div>
      )}
      {(status === 'failed' || status === 'missing') && (
        <div className="auth__notice auth__notice--danger" role="alert">
          <p>{status === 'missing' ? t('verify.missing_token') : t(failure)}</p>
        </div>
      )}
      {status !== 'loading' && (
        <TextLink
          block
          to={
            isAuthenticated
              ? calendarPath(theme)
              : withRedirect(
                  signInPath(theme),
                  status === 'failed' ? location.pathname + location.search : null,
                )
          }
        >
          {t('verify.continue')}
        </TextLink>
      )}
    </AuthLayout>
  );
}
