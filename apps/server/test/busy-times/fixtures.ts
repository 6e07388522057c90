import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A fixture calendar as its service sends it: CRLF line ends (RFC 5545). */
export function fixture(name: 'google' | 'outlook' | 'apple'): string {
  return readFileSync(join(import.meta.dirname, 'fixtures', `${name}.ics`), 'utf8').replace(/\r?\n/g, '\r\n');
}

/**
 * A large calendar: `count` 45-minute events, 32 a day a quarter of an hour apart from `first`'s time
 * on, every tenth weekly-recurring (4 times), every 25th all-day.
 */
export function generatedCalendar(count: number, first: Date): string {
  const stamp = (date: Date) =>
    date
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const day = (date: Date) => stamp(date).slice(0, 8);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Sessionbook tests//generated//EN'];
  for (let i = 0; i < count; i++) {
    const start = new Date(first.getTime() + Math.floor(i / 32) * 86_400_000 + (i % 32) * 15 * 60_000);
    const end = new Date(start.getTime() + 45 * 60_000);
    lines.push('BEGIN:VEVENT', `UID:generated-${i}@sessionbook.test`, `DTSTAMP:${stamp(first)}`);
    if (i % 25 === 0) lines.push(`DTSTART;VALUE=DATE:${day(start)}`);
    else lines.push(`DTSTART:${stamp(start)}`, `DTEND:${stamp(end)}`);
    if (i % 10 === 1) lines.push('RRULE:FREQ=WEEKLY;COUNT=4');
    lines.push(`SUMMARY:Appointment ${i}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n') + '\r\n';
}
