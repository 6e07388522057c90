import { unbrokenRange } from '../../../lib/unbroken-range.ts';

/** "Thursday 18 March, 07:00–08:00" of an item, in the professional's zone and the user's language. */
export function formatItemWhen(
  item: { start_time: string; end_time: string },
  language: string,
  timeZone: string,
): string {
  const format = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
  return unbrokenRange(format.formatRange(new Date(item.start_time), new Date(item.end_time)));
}
