import type { ClientEventEntry } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { clientEventState, eventStatus } from '../lib/event-state.ts';
import { formatParts, formatTime, formatTimeRange } from '../../../lib/format-dates.ts';
import { eventCount, eventTitle, titleNamesProfessional } from '../lib/item-text.ts';
import { itemColour, type ItemProfessional } from '../lib/professional-colour.ts';
import { CalendarIcon } from '../../../components/calendar/index.ts';
import { ProfessionalMark } from './professional-mark.tsx';
import { StatusBadge, statusText } from './status-badge.tsx';

interface EventRowProps {
  event: ClientEventEntry;
  /** Whose it is, when the calendar tells professionals apart (decision 0038). */
  professional?: ItemProfessional | null;
  timeZone: string;
  now: Date;
  onOpen: (event: ClientEventEntry) => void;
}

/**
 * One event in the agenda: time, title (struck through once it ended), whose it is (in their colour,
 * unless the title names them), place, count and status.
 */
export function EventRow({ event, professional = null, timeZone, now, onOpen }: EventRowProps) {
  const { t, i18n } = useTranslation('booking');
  const locale = i18n.language;
  const state = clientEventState(event, now);
  const status = eventStatus(state);
  const title = eventTitle(event, t);
  const count = eventCount(event, t);
  const start = new Date(event.start_time);
  const end = new Date(event.end_time);
  const who = professional && !titleNamesProfessional(event) ? professional.name : null;
  const label = formatParts(
    [
      title,
      who && t('item.with_professional', { name: who }),
      formatTimeRange(start, end, locale, timeZone),
      statusText(status, t),
      count,
    ],
    locale,
  );
  const classes = [
    'cc-item',
    `cc-item--${state.kind}`,
    `cc-item--${status.tone}`,
    state.struck && 'cc-item--struck',
    professional && 'cc-item--coloured',
  ];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      style={itemColour(professional)}
      aria-label={label}
      onClick={() => onOpen(event)}
    >
      <span className="cc-item__time">
        <span>{formatTime(start, locale, timeZone)}</span>
        <span className="cc-item__end">{formatTime(end, locale, timeZone)}</span>
      </span>
      <span className="cc-item__main">
        {/* What the button's name starts with (e2e/support/label-in-name.ts). */}
        <span className="cc-item__title" data-visible-label>
          {state.struck ? <s>{title}</s> : title}
        </span>
        {who && <ProfessionalMark name={who} />}
        {(event.online || event.location) && (
          <span className="cc-item__meta">
            {[event.online ? t('item.online') : null, event.location].filter(Boolean).join(' · ')}
          </span>
        )}
        <span className="cc-item__marks">
          <StatusBadge status={status} />
          {count && (
            <span className="cc-item__count">
              <CalendarIcon name="people" size={14} />
              {count}
            </span>
          )}
        </span>
      </span>
      <CalendarIcon name="chevron-right" size={18} className="cc-item__go" />
    </button>
  );
}
