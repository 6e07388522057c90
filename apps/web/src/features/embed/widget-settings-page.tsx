/**
 * `/professional/settings/widget` (issue 29 item 3, docs/decisions/0053-booking-widget.md, docs/embed.md):
 * what the booking widget is, the sites allowed to show it, the code to paste, and a live preview; a
 * note when the profile is not public, since the widget then shows visitors nothing to book.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Card, PageTitle } from '../../components/ui/index.ts';
import { getConfig } from '../../lib/config.ts';
import { profilePagePath } from '../../lib/paths.ts';
import { useEmbedSettings, useProfileIsPublic } from './embed-api.ts';
import { OriginsCard } from './origins-card.tsx';
import { PreviewCard } from './preview-card.tsx';
import { SnippetCard } from './snippet-card.tsx';
// The fields' look (components/form); this page uses plain inputs, not the form components.
import '../../components/form/form.css';
import './embed.css';

/** The app's own address (APP_URL), which the snippets name; the page's origin when no config loaded. */
function appUrl(): string {
  try {
    return getConfig().front.url.replace(/\/+$/, '');
  } catch {
    return window.location.origin;
  }
}

export function WidgetSettingsPage() {
  const { t } = useTranslation('embed');
  const settings = useEmbedSettings();
  const isPublic = useProfileIsPublic();

  return (
    <div className="embed">
      <PageTitle title={t('settings.title')} subtitle={t('settings.lead')} />
      {isPublic.data === false && (
        <Card className="embed__notice" role="note">
          <p>{t('settings.not_public')}</p>
          <Link to={profilePagePath('professional', 'professional')}>{t('settings.not_public_link')}</Link>
        </Card>
      )}
      {settings.isPending && (
        <p role="status" className="muted">
          {t('settings.loading')}
        </p>
      )}
      {settings.isError && (
        <div role="alert" className="embed__card">
          <p>{t('settings.load_failed')}</p>
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            {t('settings.retry')}
          </Button>
        </div>
      )}
      {settings.data && (
        <>
          <OriginsCard origins={settings.data.allowed_origins} />
          <SnippetCard appUrl={appUrl()} username={settings.data.username} />
          <PreviewCard username={settings.data.username} />
        </>
      )}
    </div>
  );
}
