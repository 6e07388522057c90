/**
 * "Read now" queues a fetch (202, docs/api-busy-times.md): the calendar comes back as it stood. Until
 * its `last_fetched_at` moves on, or READ_WAIT_MS have passed (a fetch asked for twice within a minute
 * is queued once), the row says it is being read and the list asks again every few seconds.
 */
import type { BusyCalendar } from '@sessionbook/domain';
import { useCallback, useState } from 'react';

export const READ_WAIT_MS = 60_000;

interface Asked {
  fetchedAt: string | null;
  at: number;
}

export function useReading() {
  const [asked, setAsked] = useState<Record<string, Asked>>({});
  const isReading = (calendar: BusyCalendar) => {
    const ask = asked[calendar.id];
    return (
      ask !== undefined && calendar.last_fetched_at === ask.fetchedAt && Date.now() - ask.at < READ_WAIT_MS
    );
  };
  const markAsked = useCallback(
    (calendar: BusyCalendar) =>
      setAsked((old) => ({ ...old, [calendar.id]: { fetchedAt: calendar.last_fetched_at, at: Date.now() } })),
    [],
  );
  return { isReading, markAsked };
}
