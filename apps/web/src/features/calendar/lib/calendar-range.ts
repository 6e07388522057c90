/**
 * Which local days the calendar shows: `view` days from the anchor date, except the 7-day view, which
 * is a week from Monday (docs/product/screens.md#professional-area: "1 week"). Prev/next move by the view's
 * length.
 */
import type { CalendarView } from '@sessionbook/domain';
import type { PlainDate } from '../../../lib/format-dates.ts';

export type { PlainDate };

export function rangeStart(anchor: PlainDate, view: CalendarView): PlainDate {
  // ISO weekday: Monday is 1.
  return view === 7 ? anchor.subtract({ days: anchor.dayOfWeek - 1 }) : anchor;
}

export function visibleDays(anchor: PlainDate, view: CalendarView): PlainDate[] {
  const first = rangeStart(anchor, view);
  return Array.from({ length: view }, (_, index) => first.add({ days: index }));
}

export function shiftAnchor(anchor: PlainDate, view: CalendarView, direction: 1 | -1): PlainDate {
  return rangeStart(anchor, view).add({ days: view * direction });
}
