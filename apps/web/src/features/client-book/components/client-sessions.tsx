/**
 * The client profile's Upcoming and History tabs: the client's sessions with the professional, in the
 * professional's time zone (docs/product/rules.md#time-zones), with their kind and status in words. Ended
 * places
 * (cancelled by the client, declined, or the event cancelled) are struck through with the reason
 * (docs/product/entities-and-states.md#paginated-lists). "Load more" appends the next page until the last
 * one. A place the professional marked shows the mark beside its status (docs/product/rules.md#attendance).
 */
import {
  findVoucherType,
  isTimeZone,
  timeZoneName,
  type AttendanceMark,
  type ClientSessionEntry,
} from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/index.ts';
import { deviceTimeZone } from '../../../lib/device-time-zone.ts';
import { useSession } from '../../../lib/session.tsx';
import { formatDatedRange } from '../../../lib/format-dates.ts';
import { useClientSessions, type SessionScope } from '../api/get-client-sessions.ts';
import { EmptyState } from './empty-state.tsx';
import { SkeletonRows } from './skeleton-rows.tsx';

const ENDED: ReadonlySet<ClientSessionEntry['status']> = new Set([
  'cancelled',
  'declined',
  'event_cancelled',
]);
export const hasEnded = (entry: Pick<ClientSessionEntry, 'status'>) => ENDED.has(entry.status);

/** The professional's zone (their account's), else UTC. */
function useProfessionalTimeZone(): string {
  const zone = useSession().user?.timezone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

export function ClientSessions({ clientId, scope }: { clientId: string; scope: SessionScope }) {
  const { t, i18n } = useTranslation('book');
  const query = useClientSessions(clientId, scope);
  const timeZone = useProfessionalTimeZone();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  if (query.isPending) return <SkeletonRows count={3} label={t('sessions.loading')} />;
  if (query.isError) {
    return (
      <div className="empty-state" role="alert">
        <p>{t('sessions.load_failed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }

  const rows = query.data.pages.flatMap((page) => page.data);
  const total = query.data.pages.at(-1)?.total ?? rows.length;
  if (rows.length === 0) {
    return (
      <EmptyState
        title={t('profile.no_sessions')}
        text={scope === 'upcoming' ? t('profile.no_upcoming_text') : t('profile.no_history_text')}
      />
    );
  }

  const device = deviceTimeZone();
  return (
    <>
      {device !== null && device !== timeZone && (
        <p className="muted session-list__zone">
          {t('sessions.times_in', { zone: timeZoneName(timeZone, i18n.language) })}
        </p>
      )}
      <ul className="row-list session-list" aria-busy={query.isFetching || undefined}>
        {rows.map((entry) => (
          <SessionRow key={entry.registration_id} entry={entry} timeZone={timeZone} />
        ))}
      </ul>
      {isFetchingNextPage && <SkeletonRows count={2} label={t('sessions.loading')} />}
      <div className="client-book__more">
        <p className="muted" role="status">
          {t('list.count', { shown: rows.length, total })}
        </p>
        {hasNextPage && !isFetchingNextPage && (
          <Button variant="secondary" onClick={() => void fetchNextPage()}>
            {t('actions.load_more')}
          </Button>
        )}
      </div>
    </>
  );
}

function SessionRow({ entry, timeZone }: { entry: ClientSessionEntry; timeZone: string }) {
  const { t, i18n } = useTranslation('book');
  const ended = hasEnded(entry);
  const voucher = findVoucherType(entry.voucher_type_id);
  // Its session type names what it is, in the words the rest of the product uses (docs/glossary.md).
  const typeName = voucher ? t(`common:voucher_types.${voucher.type}`) : null;
  const named = entry.title?.trim();
  const title = named || typeName || '';
  const when = formatDatedRange(
    new Date(entry.start_time),
    new Date(entry.end_time),
    i18n.language,
    timeZone,
  );
  const reason = entry.cancelled_reason?.trim();
  return (
    <li className={ended ? 'row session session--ended' : 'row session'}>
      <div className="row__main session__main">
        <span className="session__title">{ended ? <s>{title}</s> : title}</span>
        <span className="row__meta session__when">{ended ? <s>{when}</s> : when}</span>
        <span className="row__meta">
          {[named && typeName, entry.availability_slot_id && t('sessions.from_slot')]
            .filter(Boolean)
            .join(' · ')}
        </span>
        {ended && reason && <span className="session__reason">{t('sessions.reason', { reason })}</span>}
      </div>
      <span className="session__states">
        <SessionStatus status={entry.status} />
        {entry.attendance && <AttendanceBadge mark={entry.attendance} />}
      </span>
    </li>
  );
}

/** The status in an icon and words (docs/product/look-and-feel.md#status-is-visible-without-reading: never colour alone). */
function SessionStatus({ status }: { status: ClientSessionEntry['status'] }) {
  const { t } = useTranslation('book');
  const tone = status === 'registered' ? 'confirmed' : status === 'waitlisted' ? 'pending' : 'ended';
  return <Badge tone={tone}>{t(`sessions.status.${status}`)}</Badge>;
}

/** Attended or a no-show, as the professional marked it. */
function AttendanceBadge({ mark }: { mark: AttendanceMark }) {
  const { t } = useTranslation('book');
  return <Badge tone={mark === 'attended' ? 'confirmed' : 'ended'}>{t(`sessions.attendance.${mark}`)}</Badge>;
}

function Badge({ tone, children }: { tone: 'confirmed' | 'pending' | 'ended'; children: string }) {
  return (
    <span className={`status-badge status-badge--${tone}`}>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        {tone === 'confirmed' && (
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
        {tone === 'pending' && (
          <path
            d="M3 4.5h10M3 8h10M3 11.5h6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        )}
        {tone === 'ended' && (
          <path
            d="M4.5 4.5l7 7M11.5 4.5l-7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        )}
      </svg>
      {children}
    </span>
  );
}
