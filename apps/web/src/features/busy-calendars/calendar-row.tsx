/**
 * One calendar of the list: its name, the masked address (the secret part never shows), whether titles
 * are kept, what its last read gave (calendar-status.ts), and "Read now", "Edit" and "Remove". Each
 * button's name carries the calendar's name after the visible word (WCAG 2.5.3).
 */
import type { BusyCalendar } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/index.ts';
import { formatMoment } from '../../lib/format-dates.ts';
import { useToast } from '../../lib/toast.tsx';
import { useRefreshBusyCalendar } from './api.ts';
import { calendarStatus, type StatusLines } from './calendar-status.ts';

export function CalendarRow({
  calendar,
  timeZone,
  reading,
  onRead,
  onEdit,
  onRemove,
}: {
  calendar: BusyCalendar;
  timeZone: string;
  /** A read was asked for and has not happened yet. */
  reading: boolean;
  onRead: () => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('busy');
  const toast = useToast();
  const refresh = useRefreshBusyCalendar();
  const status: StatusLines = reading
    ? { tone: 'pending', main: t('list.reading') }
    : calendarStatus(calendar, t, (iso) => formatMoment(new Date(iso), i18n.language, timeZone));
  const readNow = () =>
    refresh.mutate(calendar.id, {
      onSuccess: () => {
        onRead();
        toast.success('busy:toasts.refreshed');
      },
      onError: (error) => toast.error(error),
    });
  return (
    <li className="busy-calendar">
      <div className="busy-calendar__main">
        <span className="busy-calendar__label">{calendar.label}</span>
        <span className="busy-calendar__meta">
          <span className="busy-calendar__url">{calendar.url_hint}</span>
          {' · '}
          {t(calendar.show_titles ? 'list.titles_kept' : 'list.titles_hidden')}
        </span>
        <p className={`busy-calendar__status busy-calendar__status--${status.tone}`} aria-live="polite">
          {status.main}
          {status.since && (
            <>
              {' '}
              <span className="busy-calendar__since">{status.since}</span>
            </>
          )}
        </p>
      </div>
      <div className="busy-calendar__actions">
        <Button
          variant="secondary"
          loading={refresh.isPending}
          aria-label={t('list.refresh_of', { label: calendar.label })}
          onClick={readNow}
        >
          {t('list.refresh')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('list.edit_of', { label: calendar.label })}
          onClick={onEdit}
        >
          {t('list.edit')}
        </Button>
        <Button
          variant="ghost"
          aria-label={t('list.remove_of', { label: calendar.label })}
          onClick={onRemove}
        >
          {t('list.remove')}
        </Button>
      </div>
    </li>
  );
}
