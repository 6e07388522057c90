/**
 * The agenda: one section per day with its items by start, as phone calendars list them, or side by
 * side as a week on a wide screen (styles/week.css). Each item is a button that opens its details
 * (an event) or the booking screen (a slot), and says whose it is when the calendar tells several
 * professionals apart. While the week loads, one grey block holds the place: days drawn before their
 * items would be pushed down as each day's items arrived, a layout shift of about 0.19 on a phone
 * (docs/product/look-and-feel.md#fast-feels-fast, docs/performance.md "Calendars on a throttled phone").
 */
import type { ClientEventEntry, ClientSlotEntry } from '@sessionbook/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgendaDay, AgendaItem } from '../lib/agenda.ts';
import { formatDay, formatTime } from '../../../lib/format-dates.ts';
import type { ItemProfessional } from '../lib/professional-colour.ts';
import { EventRow } from './event-row.tsx';
import { SlotRow } from './slot-row.tsx';

interface AgendaListProps {
  days: AgendaDay[];
  today: string;
  timeZone: string;
  now: Date;
  loading: boolean;
  /** Each professional's colour by id, when the calendar tells professionals apart. */
  colours: ReadonlyMap<string, number> | null;
  onOpenEvent: (event: ClientEventEntry) => void;
  onOpenSlot: (slot: ClientSlotEntry) => void;
}

export const dayHeadingId = (date: string) => `cc-day-${date}`;

function whose(item: AgendaItem, colours: ReadonlyMap<string, number> | null): ItemProfessional | null {
  const entry = item.kind === 'event' ? item.event : item.slot;
  const colour = colours?.get(entry.professional_id);
  return colour === undefined ? null : { name: entry.professional_name, colour };
}

export function AgendaList({
  days,
  today,
  timeZone,
  now,
  loading,
  colours,
  onOpenEvent,
  onOpenSlot,
}: AgendaListProps) {
  const { t, i18n } = useTranslation('booking');
  const locale = i18n.language;
  const count = days.reduce((sum, day) => sum + day.items.length, 0);
  // The widest time of the language (22:00 is "10:00 PM" in English) sets the time column.
  const widest = formatTime(new Date(Date.UTC(2000, 0, 1, 22)), locale, 'UTC');
  const style = { '--cc-time-width': `${widest.length + 0.5}ch` } as CSSProperties;
  return (
    <div className="cc-agenda" aria-busy={loading || undefined} style={style}>
      <p className="visually-hidden" role="status">
        {loading ? t('agenda.loading') : count === 0 ? t('agenda.empty') : t('agenda.summary', { count })}
      </p>
      {loading && <div className="cc-skeleton cc-skeleton--week" aria-hidden="true" />}
      {!loading &&
        days.map(({ day, date, items }) => {
          const isToday = date === today;
          return (
            <section
              key={date}
              className={isToday ? 'cc-day cc-day--today' : 'cc-day'}
              aria-labelledby={dayHeadingId(date)}
              data-date={date}
            >
              <h3 id={dayHeadingId(date)} className="cc-day__title" tabIndex={-1}>
                <span className="cc-day__long">{formatDay(day, locale, 'long')}</span>
                {isToday && <span className="cc-day__today">{t('agenda.today')}</span>}
                {/* A week's column heads the day as the strip does; the words above stay for screen readers. */}
                <span className="cc-day__short" aria-hidden="true">
                  <span className="cc-day__weekday">{formatDay(day, locale, 'weekday')}</span>
                  <span className="cc-day__date">{formatDay(day, locale, 'day')}</span>
                </span>
              </h3>
              {items.length === 0 ? (
                <p className="cc-day__free">{t('agenda.free_day')}</p>
              ) : (
                <ul className="cc-day__items">
                  {items.map((item) => (
                    <li key={item.id}>
                      {item.kind === 'event' ? (
                        <EventRow
                          event={item.event}
                          professional={whose(item, colours)}
                          timeZone={timeZone}
                          now={now}
                          onOpen={onOpenEvent}
                        />
                      ) : (
                        <SlotRow
                          slot={item.slot}
                          professional={whose(item, colours)}
                          timeZone={timeZone}
                          now={now}
                          onOpen={onOpenSlot}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
    </div>
  );
}
