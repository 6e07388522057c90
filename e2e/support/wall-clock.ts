/**
 * The wall-clock time of `at` in a zone, as the calendar may write it in any language: 24-hour or
 * 12-hour (English), with or without a leading zero ("02:30" and "2:30" alike; which one depends on
 * the language's format, so a fixed string failed at hours before ten).
 */
export function wallClock(at: Date, timeZone: string): RegExp {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const hour = Number(parts.find((part) => part.type === 'hour')!.value);
  const minute = parts.find((part) => part.type === 'minute')!.value;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  // No boundary after the minutes: the block writes its start and end times with nothing between.
  return new RegExp(`(^|\\D)0?(${hour}|${twelve})[:.]${minute}`);
}
