/**
 * The client's calendar (`/calendar`, the landing screen of the client theme): a week of all their
 * professionals at once, each in their own colour, or of one of them (decision 0038), as an agenda by
 * day in the client's zone (a week of columns on a wide screen). It lists the client's registrations
 * and slot bookings, waitlist places, sessions booked for them awaiting an answer, open classes and
 * open slots; an event opens its details, a slot the booking screen. Date, professional and an event
 * to open (`?event=`, the e-mails' link) live in the URL.
 */
import {
  isTimeZone,
  localToday,
  parseLocalDate,
  type ClientEventEntry,
  type ClientSlotEntry,
} from '@sessionbook/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsOf, Button, Card, PageTitle } from '../../components/ui/index.ts';
import { useSession } from '../../lib/session.tsx';
import type { LinkedItem } from './api/find-linked.ts';
import { professionalName, useConfirmedProfessionals } from './api/get-professionals.ts';
import { AgendaList, dayHeadingId } from './components/agenda-list.tsx';
import { AgendaToolbar } from './components/agenda-toolbar.tsx';
import { NoProfessionals } from './components/no-professionals.tsx';
import { ProfessionalSwitch, type ProfessionalView } from './components/professional-switch.tsx';
import { EventDetailsSheet, preloadSheets, SlotBookingSheet } from './components/lazy-sheets.tsx';
import { agendaByDay, agendaItems } from './lib/agenda.ts';
import { agendaDays, shiftAnchor } from './lib/agenda-range.ts';
import { formatRangeLabel } from '../../lib/format-dates.ts';
import { useCalendarUrl } from './use-calendar-url.ts';
import { useCalendarLink } from './use-calendar-link.ts';
import { useShownCalendar } from './use-shown-calendar.ts';
import { useNow } from '../../lib/use-now.ts';
import '../../styles/professional-colours.css';
import './styles/page.css';
import './styles/toolbar.css';
import './styles/agenda.css';
import './styles/week.css';
import './styles/empty.css';
import './styles/sheets.css';

type Detail =
  | { kind: 'event'; id: string; event: ClientEventEntry }
  | { kind: 'slot'; id: string; slot: ClientSlotEntry };

export function ClientCalendarPage() {
  const { t, i18n } = useTranslation('booking');
  const { user } = useSession();
  const timeZone = user?.timezone && isTimeZone(user.timezone) ? user.timezone : 'UTC';
  const now = useNow();
  const todayIso = localToday(timeZone, now).toString();
  const today = useMemo(() => parseLocalDate(todayIso), [todayIso]);
  const { state, update } = useCalendarUrl(today);

  const professionals = useConfirmedProfessionals();
  const ready = professionals.isSuccess;
  const confirmed = professionals.data?.confirmed;
  // The professional asked for (a public profile's link may name one the client is not connected
  // with yet; the server decides), else all of them; with only one, the view is theirs.
  const selected = state.professionalId;

  const anchorIso = state.anchor.toString();
  const days = useMemo(() => agendaDays(parseLocalDate(anchorIso)), [anchorIso]);
  const dates = useMemo(() => days.map((day) => day.toString()), [days]);
  const startDate = dates[0] ?? anchorIso;
  const endDate = dates.at(-1) ?? anchorIso;
  const shown = useShownCalendar({ selected, confirmed, startDate, endDate });
  const { events, slots, colours, loading, failed, unavailable } = shown;
  const somethingToShow = ready && (selected !== null || (confirmed?.length ?? 0) > 0);
  const views: ProfessionalView[] = (confirmed ?? []).map((entry) => ({
    id: entry.professional.id,
    name: professionalName(entry),
    colour: colours?.get(entry.professional.id) ?? null,
  }));
  if (selected && !shown.connected)
    views.push({
      id: selected,
      name: events?.[0]?.professional_name ?? slots?.[0]?.professional_name ?? null,
      colour: null,
    });
  const withAll = (confirmed?.length ?? 0) > 1;
  const switchValue = selected ?? (withAll ? null : (views[0]?.id ?? null));

  const agenda = useMemo(
    () => agendaByDay(days, agendaItems(events ?? [], slots ?? []), timeZone),
    [days, events, slots, timeZone],
  );

  const [detail, setDetail] = useState<Detail | null>(null);
  // The sheets show the latest fetched copy, so a booking is reflected while they stay open.
  const detailEvent =
    detail?.kind === 'event' ? (events?.find((event) => event.id === detail.id) ?? detail.event) : null;
  const detailSlot =
    detail?.kind === 'slot' ? (slots?.find((slot) => slot.id === detail.id) ?? detail.slot) : null;

  const linkKind = state.link?.kind ?? null;
  const linkId = state.link?.id ?? null;
  const link = useMemo(
    () => (linkKind && linkId ? { kind: linkKind, id: linkId } : null),
    [linkKind, linkId],
  );
  const openLinked = useCallback(
    (item: LinkedItem) =>
      setDetail(
        item.kind === 'event'
          ? { kind: 'event', id: item.event.id, event: item.event }
          : { kind: 'slot', id: item.slot.id, slot: item.slot },
      ),
    [],
  );
  const show = useCallback(
    (id: string | null, date: string) =>
      update({ professionalId: id, anchor: parseLocalDate(date) }, { replace: true }),
    [update],
  );
  const confirmedIds = useMemo(() => (confirmed ?? []).map((entry) => entry.professional.id), [confirmed]);
  const dropLink = useCallback(() => update({ link: null }, { replace: true }), [update]);
  useCalendarLink({
    link,
    selected,
    confirmedIds,
    showing: somethingToShow,
    ready,
    windowEvents: events,
    windowSlots: slots,
    visibleDates: dates,
    today,
    timeZone,
    show,
    open: openLinked,
    drop: dropLink,
  });

  // The sheets' code follows the agenda's first paint rather than delaying it.
  const painted = somethingToShow && !loading;
  useEffect(() => {
    if (painted) preloadSheets();
  }, [painted]);

  const closeDetail = () => {
    setDetail(null);
    if (link) dropLink();
  };
  const pickDay = (date: string) => {
    const heading = document.getElementById(dayHeadingId(date));
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    heading?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    heading?.focus({ preventScroll: true });
  };

  return (
    <div className="client-calendar calendar-page">
      <PageTitle title={t('title')} />
      {professionals.isPending && <div className="cc-skeleton cc-skeleton--page" aria-hidden="true" />}
      {professionals.isError && professionals.data === undefined && (
        <Card className="calendar-error" role="alert">
          <p>{t('agenda.professionals_error')}</p>
          <Button variant="secondary" onClick={() => void professionals.refetch()}>
            {t('agenda.retry')}
          </Button>
        </Card>
      )}
      {ready && !somethingToShow && <NoProfessionals pending={professionals.data.pending} />}
      {somethingToShow && unavailable && (
        <Card className="cc-unavailable" role="alert">
          <p>{t('agenda.unavailable')}</p>
          <Button variant="secondary" onClick={() => update({ professionalId: null, link: null })}>
            {t('agenda.show_mine')}
          </Button>
        </Card>
      )}
      {somethingToShow && !unavailable && (
        <>
          <ProfessionalSwitch
            views={views}
            value={switchValue}
            withAll={withAll}
            // A view, not a place to go back to: arrow keys through the choices leave no trail.
            onChange={(id) => update({ professionalId: id }, { replace: true })}
          />
          <AgendaToolbar
            rangeLabel={formatRangeLabel(days, i18n.language)}
            days={agenda}
            today={todayIso}
            loading={loading}
            colours={colours}
            onMove={(direction) => update({ anchor: shiftAnchor(state.anchor, direction) })}
            onToday={() => update({ anchor: today })}
            onPickDay={pickDay}
          />
          <AsOf queries={shown.queries} />
          {failed && (
            <div className="calendar-error" role="alert">
              <p>{t('agenda.error')}</p>
              <Button
                variant="secondary"
                onClick={() => shown.queries.forEach((query) => void query.refetch())}
              >
                {t('agenda.retry')}
              </Button>
            </div>
          )}
          <AgendaList
            days={agenda}
            today={todayIso}
            timeZone={timeZone}
            now={now}
            loading={loading}
            colours={colours}
            onOpenEvent={(event) => setDetail({ kind: 'event', id: event.id, event })}
            onOpenSlot={(slot) => setDetail({ kind: 'slot', id: slot.id, slot })}
          />
        </>
      )}
      <EventDetailsSheet
        event={detailEvent}
        loadedFrom={shown.queries}
        timeZone={timeZone}
        now={now}
        onClose={closeDetail}
      />
      <SlotBookingSheet slot={detailSlot} timeZone={timeZone} now={now} onClose={closeDetail} />
    </div>
  );
}
