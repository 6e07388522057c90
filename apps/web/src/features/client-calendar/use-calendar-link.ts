/**
 * The links into the calendar: `?event={id}` (the e-mails, the public profile) and `?slot={id}` (the
 * public profile). Find the item (in the week shown, else in the widest windows around today), show
 * its day in the calendar of all professionals when that is the view and the item is one of theirs,
 * else in its professional's own, then open it. An item the client cannot see gets a message and the
 * link is dropped; after a network failure it stays, so a reload tries again.
 */
import { wallTimeIn, type ClientEventEntry, type ClientSlotEntry } from '@sessionbook/domain';
import { useEffect, useMemo, useState } from 'react';
import { useToast } from '../../lib/toast.tsx';
import { useFindLinked, type LinkedItem } from './api/find-linked.ts';
import type { PlainDate } from './lib/agenda-range.ts';
import type { CalendarLink } from './lib/calendar-url.ts';

interface CalendarLinkOptions {
  link: CalendarLink | null;
  /** The professional shown, or null for all of them. */
  selected: string | null;
  /** The client's confirmed professionals, by id. */
  confirmedIds: readonly string[];
  /** Whether a calendar is shown at all (a client without professionals has none). */
  showing: boolean;
  /** The professionals are known, so what is shown is final. */
  ready: boolean;
  /** The week shown, once loaded. */
  windowEvents: readonly ClientEventEntry[] | undefined;
  windowSlots: readonly ClientSlotEntry[] | undefined;
  visibleDates: readonly string[];
  today: PlainDate;
  timeZone: string;
  /** Shows the calendar of one professional (null: all of them) on that day. */
  show: (professionalId: string | null, date: string) => void;
  open: (item: LinkedItem) => void;
  drop: () => void;
}

const linkKey = (link: CalendarLink) => `${link.kind}:${link.id}`;

export function useCalendarLink({
  link,
  selected,
  confirmedIds,
  showing,
  ready,
  windowEvents,
  windowSlots,
  visibleDates,
  today,
  timeZone,
  show,
  open,
  drop,
}: CalendarLinkOptions) {
  const toast = useToast();
  const [handled, setHandled] = useState<string | null>(null);
  const pending = link !== null && handled !== linkKey(link);
  const inWindow = useMemo(
    () => (pending && link ? findInWindow(link, windowEvents, windowSlots) : undefined),
    [pending, link, windowEvents, windowSlots],
  );
  const windowLoaded = (link?.kind === 'event' ? windowEvents : windowSlots) !== undefined;
  // Look further only when the week shown (or the lack of a calendar) cannot have it.
  const search = pending && ready && !inWindow && (!showing || windowLoaded);
  const found = useFindLinked(link, today, selected, search);

  useEffect(() => {
    if (!pending || !link || !ready) return;
    const done = () => setHandled(linkKey(link));
    if (inWindow) {
      done();
      open(inWindow);
      return;
    }
    if (found.isError) {
      done();
      toast.error(found.error);
      return;
    }
    if (found.data === undefined) return;
    if (found.data === null) {
      done();
      toast.error(`booking:toasts.${link.kind}_not_found`);
      drop();
      return;
    }
    const item = found.data;
    const entry = item.kind === 'event' ? item.event : item.slot;
    const date = wallTimeIn(new Date(entry.start_time), timeZone).date;
    // The calendar of all professionals shows any of theirs; else the item's professional's own.
    const whose =
      selected === null && confirmedIds.includes(entry.professional_id) ? null : entry.professional_id;
    // Move first; the sheet opens once the calendar shows that day (a route change closes dialogs).
    if (whose !== selected || !visibleDates.includes(date)) {
      show(whose, date);
      return;
    }
    done();
    open(item);
  }, [
    pending,
    link,
    ready,
    inWindow,
    found.isError,
    found.error,
    found.data,
    selected,
    confirmedIds,
    visibleDates,
    timeZone,
    show,
    open,
    drop,
    toast,
  ]);
}

function findInWindow(
  link: CalendarLink,
  events: readonly ClientEventEntry[] | undefined,
  slots: readonly ClientSlotEntry[] | undefined,
): LinkedItem | undefined {
  if (link.kind === 'event') {
    const event = events?.find((entry) => entry.id === link.id);
    return event && { kind: 'event', event };
  }
  const slot = slots?.find((entry) => entry.id === link.id);
  return slot && { kind: 'slot', slot };
}
