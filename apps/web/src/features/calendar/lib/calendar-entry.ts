/** What the grid places: an event or a slot with its instants parsed once. */
import type { ProfessionalEventEntry, ProfessionalSlotEntry } from '@sessionbook/domain';

export type CalendarEntry =
  | { kind: 'event'; id: string; start: Date; end: Date; event: ProfessionalEventEntry }
  | { kind: 'slot'; id: string; start: Date; end: Date; slot: ProfessionalSlotEntry };

export const eventEntries = (events: readonly ProfessionalEventEntry[]): CalendarEntry[] =>
  events.map((event) => ({
    kind: 'event',
    id: event.id,
    start: new Date(event.start_time),
    end: new Date(event.end_time),
    event,
  }));

export const slotEntries = (slots: readonly ProfessionalSlotEntry[]): CalendarEntry[] =>
  slots.map((slot) => ({
    kind: 'slot',
    id: slot.id,
    start: new Date(slot.start_time),
    end: new Date(slot.end_time),
    slot,
  }));
