/**
 * The word to the professional that one of their calendars cannot be read (docs/decisions/0050-busy-times.md):
 * until it is read again, busy time added there is not kept from clients. Once per failure streak,
 * after an hour, so a failure that passes within the hour tells nobody; a read that works ends the
 * streak (a new last success, a new key).
 */
import {
  BUSY_REFRESH_MINUTES,
  busyCalendarsPath,
  busyFailingStreak,
  isLanguage,
  type Language,
} from '@sessionbook/domain';
import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/types.ts';
import { formatMoment } from '../../messaging/templates/event-details.tsx';
import type { BusyCalendarRow, CalendarOwner } from './queries.ts';

/**
 * Writes the notice, in the transaction of the failed read, when the calendar has not been read for
 * the notice time; the dedupe key keeps it to one per streak however many reads fail.
 */
export async function tellCalendarFailing(
  deps: AppDeps,
  db: Db,
  calendar: BusyCalendarRow & { owner: CalendarOwner },
  at: Date,
): Promise<void> {
  const { owner } = calendar;
  if (owner.deleted) return;
  const streak = busyFailingStreak(calendar, at);
  if (!streak) return;
  const language: Language = isLanguage(owner.language) ? owner.language : 'en';
  await deps.messages.email(db, {
    to: owner.email,
    userId: owner.userId,
    template: 'busy_calendar_failing',
    language,
    data: {
      label: calendar.label,
      since: formatMoment(streak.since, language, owner.timeZone),
      minutes: String(BUSY_REFRESH_MINUTES),
      url: `${deps.config.appUrl}${busyCalendarsPath()}`,
    },
    dedupeKey: `busy_calendar_failing:${calendar.id}:${streak.key}`,
  });
}
