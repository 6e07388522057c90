import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { PlainDate } from './lib/calendar-range.ts';
import { readCalendarState, writeCalendarState, type CalendarState } from './lib/calendar-params.ts';
import { useDefaultView } from './use-default-view.ts';

/**
 * View, mode and anchor date from the URL, and a setter that writes them back as a new history entry
 * (so the browser's back button returns to the previous days). `decline` is the registration id of a
 * decline link from an e-mail; `event` the event id of an event link (mails, the calendar feed).
 */
export function useCalendarState(today: PlainDate) {
  const [params, setParams] = useSearchParams();
  const defaultView = useDefaultView();
  const state = readCalendarState(params, today, defaultView);

  const update = useCallback(
    (change: Partial<CalendarState>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) =>
          writeCalendarState(current, { ...readCalendarState(current, today, defaultView), ...change }),
        { replace: options.replace ?? false },
      ),
    [setParams, today, defaultView],
  );

  /** Drops a link's parameter in place, so a reload or the back button does not act on it again. */
  const dropParam = useCallback(
    (name: 'decline' | 'event') =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const dropDecline = useCallback(() => dropParam('decline'), [dropParam]);
  const dropEvent = useCallback(() => dropParam('event'), [dropParam]);

  return {
    state,
    update,
    declineId: params.get('decline') || null,
    dropDecline,
    eventId: params.get('event') || null,
    dropEvent,
  };
}
