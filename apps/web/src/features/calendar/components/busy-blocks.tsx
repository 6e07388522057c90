/**
 * Busy time from the professional's other calendars on the grid (docs/decisions/0054-busy-time-on-screen.md):
 * hatched and muted, so it never reads as a session; behind the day's items and not clickable (a click
 * on it picks the time under it, like empty space). A screen reader reads each as "Busy" with its time,
 * and its title when the professional keeps titles for that calendar.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeRange } from '../../../lib/format-dates.ts';
import { busyLabelShows, type BusyDay, type BusyEntry } from '../lib/busy-entries.ts';
import { MINUTES_PER_DAY } from '../lib/item-layout.ts';

const percent = (minutes: number) => `${(minutes / MINUTES_PER_DAY) * 100}%`;

/**
 * The timed busy stretches of one day column, as the first entries of the day's list: the items that
 * follow are drawn over them (`under`: those items, placed on the same axis).
 */
export function BusyLayer({
  busy,
  under,
  timeZone,
}: {
  busy: BusyDay | undefined;
  under: readonly { top: number; bottom: number }[];
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('busy');
  if (!busy || busy.timed.length === 0) return null;
  return (
    <>
      {busy.timed.map(({ item, top, bottom }) => {
        const time = formatTimeRange(item.start, item.end, i18n.language, timeZone);
        const spoken = item.title
          ? t('grid.busy_titled', { title: item.title, time })
          : t('grid.busy_at', { time });
        return (
          <li
            key={item.id}
            className="cal-busy"
            style={{ '--top': percent(top), '--height': percent(bottom - top) } as CSSProperties}
          >
            {busyLabelShows(top, under) && (
              <span className="cal-busy__text" aria-hidden="true">
                {item.title ?? t('grid.busy')}
              </span>
            )}
            <span className="visually-hidden">{spoken}</span>
          </li>
        );
      })}
    </>
  );
}

/** The all-day busy of one day, in the strip under its heading. */
export function AllDayBusy({ entries }: { entries: readonly BusyEntry[] }) {
  const { t } = useTranslation('busy');
  if (entries.length === 0) return null;
  return (
    <ul className="cal-allday__list" aria-label={t('grid.list')}>
      {entries.map((entry) => (
        <li key={entry.id} className="cal-allday__busy">
          {entry.title ? t('grid.all_day_titled', { title: entry.title }) : t('grid.all_day')}
        </li>
      ))}
    </ul>
  );
}
