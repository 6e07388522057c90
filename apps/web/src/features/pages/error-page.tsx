import { safeAppPath } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button, TextLink } from '../../components/ui/index.ts';
import { SimplePage } from '../../components/standalone-page/simple-page.tsx';

/** The retry target as an app path; anything that could leave the origin is dropped. */
export function retryTarget(raw: string | undefined): string | null {
  if (!raw) return null;
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  return safeAppPath(path);
}

/**
 * `/error/:message/:retryPath` (docs/product/screens.md#shared-pages). The router has decoded both
 * parameters. The message
 * may be an i18n key (`common:network_errors.500`) or already readable text; both are shown as text.
 */
export function ErrorPage() {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const { message, retryPath } = useParams();
  const retry = retryTarget(retryPath);
  const text = message
    ? i18n.exists(message, { ns: ['common', 'auth', 'app'] })
      ? t(message, { ns: ['common', 'auth', 'app'] })
      : message
    : t('pages.error.default_message');

  return (
    <SimplePage title={t('pages.error.title')}>
      <p role="alert">{text}</p>
      {retry && (
        <Button variant="primary" block onClick={() => navigate(retry)}>
          {t('pages.error.retry')}
        </Button>
      )}
      <TextLink block to="/">
        {t('pages.error.home')}
      </TextLink>
    </SimplePage>
  );
}
