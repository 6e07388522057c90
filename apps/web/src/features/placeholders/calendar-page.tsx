/**
 * Calendar landing (both themes) until the calendar issue lands: greets the user and shows today in
 * their language and time zone, so the first screen after sign-in is meaningful and honest.
 */
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/index.ts';
import { useSession } from '../../lib/session.tsx';
import { formatLongDate } from './format-date.ts';

export function CalendarPage() {
  const { t, i18n } = useTranslation('app');
  const { user } = useSession();
  const name = user?.full_name?.trim() || user?.username;
  return (
    <>
      <PageTitle title={t('titles.calendar')} />
      <div className="stack">
        <p className="greeting">
          {name ? t('calendar.greeting', { name }) : t('calendar.greeting_anonymous')}
        </p>
        <p>{t('calendar.today', { date: formatLongDate(new Date(), i18n.language, user?.timezone) })}</p>
        <p className="muted">{t('placeholder.building')}</p>
      </div>
    </>
  );
}
