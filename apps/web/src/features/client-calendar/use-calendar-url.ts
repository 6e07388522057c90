import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { PlainDate } from './lib/agenda-range.ts';
import { readCalendarUrl, writeCalendarUrl, type CalendarUrlChange } from './lib/calendar-url.ts';

/**
 * Date, professional and event link from the URL, and a setter that writes them back: a new history
 * entry by default (the back button returns to the previous week), or in place with `replace`.
 */
export function useCalendarUrl(today: PlainDate) {
  const [params, setParams] = useSearchParams();
  const state = readCalendarUrl(params, today);
  const update = useCallback(
    (change: CalendarUrlChange, options: { replace?: boolean } = {}) =>
      setParams((current) => writeCalendarUrl(current, change), { replace: options.replace ?? false }),
    [setParams],
  );
  return { state, update };
}
