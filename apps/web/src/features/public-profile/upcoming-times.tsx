/**
 * The public profile's open classes and slots for the next two weeks, by day
 * (docs/product/look-and-feel.md#references: Cal.com's
 * calm one-column booking page). A signed-in client books through the client calendar, which opens the
 * picked item (`/calendar?professional=…&event=…|slot=…`); a guest's pick opens the login prompt,
 * which brings them to that same link once signed in or signed up.
 */
import { isTimeZone, localToday, timeZoneName, wallTimeIn } from '@sessionbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass, Card } from '../../components/ui/index.ts';
import { deviceTimeZone } from '../../lib/device-time-zone.ts';
import { useSession } from '../../lib/session.tsx';
import { formatDayOf, formatTimeRange } from '../../lib/format-dates.ts';
import { bookables, calendarLink, type Bookable, type ClassState } from './bookable.ts';
import { fetchClientTimes, fetchGuestTimes, type TimesWindow } from './public-times-api.ts';

/** Today and the 13 days after it: two weeks. */
export const TIMES_DAYS = 14;

/** How the visitor meets the list: a client books, a guest is asked to log in, others only look. */
export type TimesMode = 'client' | 'guest' | 'preview';

export type GuestPick = (item: string, link?: string) => void;

/** A signed-in user's times are in their account's zone (the server's window is too); else the device's. */
function useViewerTimeZone(): string {
  const zone = useSession().user?.timezone;
  return zone && isTimeZone(zone) ? zone : (deviceTimeZone() ?? 'UTC');
}

export function timesWindow(timeZone: string, now: Date): TimesWindow {
  const today = localToday(timeZone, now);
  return { startDate: today.toString(), endDate: today.add({ days: TIMES_DAYS - 1 }).toString() };
}

interface UpcomingTimesProps {
  professionalId: string;
  username: string;
  name: string;
  mode: TimesMode;
  /** A line under the lead, e.g. why there is nothing to press in a preview. */
  note?: string;
  /**
   * A guest picked an item (its title and time in words, or '' for none, and where the client
   * calendar opens it): ask them to log in.
   */
  onGuestPick: GuestPick;
}

export function UpcomingTimes({
  professionalId,
  username,
  name,
  mode,
  note,
  onGuestPick,
}: UpcomingTimesProps) {
  const { t, i18n } = useTranslation('people');
  const headingId = useId();
  const timeZone = useViewerTimeZone();
  const [now] = useState(() => new Date());
  const span = timesWindow(timeZone, now);
  const times = useQuery({
    queryKey: [
      'public-times',
      mode === 'client' ? 'client' : 'guest',
      professionalId,
      span.startDate,
      span.endDate,
    ],
    queryFn: () =>
      mode === 'client' ? fetchClientTimes(professionalId, span) : fetchGuestTimes(username, span),
    retry: false,
  });
  const locale = i18n.language;

  let body;
  if (times.isPending) {
    body = (
      <div role="status" className="public-times__skeleton">
        <span className="visually-hidden">{t('public.times_loading')}</span>
        <span className="skeleton skeleton--line" aria-hidden="true" />
        <span className="skeleton skeleton--line skeleton--short" aria-hidden="true" />
      </div>
    );
  } else if (times.isError) {
    body = (
      <div role="alert" className="public-times__problem">
        <p>{t('public.times_failed')}</p>
        <Button variant="secondary" onClick={() => void times.refetch()}>
          {t('list.retry')}
        </Button>
        {mode === 'guest' && <Button onClick={() => onGuestPick('')}>{t('public.see_times')}</Button>}
      </div>
    );
  } else {
    const items = bookables(times.data.events, times.data.slots, now);
    body =
      items.length === 0 ? (
        <p className="muted">{t('public.times_empty', { name })}</p>
      ) : (
        byDay(items, timeZone).map(({ date, items: dayItems }) => (
          <div key={date} className="public-times__day">
            <h3 className="public-times__date">{formatDayOf(dayItems[0]!.start, locale, timeZone)}</h3>
            <ul className="public-times__list">
              {dayItems.map((item) => (
                <TimeRow
                  key={`${item.type}:${item.id}`}
                  item={item}
                  professionalId={professionalId}
                  mode={mode}
                  timeZone={timeZone}
                  onGuestPick={onGuestPick}
                />
              ))}
            </ul>
          </div>
        ))
      );
  }

  return (
    <Card as="section" className="public-times" aria-labelledby={headingId}>
      <h2 id={headingId} className="public-times__title">
        {t('public.times_heading')}
      </h2>
      <p className="muted public-times__lead">
        {t('public.times_lead', { zone: timeZoneName(timeZone, i18n.language) })}
      </p>
      {note && <p className="muted">{note}</p>}
      {body}
    </Card>
  );
}

function TimeRow({
  item,
  professionalId,
  mode,
  timeZone,
  onGuestPick,
}: {
  item: Bookable;
  professionalId: string;
  mode: TimesMode;
  timeZone: string;
  onGuestPick: GuestPick;
}) {
  const { t, i18n } = useTranslation('people');
  const locale = i18n.language;
  const title = item.title ?? t(item.type === 'class' ? 'public.kind_class' : 'public.kind_slot');
  const range = formatTimeRange(item.start, item.end, locale, timeZone);
  const context = t('public.item_context', {
    title,
    when: `${formatDayOf(item.start, locale, timeZone)}, ${range}`,
  });
  const state = item.type === 'class' ? item.state : null;
  const held = state?.kind === 'registered' || state?.kind === 'waitlisted';
  const bookable = !held && state?.kind !== 'full';
  const verb = state?.kind === 'waitlist' ? t('public.join_waitlist') : t('public.book_action');

  let action = null;
  if (mode === 'client' && held) {
    action = (
      <Link className={buttonClass('secondary')} to={calendarLink(professionalId, item)}>
        {t('public.view_action')} <span className="visually-hidden">{context}</span>
      </Link>
    );
  } else if (mode === 'client' && bookable) {
    action = (
      <Link className={buttonClass('primary')} to={calendarLink(professionalId, item)}>
        {verb} <span className="visually-hidden">{context}</span>
      </Link>
    );
  } else if (mode === 'guest' && bookable) {
    action = (
      <Button onClick={() => onGuestPick(context, calendarLink(professionalId, item))}>
        {verb} <span className="visually-hidden">{context}</span>
      </Button>
    );
  }

  return (
    <li className="public-time">
      <div className="public-time__main">
        <span className="public-time__when">{range}</span>
        <span className="public-time__title">{title}</span>
        <span className="public-time__meta">
          {item.type === 'slot' ? t('public.slot_meta') : t('public.kind_class')}
          {state && <StateText state={state} />}
        </span>
      </div>
      {action}
    </li>
  );
}

/** The class's state in words, with an icon where it is the visitor's own place (never colour alone). */
function StateText({ state }: { state: ClassState }) {
  const { t } = useTranslation('people');
  switch (state.kind) {
    case 'open':
      return <> · {t('public.places_left', { count: state.placesLeft })}</>;
    case 'waitlist':
      return <> · {t('public.full_waitlist')}</>;
    case 'full':
      return <> · {t('public.full')}</>;
    case 'registered':
    case 'waitlisted':
      return (
        <>
          {' · '}
          <span
            className={`status-badge status-badge--${state.kind === 'registered' ? 'confirmed' : 'pending'}`}
          >
            <span aria-hidden="true">{state.kind === 'registered' ? '✓' : '●'}</span>{' '}
            {t(state.kind === 'registered' ? 'public.you_registered' : 'public.you_waitlisted')}
          </span>
        </>
      );
  }
}

function byDay(items: readonly Bookable[], timeZone: string): { date: string; items: Bookable[] }[] {
  const days = new Map<string, Bookable[]>();
  for (const item of items) {
    const date = wallTimeIn(item.start, timeZone).date;
    days.set(date, [...(days.get(date) ?? []), item]);
  }
  return [...days].map(([date, dayItems]) => ({ date, items: dayItems }));
}
