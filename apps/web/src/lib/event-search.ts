/**
 * Where to look for the event of a link (`/calendar?event={id}`, `/professional/calendar?event={id}`)
 * that is not in the days shown: there is no call for one event, so both calendars ask for the widest
 * windows the API allows (MAX_WINDOW_DAYS), most likely first. The e-mails are about coming events, so
 * the first window starts a month back and runs ahead; then the year before it.
 */
import { MAX_WINDOW_DAYS, type parseLocalDate } from '@sessionbook/domain';

type PlainDate = ReturnType<typeof parseLocalDate>;

export const LOOK_BACK_DAYS = 30;

export function searchWindows(today: PlainDate): { start: string; end: string }[] {
  const start = today.subtract({ days: LOOK_BACK_DAYS });
  const earlier = start.subtract({ days: MAX_WINDOW_DAYS });
  return [
    { start: start.toString(), end: start.add({ days: MAX_WINDOW_DAYS - 1 }).toString() },
    { start: earlier.toString(), end: start.subtract({ days: 1 }).toString() },
  ];
}
