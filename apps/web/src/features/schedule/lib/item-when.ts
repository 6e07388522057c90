import { formatItemWhen as formatWhenOf } from '../../../lib/format-dates.ts';

/** "Thursday 18 March, 07:00–08:00" of an item, in the professional's zone and the user's language. */
export function formatItemWhen(
  item: { start_time: string; end_time: string },
  language: string,
  timeZone: string,
): string {
  return formatWhenOf(new Date(item.start_time), new Date(item.end_time), language, timeZone);
}
