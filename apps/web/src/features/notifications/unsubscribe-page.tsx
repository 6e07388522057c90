/**
 * `/unsubscribe?token=…` (docs/product/screens.md#shared-pages: no theme, no shell): the page a mail's
 * unsubscribe link
 * opens. Opening it changes nothing, since mail scanners fetch links: the user confirms with one
 * button, which posts the token. A forged or expired link says so and points to the settings.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SimplePage } from '../../components/standalone-page/simple-page.tsx';
import { Button, TextLink } from '../../components/ui/index.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { toastKeyFor } from '../../lib/toast-message.ts';
import { useUnsubscribe } from './api/unsubscribe.ts';
import { notificationSettingsPath } from './paths.ts';
import { settingOfToken } from './token-setting.ts';
import './notifications.css';

/** Refusals that mean the link itself is bad, not that the request failed on the way. */
const isBadLink = (error: unknown) =>
  error instanceof ApiError && (error.code === 'error.unsubscribe.invalid_link' || error.status === 422);

export function UnsubscribePage() {
  const { t } = useTranslation('notifications');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const action = useUnsubscribe();

  if (!token) return <BadLink text={t('unsubscribe.missing')} />;
  if (action.isError && isBadLink(action.error)) return <BadLink text={t('unsubscribe.invalid')} />;

  if (action.isSuccess) {
    return (
      <SimplePage title={t('unsubscribe.done_title')}>
        <p role="status">{t('unsubscribe.done', { setting: t(`settings.${action.data}.label`) })}</p>
        <SettingsLink />
      </SimplePage>
    );
  }

  const named = settingOfToken(token);
  return (
    <SimplePage title={t('unsubscribe.title')}>
      <p className="unsubscribe__question">
        {named
          ? t('unsubscribe.confirm_named', { setting: t(`settings.${named}.label`) })
          : t('unsubscribe.confirm_generic')}
      </p>
      <p className="muted">{t('unsubscribe.explain')}</p>
      {action.isError && <FailedNotice error={action.error} />}
      <Button block loading={action.isPending} onClick={() => action.mutate(token)}>
        {t('unsubscribe.confirm')}
      </Button>
      <SettingsLink />
    </SimplePage>
  );
}

function BadLink({ text }: { text: string }) {
  const { t } = useTranslation('notifications');
  return (
    <SimplePage title={t('unsubscribe.invalid_title')}>
      <p role="alert">{text}</p>
      <SettingsLink />
    </SimplePage>
  );
}

/** A failure on the way (offline, too many tries): the same button tries again. */
function FailedNotice({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const key = toastKeyFor(error) ?? 'common:network_errors.unknown';
  return (
    <p className="unsubscribe__error" role="alert">
      {t(key)}
    </p>
  );
}

/** The notification settings of the theme the user last used (sign-in comes first when needed). */
function SettingsLink() {
  const { t } = useTranslation('notifications');
  const { theme } = useSession();
  return (
    <TextLink block to={notificationSettingsPath(theme)}>
      {t('unsubscribe.settings_link')}
    </TextLink>
  );
}
