import type { ProfessionalEventEntry } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { formatParts, formatTime, formatTimeRange } from '../lib/format.ts';
import type { Placed } from '../lib/item-layout.ts';
import { eventCount, eventKind, eventMarkers, eventTitle } from '../lib/item-text.ts';
import { CalendarIcon } from './icons.tsx';

/** Below this many minutes an item has room for one line only. */
export const SHORT_ITEM_MINUTES = 45;

interface EventItemProps {
  placed: Placed<{ start: Date; end: Date; event: ProfessionalEventEntry }>;
  timeZone: string;
  onOpen: (event: ProfessionalEventEntry) => void;
}

/** One event on the grid: a button named by its title, time, status and count. */
export function EventItem({ placed, timeZone, onOpen }: EventItemProps) {
  const { t, i18n } = useTranslation('calendar');
  const locale = i18n.language;
  const { event, start, end } = placed.item;
  const title = eventTitle(event, t, locale);
  const count = eventCount(event, t);
  const markers = eventMarkers(event, t);
  const kind = eventKind(event);
  const cancelled = event.cancelled_at !== null;
  const label = formatParts(
    [title, formatTimeRange(start, end, locale, timeZone), ...markers, count],
    locale,
  );
  const classes = [
    'cal-item',
    `cal-item--${kind}`,
    cancelled && 'cal-item--cancelled',
    placed.bottom - placed.top < SHORT_ITEM_MINUTES && 'cal-item--short',
  ];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      aria-label={label}
      onClick={() => onOpen(event)}
    >
      <span className="cal-item__time">{formatTime(start, locale, timeZone)}</span>
      <span className="cal-item__title">{cancelled ? <s>{title}</s> : title}</span>
      {count && <span className="cal-item__count">{count}</span>}
      <span className="cal-item__marks" aria-hidden="true">
        {cancelled && <span className="cal-item__status">{t('status.cancelled')}</span>}
        {kind === 'claim' && <CalendarIcon name="slot" />}
        {event.is_group_session && event.is_private && <CalendarIcon name="lock" />}
        {event.waitlist_count > 0 && (
          <span className="cal-item__waitlist">
            <CalendarIcon name="waitlist" />
            {event.waitlist_count}
          </span>
        )}
      </span>
    </button>
  );
}
