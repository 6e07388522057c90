/**
 * Moving through the calendar: previous week / Today / next week and the range shown, then a strip of
 * the seven days (each marks whether something is planned, with whose colours when the calendar tells
 * professionals apart; a tap jumps to that day in the list).
 * A day is named by what it shows first ("Thu 26", WCAG 2.5.3: the visible label starts the name), then
 * whether anything is planned; the week's range is the heading above.
 */
import { useTranslation } from 'react-i18next';
import { CalendarNav } from '../../../components/calendar/index.ts';
import type { AgendaDay, AgendaItem } from '../lib/agenda.ts';
import { formatDay } from '../../../lib/format-dates.ts';
import { colourStyle } from '../lib/professional-colour.ts';

interface AgendaToolbarProps {
  rangeLabel: string;
  days: AgendaDay[];
  today: string;
  loading: boolean;
  /** Each professional's colour by id, when the calendar tells professionals apart. */
  colours: ReadonlyMap<string, number> | null;
  onMove: (direction: 1 | -1) => void;
  onToday: () => void;
  onPickDay: (date: string) => void;
}

export function AgendaToolbar({
  rangeLabel,
  days,
  today,
  loading,
  colours,
  onMove,
  onToday,
  onPickDay,
}: AgendaToolbarProps) {
  const { t, i18n } = useTranslation('booking');
  const locale = i18n.language;
  return (
    <div className="cc-toolbar">
      <CalendarNav
        label={t('toolbar.label')}
        previousLabel={t('toolbar.previous')}
        nextLabel={t('toolbar.next')}
        todayLabel={t('toolbar.today')}
        rangeLabel={rangeLabel}
        onMove={onMove}
        onToday={onToday}
      />
      <ol className="cc-strip" aria-label={t('toolbar.days')}>
        {days.map(({ day, date, items }) => {
          const isToday = date === today;
          const weekday = formatDay(day, locale, 'weekday');
          const dayOfMonth = formatDay(day, locale, 'day');
          const shown = `${weekday} ${dayOfMonth}`;
          const label = loading
            ? shown
            : items.length > 0
              ? t('agenda.day_items', { day: shown, count: items.length })
              : t('agenda.day_free', { day: shown });
          return (
            <li key={date}>
              <button
                type="button"
                className={isToday ? 'cc-strip__day cc-strip__day--today' : 'cc-strip__day'}
                aria-label={label}
                aria-current={isToday ? 'date' : undefined}
                onClick={() => onPickDay(date)}
              >
                <span className="cc-strip__weekday">{weekday}</span>
                <span className="cc-strip__date">{dayOfMonth}</span>
                <span className="cc-strip__dots" aria-hidden="true">
                  {dotsOf(items, colours).map((colour, index) => (
                    <span
                      key={colour ?? index}
                      className={items.length > 0 ? 'cc-strip__dot cc-strip__dot--on' : 'cc-strip__dot'}
                      style={colourStyle(colour)}
                    />
                  ))}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The day's marks: one per professional with something that day (three at most), else one or none. */
function dotsOf(
  items: readonly AgendaItem[],
  colours: ReadonlyMap<string, number> | null,
): (number | null)[] {
  if (!colours || items.length === 0) return [null];
  const seen = new Set<number>();
  for (const item of items) {
    const colour = colours.get(
      item.kind === 'event' ? item.event.professional_id : item.slot.professional_id,
    );
    if (colour !== undefined) seen.add(colour);
  }
  return seen.size === 0 ? [null] : [...seen].slice(0, 3);
}
