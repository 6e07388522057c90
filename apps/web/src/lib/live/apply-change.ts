/**
 * What a live change makes stale (decision 0028): the queries tagged with its topic (topics.ts), the
 * client's list of professionals, or the signed-in user. Only queries on screen refetch at once;
 * the others are marked stale and refetch when shown.
 */
import type { LiveChange } from '@sessionbook/domain';
import type { QueryClient } from '@tanstack/react-query';
import { PROFESSIONALS_KEY } from '../professionals-api.ts';
import { hasTopic, liveTopics } from './topics.ts';

export interface LiveReader {
  /** The reader's own professional profile id, if they have one. */
  ownProfessionalId: string | null;
  /** Reads the signed-in user again and applies zone, language and name (lib/session.tsx). */
  refreshUser(): Promise<void>;
}

export async function applyLiveChange(
  queryClient: QueryClient,
  change: LiveChange,
  reader: LiveReader,
): Promise<void> {
  switch (change.scope) {
    case 'calendar': {
      // The client's combined calendar shows every professional they are a confirmed client of.
      const topics = [liveTopics.calendarOf(change.professional_id), liveTopics.allCalendars];
      if (change.professional_id === reader.ownProfessionalId) topics.push(liveTopics.ownCalendar);
      await Promise.all([
        queryClient.invalidateQueries({ predicate: (query) => hasTopic(query, (t) => topics.includes(t)) }),
        // A professional's name or picture shows in the client's list of professionals.
        queryClient.invalidateQueries({ queryKey: PROFESSIONALS_KEY }),
      ]);
      return;
    }
    case 'professionals':
      // Which professionals' calendars the client may see changed: the list and every calendar view.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PROFESSIONALS_KEY }),
        queryClient.invalidateQueries({
          predicate: (query) =>
            hasTopic(query, (t) => t.startsWith(liveTopics.calendarOf('')) || t === liveTopics.allCalendars),
        }),
      ]);
      return;
    case 'account':
      await reader.refreshUser().catch(() => undefined);
      return;
    case 'everything':
      await Promise.all([queryClient.invalidateQueries(), reader.refreshUser().catch(() => undefined)]);
  }
}
