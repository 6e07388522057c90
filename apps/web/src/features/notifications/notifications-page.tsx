/**
 * `profile/edit/notifications` (client theme) and `/professional/profile/notifications`: the
 * notification settings of docs/product/entities-and-states.md#notification-settings and the private calendar
 * feed.
 */
import type { Theme } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { Button, Card, PageTitle } from '../../components/ui/index.ts';
import { useNotificationSettings } from './api/notification-settings.ts';
import { CalendarFeedCard } from './components/calendar-feed-card.tsx';
import { NotificationSettingsForm } from './components/notification-settings-form.tsx';
import { PushCard } from './components/push-card.tsx';
import './notifications.css';

export function NotificationsPage({ theme }: { theme: Theme }) {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  return (
    <div className="notifications">
      <PageTitle title={t('page.title')} subtitle={t('page.lead')} />
      {settings.isPending && <SettingsSkeleton label={t('page.loading')} />}
      {settings.isError && (
        <Card className="notifications__notice" role="alert">
          <p>{t('page.load_failed')}</p>
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            {t('page.retry')}
          </Button>
        </Card>
      )}
      {settings.data && <NotificationSettingsForm settings={settings.data} theme={theme} />}
      <PushCard />
      <CalendarFeedCard />
    </div>
  );
}

/** Five rows where the switches will be, so nothing jumps when they arrive. */
function SettingsSkeleton({ label }: { label: string }) {
  return (
    <Card className="notifications__card" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {[0, 1, 2, 3, 4].map((row) => (
        <span key={row} className="notifications__skeleton" aria-hidden="true" />
      ))}
    </Card>
  );
}
