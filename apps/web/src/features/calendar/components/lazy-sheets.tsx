/** The professional calendar's dialogs, loaded once wanted (lib/lazy-sheet.tsx). */
import { lazySheet } from '../../../lib/lazy-sheet.tsx';
import type { DeclineTarget } from './decline-dialog.tsx';
import type { EventDetailsDialogProps } from './event-details-dialog.tsx';
import type { SlotDetailsDialogProps } from './slot-details-dialog.tsx';

const eventDetails = lazySheet<EventDetailsDialogProps>(
  () => import('./event-details-dialog.tsx').then((module) => module.EventDetailsDialog),
  (props) => props.event !== null,
);
const slotDetails = lazySheet<SlotDetailsDialogProps>(
  () => import('./slot-details-dialog.tsx').then((module) => module.SlotDetailsDialog),
  (props) => props.slot !== null,
);
const decline = lazySheet<{ target: DeclineTarget | null; onClose: () => void }>(
  () => import('./decline-dialog.tsx').then((module) => module.DeclineDialog),
  (props) => props.target !== null,
);

export const EventDetailsSheet = eventDetails.Sheet;
export const SlotDetailsSheet = slotDetails.Sheet;
export const DeclineSheet = decline.Sheet;

/** After the grid's first paint, so the first tap on an item finds its dialog loaded. */
export function preloadSheets(): void {
  eventDetails.preload();
  slotDetails.preload();
  decline.preload();
}
