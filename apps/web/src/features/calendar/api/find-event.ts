/**
 * Finds the event of a link (`?event={id}`) that is not in the days shown, window after window of
 * lib/event-search.ts (there is no call for one event). Null when it is nowhere to be seen.
 */
import type { ProfessionalEventEntry } from '@sessionbook/domain';
import { useQuery } from '@tanstack/react-query';
import { searchWindows } from '../../../lib/event-search.ts';
import { scheduleKeys } from '../../../lib/schedule-keys.ts';
import type { PlainDate } from '../lib/calendar-range.ts';
import { getEvents } from './get-events.ts';

export async function findEvent(id: string, today: PlainDate): Promise<ProfessionalEventEntry | null> {
  for (const window of searchWindows(today)) {
    const event = (await getEvents(window.start, window.end)).find((entry) => entry.id === id);
    if (event) return event;
  }
  return null;
}

export function useFindEvent(id: string | null, today: PlainDate, enabled: boolean) {
  return useQuery({
    queryKey: scheduleKeys.linkedEvent(id ?? ''),
    queryFn: () => findEvent(id ?? '', today),
    enabled: enabled && id !== null,
    staleTime: Infinity,
    retry: false,
  });
}
