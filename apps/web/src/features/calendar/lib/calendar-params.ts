/**
 * The calendar's state in the URL (`?view=5&mode=events&date=2026-05-12`), so back, forward, reload and
 * a shared link all land on the same days. Unknown or missing values fall back to the defaults.
 */
import { CALENDAR_VIEWS, isLocalDate, parseLocalDate, type CalendarView } from '@sessionbook/domain';
import type { PlainDate } from './calendar-range.ts';

export const CALENDAR_MODES = ['events', 'slots'] as const;
export type CalendarMode = (typeof CALENDAR_MODES)[number];

export interface CalendarState {
  view: CalendarView;
  mode: CalendarMode;
  /** The date the range is built around (the first day, or a day of the week in the 7-day view). */
  anchor: PlainDate;
}

export function isCalendarView(value: unknown): value is CalendarView {
  return CALENDAR_VIEWS.some((view) => String(view) === String(value));
}

export function readCalendarState(
  params: URLSearchParams,
  today: PlainDate,
  defaultView: CalendarView,
): CalendarState {
  const view = params.get('view');
  const mode = params.get('mode');
  const date = params.get('date');
  return {
    view: isCalendarView(view) ? (Number(view) as CalendarView) : defaultView,
    mode: mode === 'slots' ? 'slots' : 'events',
    anchor: date && isLocalDate(date) ? parseLocalDate(date) : today,
  };
}

/** The params with the state written in; other params (e.g. `decline`) stay. */
export function writeCalendarState(params: URLSearchParams, state: CalendarState): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('view', String(state.view));
  next.set('mode', state.mode);
  next.set('date', state.anchor.toString());
  return next;
}
