/**
 * The professional's calendar (`/professional/calendar`, the landing screen of the theme): a time grid
 * of 1, 3, 5 or 7 local days in the professional's zone, showing either client events or availability
 * slots. View, mode and date live in the URL. Items open their detail dialogs; empty time opens the
 * create dialog of the schedule (docs/product/look-and-feel.md#calendar-is-home: calendar is home). See
 * docs/decisions/0007.
 * `?event={id}` (the mails' and the feed's links, docs/decisions/0031) opens that event's details.
 * An item just created is shown: the calendar moves to its kind and day (use-follow-created.ts).
 */
import {
  isTimeZone,
  localToday,
  parseLocalDate,
  type ProfessionalEventEntry,
  type ProfessionalSlotEntry,
} from '@sessionbook/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsOf, Button, PageTitle } from '../../components/ui/index.ts';
import { useSession } from '../../lib/session.tsx';
import { useSchedule } from '../../lib/schedule-context.ts';
import { useBusyWindow } from '../../entities/busy-times/index.ts';
import { useEventsWindow } from './api/get-events.ts';
import { useSlotsWindow } from './api/get-slots.ts';
import { AllDayBusy, BusyLayer } from './components/busy-blocks.tsx';
import { CalendarToolbar } from './components/calendar-toolbar.tsx';
import type { DeclineTarget } from './components/decline-dialog.tsx';
import {
  DeclineSheet,
  EventDetailsSheet,
  preloadSheets,
  SlotDetailsSheet,
} from './components/lazy-sheets.tsx';
import { EventItem } from './components/event-item.tsx';
import { SlotItem } from './components/slot-item.tsx';
import { TimeGrid } from './components/time-grid.tsx';
import { busyEntries, busyOfDay } from './lib/busy-entries.ts';
import { eventEntries, slotEntries, type CalendarEntry } from './lib/calendar-entry.ts';
import { shiftAnchor, visibleDays } from './lib/calendar-range.ts';
import { dayColumns } from './lib/day-columns.ts';
import { formatRangeLabel } from '../../lib/format-dates.ts';
import { placeInDay, wallMinutes, type Placed } from './lib/item-layout.ts';
import { useCalendarState } from './use-calendar-state.ts';
import { useCreateLink } from './use-create-link.ts';
import { useDeclineLink } from './use-decline-link.ts';
import { useEventLink } from './use-event-link.ts';
import { useFollowCreated } from './use-follow-created.ts';
import { useNow } from '../../lib/use-now.ts';
import { useSwipe } from './use-swipe.ts';
import './styles/toolbar.css';
import './styles/grid.css';
import './styles/items.css';
import './styles/details.css';

type Detail =
  | { kind: 'event'; id: string; event: ProfessionalEventEntry; fromLink?: boolean }
  | { kind: 'slot'; id: string; slot: ProfessionalSlotEntry };
type Asked = { target: DeclineTarget; fromLink: boolean };

export function ProfessionalCalendarPage() {
  const { t, i18n } = useTranslation('calendar');
  const schedule = useSchedule();
  const { user } = useSession();
  const timeZone = user?.timezone && isTimeZone(user.timezone) ? user.timezone : 'UTC';
  const now = useNow();
  const todayIso = localToday(timeZone, now).toString();
  const today = useMemo(() => parseLocalDate(todayIso), [todayIso]);
  const { state, update, declineId, dropDecline, eventId, dropEvent } = useCalendarState(today);
  const { view, mode } = state;
  const anchorIso = state.anchor.toString();

  const days = useMemo(() => visibleDays(parseLocalDate(anchorIso), view), [anchorIso, view]);
  const columns = useMemo(() => dayColumns(days, timeZone), [days, timeZone]);
  const dates = useMemo(() => columns.map((column) => column.date), [columns]);
  const startDate = dates[0] ?? anchorIso;
  const endDate = dates.at(-1) ?? anchorIso;

  const events = useEventsWindow(startDate, endDate, mode === 'events');
  const slots = useSlotsWindow(startDate, endDate, mode === 'slots');
  const query = mode === 'events' ? events : slots;
  const entries = useMemo(
    () => (mode === 'events' ? eventEntries(events.data ?? []) : slotEntries(slots.data ?? [])),
    [mode, events.data, slots.data],
  );
  // Busy time of the professional's other calendars, greyed behind events and slots alike.
  const busy = useBusyWindow(columns[0]?.start.toISOString(), columns.at(-1)?.end.toISOString());
  const busyList = useMemo(() => busyEntries(busy.data ?? []), [busy.data]);
  const gridDays = useMemo(
    () =>
      columns.map((column, index) => {
        const dayBusy = busyOfDay(column, busyList, timeZone);
        const placed = placeInDay(column, entries, timeZone);
        return {
          day: days[index]!,
          column,
          placed,
          behind: <BusyLayer busy={dayBusy} under={placed} timeZone={timeZone} />,
          behindTop: dayBusy.timed.find((entry) => !entry.continuesBefore)?.top,
          allDay: dayBusy.allDay.length > 0 ? <AllDayBusy entries={dayBusy.allDay} /> : undefined,
        };
      }),
    [columns, days, entries, busyList, timeZone],
  );

  const [detail, setDetail] = useState<Detail | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  // The dialogs show the latest fetched copy, so a decline is reflected while they stay open.
  const detailEvent =
    detail?.kind === 'event' ? (events.data?.find((event) => event.id === detail.id) ?? detail.event) : null;
  const detailSlot =
    detail?.kind === 'slot' ? (slots.data?.find((slot) => slot.id === detail.id) ?? detail.slot) : null;

  const moveTo = useCallback(
    (date: string) => update({ anchor: parseLocalDate(date) }, { replace: true }),
    [update],
  );
  const askFromLink = useCallback((target: DeclineTarget) => setAsked({ target, fromLink: true }), []);
  useDeclineLink({ declineId, timeZone, visibleDates: dates, moveTo, dropDecline, ask: askFromLink });
  const showEventsOn = useCallback(
    (date: string) => update({ anchor: parseLocalDate(date), mode: 'events' }, { replace: true }),
    [update],
  );
  const openLinked = useCallback(
    (event: ProfessionalEventEntry) => setDetail({ kind: 'event', id: event.id, event, fromLink: true }),
    [],
  );
  useEventLink({
    eventId,
    eventsShown: mode === 'events',
    windowEvents: events.data,
    visibleDates: dates,
    today,
    timeZone,
    showDay: showEventsOn,
    open: openLinked,
    drop: dropEvent,
  });
  useCreateLink(schedule);
  useFollowCreated(schedule, { mode, dates }, update);

  // The dialogs' code follows the grid's first paint rather than delaying it.
  const painted = !(query.isPending || busy.isLoading);
  useEffect(() => {
    if (painted) preloadSheets();
  }, [painted]);

  const move = (direction: 1 | -1) => update({ anchor: shiftAnchor(state.anchor, view, direction) });
  const swipe = useSwipe(move);

  const closeDecline = () => {
    if (asked?.fromLink) dropDecline();
    setAsked(null);
  };

  const renderItem = (placed: Placed<CalendarEntry>) => {
    const entry = placed.item;
    return entry.kind === 'event' ? (
      <EventItem
        placed={{ ...placed, item: entry }}
        timeZone={timeZone}
        onOpen={(event) => setDetail({ kind: 'event', id: event.id, event })}
      />
    ) : (
      <SlotItem
        placed={{ ...placed, item: entry }}
        timeZone={timeZone}
        onOpen={(slot) => setDetail({ kind: 'slot', id: slot.id, slot })}
      />
    );
  };

  const summary =
    entries.length === 0 ? t(`grid.empty_${mode}`) : t(`grid.summary_${mode}`, { count: entries.length });

  return (
    <div className="calendar calendar-page">
      <PageTitle title={t('title')} />
      <CalendarToolbar
        view={view}
        mode={mode}
        rangeLabel={formatRangeLabel(days, i18n.language)}
        onMove={move}
        onToday={() => update({ anchor: today })}
        onView={(next) => update({ view: next })}
        onMode={(next) => update({ mode: next })}
      />
      <AsOf queries={[query]} />
      {/* With data on screen a failed refresh is the "as of" marker above, not an error. */}
      {query.isError && query.data === undefined && (
        <div className="calendar-error" role="alert">
          <p>{t('grid.error')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('grid.retry')}
          </Button>
        </div>
      )}
      <div className="cal-swipe" {...swipe}>
        <TimeGrid
          days={gridDays}
          today={todayIso}
          nowMinutes={wallMinutes(now, timeZone)}
          // Busy time counts for where the grid first scrolls, so the grid waits for it too.
          loading={query.isPending || busy.isLoading}
          scrollKey={`${mode}:${startDate}:${endDate}`}
          summary={summary}
          renderItem={renderItem}
          onPickTime={(date, start) =>
            schedule.openCreate(mode === 'slots' ? 'slot' : 'session', start ? { date, start } : { date })
          }
        />
      </div>
      <EventDetailsSheet
        event={detailEvent}
        loadedFrom={[events]}
        timeZone={timeZone}
        now={now}
        onClose={() => {
          // An event opened by a link closes for good: a reload shows the calendar, not the dialog.
          if (detail?.kind === 'event' && detail.fromLink) dropEvent();
          setDetail(null);
        }}
        onDecline={(target) => setAsked({ target, fromLink: false })}
      />
      <SlotDetailsSheet
        slot={detailSlot}
        timeZone={timeZone}
        onClose={() => setDetail(null)}
        onDecline={(target) => setAsked({ target, fromLink: false })}
      />
      <DeclineSheet target={asked?.target ?? null} onClose={closeDecline} />
    </div>
  );
}
