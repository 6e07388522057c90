/**
 * Finds the event or slot of a link (there is no call for one item): window after window of
 * `searchWindows`, first for the professional the link names (a public profile's, maybe not yet
 * connected), then for all the client's professionals. Null when it is nowhere to be seen.
 */
import type { ClientEventEntry, ClientSlotEntry } from '@sessionbook/domain';
import { useQuery } from '@tanstack/react-query';
import type { PlainDate } from '../lib/agenda-range.ts';
import type { CalendarLink } from '../lib/calendar-url.ts';
import { searchWindows } from '../../../lib/event-search.ts';
import { getClientEvents } from './get-client-events.ts';
import { getClientSlots } from './get-client-slots.ts';
import { clientCalendarKeys } from './keys.ts';
import { liveMeta, liveTopics } from '../../../lib/live/topics.ts';

export type LinkedItem = { kind: 'event'; event: ClientEventEntry } | { kind: 'slot'; slot: ClientSlotEntry };

async function findIn(link: CalendarLink, start: string, end: string, professionalId?: string) {
  if (link.kind === 'event') {
    const event = (await getClientEvents(start, end, professionalId)).find((entry) => entry.id === link.id);
    return event ? ({ kind: 'event', event } as const) : null;
  }
  const slot = (await getClientSlots(start, end, professionalId)).find((entry) => entry.id === link.id);
  return slot ? ({ kind: 'slot', slot } as const) : null;
}

export async function findLinked(
  link: CalendarLink,
  today: PlainDate,
  professionalId: string | null,
): Promise<LinkedItem | null> {
  const whose = professionalId ? [professionalId, undefined] : [undefined];
  for (const professional of whose)
    for (const window of searchWindows(today)) {
      const found = await findIn(link, window.start, window.end, professional);
      if (found) return found;
    }
  return null;
}

export function useFindLinked(
  link: CalendarLink | null,
  today: PlainDate,
  professionalId: string | null,
  enabled: boolean,
) {
  return useQuery({
    queryKey: clientCalendarKeys.findLinked(link?.kind ?? 'event', link?.id ?? '', professionalId ?? ''),
    meta: liveMeta(liveTopics.calendarOf(professionalId ?? '')),
    queryFn: () => (link ? findLinked(link, today, professionalId) : null),
    enabled: enabled && link !== null,
    staleTime: Infinity,
    retry: false,
  });
}
