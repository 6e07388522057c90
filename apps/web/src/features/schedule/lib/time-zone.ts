/** The zone the professional schedules in (docs/product/rules.md#time-zones): their account's, not the device's. */
import { isTimeZone, localToday } from '@sessionbook/domain';
import { useSession } from '../../../lib/session.tsx';

export function useScheduleTimeZone(): string {
  const zone = useSession().user?.timezone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/** Today's `YYYY-MM-DD` on the professional's wall calendar. */
export const todayIn = (timeZone: string, now = new Date()): string => localToday(timeZone, now).toString();
