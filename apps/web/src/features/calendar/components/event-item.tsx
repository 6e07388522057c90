import type { ProfessionalEventEntry } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { formatParts, formatTimeRange } from '../../../lib/format-dates.ts';
import type { Placed } from '../lib/item-layout.ts';
import { eventCount, eventKind, eventMarkers, eventTitle, registrationsEnded } from '../lib/item-text.ts';
import { CalendarIcon } from '../../../components/calendar/index.ts';
import { ItemButton } from './item-button.tsx';

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
  const clientsGone = registrationsEnded(event);
  // One line, most telling first: a cancellation, then "n of max", then the markers.
  const details = [
    cancelled && (
      <span key="cancelled" className="cal-item__status">
        {t('status.cancelled')}
      </span>
    ),
    clientsGone && (
      <span key="gone" className="cal-item__status">
        {t('status.registration_cancelled')}
      </span>
    ),
    count && (
      <span key="count" className="cal-item__count">
        {count}
      </span>
    ),
    kind === 'claim' && <CalendarIcon key="claim" name="slot" />,
    event.is_group_session && event.is_private && <CalendarIcon key="private" name="lock" />,
    event.waitlist_count > 0 && (
      <span key="waitlist" className="cal-item__waitlist">
        <CalendarIcon name="waitlist" />
        {event.waitlist_count}
      </span>
    ),
  ].filter(Boolean);
  const label = formatParts(
    [title, formatTimeRange(start, end, locale, timeZone), ...markers, count],
    locale,
  );
  return (
    <ItemButton
      kind={kind}
      placed={placed}
      timeZone={timeZone}
      locale={locale}
      title={title}
      cancelled={cancelled}
      struck={cancelled || clientsGone}
      label={label}
      onClick={() => onOpen(event)}
    >
      {details.length > 0 && details}
    </ItemButton>
  );
}
