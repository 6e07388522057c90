/**
 * What a calendar's row says about its last read, in the words of the settings page: waiting for the
 * first read, read at a time with how many busy times it holds, or why the last read failed (one of
 * BUSY_CALENDAR_ERRORS) and when a read last worked. The intervals of the last read that worked stay in
 * use after a failure (docs/decisions/0050-busy-times.md), which is why that time is worth saying.
 */
import type { BusyCalendar } from '@sessionbook/domain';
import type { TFunction } from 'i18next';

export interface StatusLines {
  tone: 'pending' | 'ok' | 'failed';
  /** The first line: the state in a sentence. */
  main: string;
  /** After a failure: when a read last worked, or that none has yet. */
  since?: string;
}

export function calendarStatus(
  calendar: BusyCalendar,
  t: TFunction<'busy'>,
  when: (iso: string) => string,
): StatusLines {
  if (calendar.status === 'failed') {
    const reason = calendar.last_error ? t(`errors.${calendar.last_error}`) : t('errors.network');
    return {
      tone: 'failed',
      main: t('list.failed', { reason }),
      since: calendar.last_success_at
        ? t('list.last_worked', { when: when(calendar.last_success_at) })
        : t('list.never_worked'),
    };
  }
  const readAt = calendar.last_success_at ?? calendar.last_fetched_at;
  if (calendar.status === 'pending' || readAt === null) return { tone: 'pending', main: t('list.pending') };
  return { tone: 'ok', main: t('list.ok', { when: when(readAt), count: calendar.interval_count }) };
}
