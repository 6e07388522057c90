/**
 * What the calendar shows for the window (decision 0038): the combined calendar of all confirmed
 * professionals, or one of them (the same reply filtered, so switching costs nothing), each
 * professional in their colour; or one professional the client is not connected with (a public
 * profile's link), through that professional's own calls.
 */
import { type ClientEventEntry, type ClientSlotEntry, type ProfessionalEntry } from '@sessionbook/domain';
import { useMemo } from 'react';
// Not the form barrel: its widgets and styles would join the calendar's first paint.
import { isApiError } from '../../components/form/use-server-errors.ts';
import type { ShownQuery } from '../../components/ui/index.ts';
import { useClientCalendar } from './api/get-client-calendar.ts';
import { useClientEvents } from './api/get-client-events.ts';
import { useClientSlots } from './api/get-client-slots.ts';

export interface ShownCalendarOptions {
  /** The professional asked for, or null for all of them. */
  selected: string | null;
  /** The confirmed professionals, once known. */
  confirmed: readonly ProfessionalEntry[] | undefined;
  startDate: string;
  endDate: string;
}

export interface ShownCalendar {
  /** Whether the professional asked for is one the client is connected with (all of them: true). */
  connected: boolean;
  events: ClientEventEntry[] | undefined;
  slots: ClientSlotEntry[] | undefined;
  /** Each professional's colour, by id; null when there are fewer than two to tell apart. */
  colours: ReadonlyMap<string, number> | null;
  /** The queries behind what is shown (for "as of" and retrying). */
  queries: (ShownQuery & { refetch: () => Promise<unknown> })[];
  loading: boolean;
  /** Nothing to show because loading failed (with data on screen, "as of" says it instead). */
  failed: boolean;
  /** The professional asked for is not connected and their calendar is not public (404). */
  unavailable: boolean;
}

export function useShownCalendar({
  selected,
  confirmed,
  startDate,
  endDate,
}: ShownCalendarOptions): ShownCalendar {
  const ids = useMemo(() => (confirmed ?? []).map((entry) => entry.professional.id), [confirmed]);
  const connected = selected === null || ids.includes(selected);
  // All professionals (the landing view) is asked for beside the list of them rather than after it:
  // one round trip less before the week shows; only a client found to have none drops it.
  const combinedWanted =
    selected === null ? confirmed === undefined || ids.length > 0 : confirmed !== undefined && connected;
  const combined = useClientCalendar(startDate, endDate, combinedWanted);
  const other = confirmed !== undefined && !connected ? selected : null;
  const otherEvents = useClientEvents(other, startDate, endDate);
  const otherSlots = useClientSlots(other, startDate, endDate);

  const mine = combined.data;
  // The server decides the colours (they depend on connections that ended, which only it knows).
  const colours = useMemo(
    () =>
      confirmed && confirmed.length > 1 && mine
        ? new Map(mine.professionals.map((professional) => [professional.id, professional.colour]))
        : null,
    [confirmed, mine],
  );
  const events = useMemo(
    () =>
      other !== null
        ? otherEvents.data
        : selected === null
          ? mine?.events
          : mine?.events.filter((event) => event.professional_id === selected),
    [other, otherEvents.data, selected, mine],
  );
  const slots = useMemo(
    () =>
      other !== null
        ? otherSlots.data
        : selected === null
          ? mine?.slots
          : mine?.slots.filter((slot) => slot.professional_id === selected),
    [other, otherSlots.data, selected, mine],
  );

  const queries = other !== null ? [otherEvents, otherSlots] : combinedWanted ? [combined] : [];
  return {
    connected,
    events,
    slots,
    colours,
    queries,
    loading: queries.some((query) => query.isPending),
    failed: queries.some((query) => query.isError && query.data === undefined),
    unavailable:
      other !== null &&
      [otherEvents.error, otherSlots.error].some((error) => isApiError(error) && error.status === 404),
  };
}
