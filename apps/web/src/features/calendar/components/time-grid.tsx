/**
 * The time grid: a sticky row of day headings, an hour gutter and one column per local day, with the
 * items absolutely placed by wall-clock minutes (percentages of the day, so CSS alone sets the hour
 * height and nothing is measured). A click on empty space picks that quarter hour; keyboard users get
 * the same through each day's "new" button.
 */
import { TIME_STEP_MINUTES } from '@sessionbook/domain';
import {
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { PlainDate } from '../lib/calendar-range.ts';
import type { DayColumn } from '../lib/day-columns.ts';
import { formatDay, formatHour } from '../../../lib/format-dates.ts';
import { MINUTES_PER_DAY, type Placed } from '../lib/item-layout.ts';
import { MORNING_MINUTES, scrollTarget } from '../lib/scroll-target.ts';
import { CalendarIcon } from '../../../components/calendar/index.ts';

export interface GridDay<T> {
  day: PlainDate;
  column: DayColumn;
  placed: Placed<T>[];
  /**
   * List entries drawn behind the day's items, on the same axis, before them in the day's list (busy
   * time from other calendars): the list is their ancestor, so nothing but the items covers them.
   */
  behind?: ReactNode;
  /** Where what is drawn behind starts (wall-clock minutes), so the first scroll shows it too. */
  behindTop?: number;
  /** The day's all-day strip under its heading; the strip shows when any day has one. */
  allDay?: ReactNode;
}

export interface TimeGridProps<T extends { id: string }> {
  days: GridDay<T>[];
  /** `YYYY-MM-DD` of today in the professional's zone. */
  today: string;
  /** Wall-clock minutes of now, for the line on today's column. */
  nowMinutes: number;
  loading: boolean;
  /** Changes with the shown range and mode: the grid scrolls to its working hours once per key. */
  scrollKey: string;
  /** Read out after loading, e.g. "4 events in these days". */
  summary: string;
  renderItem: (placed: Placed<T>) => ReactNode;
  /** A quarter hour picked on the grid, or a whole day from its heading's "new" button. */
  onPickTime: (date: string, time?: string) => void;
}

const HOURS = Array.from({ length: 23 }, (_, index) => index + 1);
const percent = (minutes: number) => `${(minutes / MINUTES_PER_DAY) * 100}%`;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function TimeGrid<T extends { id: string }>({
  days,
  today,
  nowMinutes,
  loading,
  scrollKey,
  summary,
  renderItem,
  onPickTime,
}: TimeGridProps<T>) {
  const { t, i18n } = useTranslation('calendar');
  const locale = i18n.language;
  const scroller = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const firstItem = useMemo(() => {
    const tops = days.flatMap((day) => [
      ...day.placed.filter((placed) => !placed.continuesBefore).map((placed) => placed.top),
      ...(day.behindTop === undefined ? [] : [day.behindTop]),
    ]);
    return tops.length > 0 ? Math.min(...tops) : undefined;
  }, [days]);
  useScrollToWorkingHours(scroller, body, scrollKey, loading, firstItem);

  const pickTime = (date: string) => (event: MouseEvent<HTMLDivElement>) => {
    // Only the empty background picks a time; items are buttons of their own.
    if (event.target !== event.currentTarget) return;
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.height <= 0) return;
    const minutes = ((event.clientY - rect.top) / rect.height) * MINUTES_PER_DAY;
    const quarter = Math.floor(minutes / TIME_STEP_MINUTES) * TIME_STEP_MINUTES;
    onPickTime(date, hhmm(Math.min(Math.max(quarter, 0), MINUTES_PER_DAY - TIME_STEP_MINUTES)));
  };

  const style = { '--cal-days': days.length } as CSSProperties;
  return (
    <div className="cal-grid" style={style}>
      <p className="visually-hidden" role="status">
        {loading ? t('grid.loading') : summary}
      </p>
      <div className="cal-grid__scroller" ref={scroller}>
        <div className="cal-grid__head">
          <div className="cal-grid__corner" />
          {days.map(({ day, column }) => {
            const isToday = column.date === today;
            return (
              <div
                key={column.date}
                className={isToday ? 'cal-day-head cal-day-head--today' : 'cal-day-head'}
                aria-current={isToday ? 'date' : undefined}
              >
                <div className="cal-day-head__content">
                  <span className="cal-day-head__label">
                    {/* styles/grid.css shows one of the two, by the column's width. */}
                    <span className="cal-day-head__weekday cal-day-head__weekday--short">
                      {formatDay(day, locale, 'weekday')}
                    </span>
                    <span className="cal-day-head__weekday cal-day-head__weekday--narrow">
                      {formatDay(day, locale, 'narrow')}
                    </span>
                    <span className="cal-day-head__date">{formatDay(day, locale, 'day')}</span>
                  </span>
                  <button
                    type="button"
                    className="cal-day-head__add"
                    aria-label={t('grid.add_on', { date: formatDay(day, locale, 'long') })}
                    onClick={() => onPickTime(column.date)}
                  >
                    <CalendarIcon name="plus" size={16} />
                  </button>
                </div>
              </div>
            );
          })}
          {days.some((day) => day.allDay) && (
            <>
              <div className="cal-allday__corner" />
              {days.map(({ column, allDay }) => (
                <div key={column.date} className="cal-allday">
                  {allDay}
                </div>
              ))}
            </>
          )}
        </div>
        <div className="cal-grid__body" ref={body} aria-busy={loading || undefined}>
          <div className="cal-grid__gutter" aria-hidden="true">
            {HOURS.map((hour) => (
              <span key={hour} className="cal-grid__hour" style={{ top: percent(hour * 60) }}>
                {formatHour(hour, locale)}
              </span>
            ))}
          </div>
          {days.map(({ day, column, placed, behind }, index) => (
            <div
              key={column.date}
              className="cal-day"
              data-date={column.date}
              onClick={pickTime(column.date)}
            >
              <ol className="cal-day__items" aria-label={formatDay(day, locale, 'long')}>
                {behind}
                {placed.map((entry) => (
                  <li
                    key={entry.item.id}
                    className="cal-day__item"
                    style={
                      {
                        '--top': percent(entry.top),
                        '--height': percent(entry.bottom - entry.top),
                        '--lane': entry.lane,
                        '--lanes': entry.lanes,
                      } as CSSProperties
                    }
                  >
                    {renderItem(entry)}
                  </li>
                ))}
              </ol>
              {column.date === today && (
                <div className="cal-now" style={{ top: percent(nowMinutes) }} aria-hidden="true" />
              )}
              {loading && <SkeletonBlocks seed={index} />}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Grey placeholders where items usually are, so loading never shifts the grid. */
function SkeletonBlocks({ seed }: { seed: number }) {
  const blocks = [9 * 60 + (seed % 2) * 60, 13 * 60 + (seed % 3) * 30];
  return (
    <>
      {blocks.map((top) => (
        <span
          key={top}
          className="cal-skeleton"
          aria-hidden="true"
          style={{ top: percent(top), height: percent(60) }}
        />
      ))}
    </>
  );
}

/**
 * Scrolls to 07:00 as soon as a range shows, then once more when its items have loaded if the first
 * one would otherwise be out of sight. Refetches after a change do not scroll again.
 */
function useScrollToWorkingHours(
  scroller: RefObject<HTMLDivElement | null>,
  body: RefObject<HTMLDivElement | null>,
  scrollKey: string,
  loading: boolean,
  firstItem: number | undefined,
) {
  const done = useRef<string | null>(null);
  useLayoutEffect(() => {
    const area = scroller.current;
    const content = body.current;
    if (!area || !content) return;
    const pxPerMinute = content.offsetHeight / MINUTES_PER_DAY;
    const key = loading ? `${scrollKey}:loading` : scrollKey;
    if (done.current === key || done.current === scrollKey) return;
    done.current = key;
    // The scroller is the body's offset parent, so offsetTop is the sticky heading's height.
    const visibleMinutes =
      pxPerMinute > 0 ? (area.clientHeight - content.offsetTop) / pxPerMinute : MINUTES_PER_DAY;
    const minutes = loading ? MORNING_MINUTES : scrollTarget(firstItem, visibleMinutes);
    // A quarter hour of room above keeps the first hour's label in view.
    area.scrollTop = Math.max(0, minutes - 15) * pxPerMinute;
  }, [scroller, body, scrollKey, loading, firstItem]);
}
