/**
 * How any screen of the professional theme opens the create, edit and cancel dialogs of events and
 * availability slots (docs/product/screens.md#dialogs). `ScheduleProvider`
 * (features/schedule) holds the one open dialog; the composition root (app/professional-shell.tsx)
 * mounts it around the professional shell, so the create button in the navigation (features/shell)
 * and the calendar's detail dialogs (features/calendar) share it without importing one another.
 */
import type { ProfessionalEventEntry, ProfessionalSlotEntry } from '@sessionbook/domain';
import { createContext, useContext } from 'react';

/** The three choices of the create button: availability slot, event with a client, group session. */
export type CreateKind = 'slot' | 'session' | 'class';

/** What a create dialog just made: an event (session or class) or a slot, from this local date on. */
export interface CreatedItem {
  kind: 'event' | 'slot';
  /** Local date `YYYY-MM-DD` of its (first) occurrence in the professional's zone. */
  date: string;
}

/** Prefills of a create dialog, e.g. from a click on an empty calendar cell. */
export interface CreateDefaults {
  /** Local date `YYYY-MM-DD` in the professional's zone. */
  date?: string;
  /** Local time `HH:mm`, a quarter hour. */
  start?: string;
}

export interface ScheduleActions {
  /** Starts loading the create dialogs' code, e.g. as the create menu opens, so a choice rarely waits. */
  preloadCreateDialogs(): void;
  openCreate(kind: CreateKind, defaults?: CreateDefaults): void;
  openEditEvent(event: ProfessionalEventEntry): void;
  openEditSlot(slot: ProfessionalSlotEntry): void;
  openCancelEvent(event: ProfessionalEventEntry): void;
  openCancelSlot(slot: ProfessionalSlotEntry): void;
  /**
   * Hears of each item a create dialog made, so the calendar can show it (issue 25: an event made
   * while availability slots are shown vanished). Returns the way to stop listening.
   */
  watchCreated(listener: (created: CreatedItem) => void): () => void;
}

export const ScheduleContext = createContext<ScheduleActions | null>(null);

export function useSchedule(): ScheduleActions {
  const actions = useContext(ScheduleContext);
  if (!actions) throw new Error('useSchedule needs a ScheduleProvider (the professional shell)');
  return actions;
}
