/**
 * `/professional/settings/calendars` (issue 29 item 1, docs/decisions/0050-busy-times.md): the
 * professional's other calendars, read for busy time so clients cannot book over it. What it is for,
 * where Google, Apple and Outlook keep the secret address (a disclosure), the calendars with what their
 * last read gave, and a form to add one. While a calendar waits for a read (its first, or one asked
 * for with "Read now") the list asks again every few seconds, so the result shows without a reload.
 */
import { BUSY_REFRESH_MINUTES, isTimeZone, type BusyCalendar } from '@sessionbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/modal/index.ts';
import { Button, Card, PageTitle } from '../../components/ui/index.ts';
import { linkClass } from '../../components/ui/link.tsx';
import { useSession } from '../../lib/session.tsx';
import { useToast } from '../../lib/toast.tsx';
import { useBusyCalendars, useRemoveBusyCalendar } from './api.ts';
import { AddCalendarForm, EditCalendarModal } from './calendar-forms.tsx';
import { CalendarRow } from './calendar-row.tsx';
import { useReading } from './use-reading.ts';
import './busy-calendars.css';

const HELP = ['google', 'apple', 'outlook'] as const;

export function BusyCalendarsPage() {
  const { t } = useTranslation('busy');
  const { user } = useSession();
  const timeZone = user?.timezone && isTimeZone(user.timezone) ? user.timezone : 'UTC';
  const reading = useReading();
  const query = useBusyCalendars(reading.isReading);
  const [editing, setEditing] = useState<BusyCalendar | null>(null);
  const [removing, setRemoving] = useState<BusyCalendar | null>(null);

  return (
    <div className="busy-calendars">
      <Link className={linkClass(true)} to="/professional/settings">
        {t('page.back')}
      </Link>
      <PageTitle title={t('page.title')} subtitle={t('page.lead')} />
      <details className="busy-calendars__help">
        <summary>{t('help.summary')}</summary>
        <ul>
          {HELP.map((key) => (
            <li key={key}>{t(`help.${key}`)}</li>
          ))}
        </ul>
        <p>{t('help.secret')}</p>
      </details>
      <p className="muted busy-calendars__often">{t('page.how_often', { minutes: BUSY_REFRESH_MINUTES })}</p>
      <Card as="section" className="busy-calendars__card" aria-labelledby="busy-list-heading">
        <h2 id="busy-list-heading" className="busy-calendars__heading">
          {t('list.title')}
        </h2>
        {query.isPending && (
          <p className="muted" role="status">
            {t('page.loading')}
          </p>
        )}
        {query.isError && (
          <div className="busy-calendars__notice" role="alert">
            <p>{t('page.load_failed')}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('page.retry')}
            </Button>
          </div>
        )}
        {query.data?.length === 0 && <p className="muted">{t('list.empty')}</p>}
        {query.data && query.data.length > 0 && (
          <ul className="busy-calendars__list" aria-label={t('list.label')}>
            {query.data.map((calendar) => (
              <CalendarRow
                key={calendar.id}
                calendar={calendar}
                timeZone={timeZone}
                reading={reading.isReading(calendar)}
                onRead={() => reading.markAsked(calendar)}
                onEdit={() => setEditing(calendar)}
                onRemove={() => setRemoving(calendar)}
              />
            ))}
          </ul>
        )}
      </Card>
      {query.data && <AddCalendarForm count={query.data.length} />}
      <EditCalendarModal calendar={editing} onClose={() => setEditing(null)} />
      <RemoveDialog calendar={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}

function RemoveDialog({ calendar, onClose }: { calendar: BusyCalendar | null; onClose: () => void }) {
  const { t } = useTranslation('busy');
  const toast = useToast();
  const remove = useRemoveBusyCalendar();
  return (
    <ConfirmDialog
      open={calendar !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('list.remove_title', { label: calendar?.label ?? '' })}
      description={t('list.remove_text')}
      confirmLabel={t('list.remove')}
      cancelLabel={t('list.cancel')}
      busy={remove.isPending}
      danger
      onConfirm={() =>
        calendar &&
        remove.mutate(calendar.id, {
          onSuccess: () => {
            toast.success('busy:toasts.removed');
            onClose();
          },
          onError: (error) => toast.error(error),
        })
      }
    />
  );
}
