/**
 * The event link of the mails and the calendar feed (`/professional/calendar?event={id}&date={day}`,
 * docs/decisions/0031-links-open-in-their-role.md): the calendar opens on the link's day, finds the
 * event among that window's events and opens its details. An event that moved since the link was
 * written is searched for (lib/event-search.ts) and the calendar moves to its day first; one that is
 * nowhere to be seen gets a message and the link is dropped. After a network failure the link stays,
 * so a reload tries again.
 */
import { wallTimeIn, type ProfessionalEventEntry } from '@sessionbook/domain';
import { useEffect, useMemo, useState } from 'react';
import { useToast } from '../../lib/toast.tsx';
import { useFindEvent } from './api/find-event.ts';
import type { PlainDate } from './lib/calendar-range.ts';

interface EventLinkOptions {
  eventId: string | null;
  /** The calendar shows events (not availability slots). */
  eventsShown: boolean;
  /** The events of the days shown, once loaded. */
  windowEvents: readonly ProfessionalEventEntry[] | undefined;
  visibleDates: readonly string[];
  today: PlainDate;
  timeZone: string;
  /** Shows the events view on this local day. */
  showDay: (date: string) => void;
  open: (event: ProfessionalEventEntry) => void;
  drop: () => void;
}

export function useEventLink({
  eventId,
  eventsShown,
  windowEvents,
  visibleDates,
  today,
  timeZone,
  showDay,
  open,
  drop,
}: EventLinkOptions) {
  const toast = useToast();
  const [handled, setHandled] = useState<string | null>(null);
  const pending = eventId !== null && handled !== eventId;
  const inWindow = useMemo(
    () => (pending && eventsShown ? windowEvents?.find((event) => event.id === eventId) : undefined),
    [pending, eventsShown, windowEvents, eventId],
  );
  // Look further only once the days shown are loaded and do not have it.
  const search = pending && eventsShown && windowEvents !== undefined && !inWindow;
  const found = useFindEvent(eventId, today, search);

  useEffect(() => {
    if (!pending || eventId === null) return;
    if (!eventsShown) {
      // The link is about an event: the availability view shows none.
      showDay(visibleDates[0] ?? today.toString());
      return;
    }
    const done = () => setHandled(eventId);
    if (inWindow) {
      done();
      open(inWindow);
      return;
    }
    if (windowEvents === undefined) return;
    if (found.isError) {
      done();
      toast.error(found.error);
      return;
    }
    if (found.data === undefined) return;
    if (found.data === null) {
      done();
      toast.error('calendar:toasts.event_not_found');
      drop();
      return;
    }
    const date = wallTimeIn(new Date(found.data.start_time), timeZone).date;
    // Move first; the dialog opens once the calendar shows that day (a route change closes dialogs).
    if (!visibleDates.includes(date)) {
      showDay(date);
      return;
    }
    done();
    open(found.data);
  }, [
    pending,
    eventId,
    eventsShown,
    windowEvents,
    inWindow,
    found.isError,
    found.error,
    found.data,
    visibleDates,
    today,
    timeZone,
    showDay,
    open,
    drop,
    toast,
  ]);
}
