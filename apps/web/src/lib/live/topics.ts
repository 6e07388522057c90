/**
 * Which live changes (lib/live, decision 0028) make a query stale: each query of something another
 * person or device can change names its topics in `meta.live`, and a change invalidates exactly the
 * queries with its topic. The same tag marks what the offline cache keeps (lib/offline-cache.ts).
 */
import type { Query } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { live?: readonly string[] };
  }
}

export const liveTopics = {
  /** The professional's own calendar, client book and vouchers. */
  ownCalendar: 'own-calendar',
  /** What a client sees of one professional: their calendar, the client's bookings and vouchers there. */
  calendarOf: (professionalId: string) => `calendar:${professionalId}`,
  /** What a client sees of all their professionals at once: the combined calendar (decision 0038). */
  allCalendars: 'all-calendars',
} as const;

/** `meta` for a query that the given topics make stale. */
export const liveMeta = (...topics: string[]) => ({ live: topics });

/** True for a query tagged with a topic that `wanted` accepts. */
export const hasTopic = (query: Query, wanted: (topic: string) => boolean): boolean =>
  query.meta?.live?.some(wanted) ?? false;
