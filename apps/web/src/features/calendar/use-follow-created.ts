/**
 * The calendar shows what was just created (issue 25): a session made while availability slots are
 * shown, or a slot made while client events are, switched nothing and the new item was nowhere to
 * be seen. Now the calendar moves to the kind and the day of the item, as a new history entry (back
 * returns to the view it left); an item already in view changes nothing.
 */
import { parseLocalDate } from '@sessionbook/domain';
import { useEffect, useRef } from 'react';
import type { ScheduleActions } from '../../lib/schedule-context.ts';
import type { CalendarMode, CalendarState } from './lib/calendar-params.ts';

export function useFollowCreated(
  schedule: ScheduleActions,
  shown: { mode: CalendarMode; dates: readonly string[] },
  update: (change: Partial<CalendarState>) => void,
): void {
  const latest = useRef({ shown, update });
  useEffect(() => {
    latest.current = { shown, update };
  });
  useEffect(
    () =>
      schedule.watchCreated(({ kind, date }) => {
        const { shown: now, update: move } = latest.current;
        const mode: CalendarMode = kind === 'slot' ? 'slots' : 'events';
        if (mode === now.mode && now.dates.includes(date)) return;
        move({ mode, ...(now.dates.includes(date) ? {} : { anchor: parseLocalDate(date) }) });
      }),
    [schedule],
  );
}
