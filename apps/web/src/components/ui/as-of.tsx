/**
 * "As of 14:05" (issue 24 item 4): shown beside a calendar or a detail while it shows what was last
 * loaded instead of what is true now, because the device is offline or the last refresh failed. The
 * time is the oldest of the shown queries' loads, in the reader's zone and language, with the day
 * when it was not today.
 */
import { isTimeZone, intlLocale } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.tsx';
import { useOnline } from '../../lib/use-online.ts';

/** What AsOf reads of a TanStack query result. */
export interface ShownQuery {
  data?: unknown;
  dataUpdatedAt: number;
  isRefetchError: boolean;
}

export function AsOf({ queries, now = new Date() }: { queries: ShownQuery[]; now?: Date }) {
  const { t, i18n } = useTranslation('app');
  const online = useOnline();
  const zone = useSession().user?.timezone;
  const shown = queries.filter((query) => query.data !== undefined && query.dataUpdatedAt > 0);
  const failed = shown.some((query) => query.isRefetchError);
  if (shown.length === 0 || (online && !failed)) return null;
  const loadedAt = new Date(Math.min(...shown.map((query) => query.dataUpdatedAt)));
  const time = formatLoadedAt(loadedAt, now, i18n.language, zone && isTimeZone(zone) ? zone : undefined);
  return (
    <p className="as-of">
      <CloudOffIcon />
      <span>{t('offline.as_of', { time })}</span>
      <span className="visually-hidden">{t(online ? 'offline.as_of_stale' : 'offline.as_of_offline')}</span>
    </p>
  );
}

/** "14:05" (or "2:05 PM", as the language writes it) today, with the day before it on another day. */
export function formatLoadedAt(at: Date, now: Date, language: string, timeZone?: string): string {
  const day = new Intl.DateTimeFormat(intlLocale(language), {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const sameDay = day.format(at) === day.format(now);
  return new Intl.DateTimeFormat(intlLocale(language), {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(sameDay ? {} : { weekday: 'short', day: 'numeric', month: 'short' }),
  }).format(at);
}

function CloudOffIcon() {
  return (
    <svg aria-hidden="true" className="as-of__icon" viewBox="0 0 24 24" width="16" height="16">
      <path
        d="M3 3l18 18M7.5 8.2A5 5 0 0 0 6 18h11m3.3-1.4A4 4 0 0 0 17 10h-.4A6 6 0 0 0 9.9 6.4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
