/** The client calendar's sheets, loaded once wanted (lib/lazy-sheet.tsx). */
import { lazySheet } from '../../../lib/lazy-sheet.tsx';
import type { EventDetailsDialogProps } from './event-details-dialog.tsx';
import type { SlotBookingDialogProps } from './slot-booking-dialog.tsx';

const eventDetails = lazySheet<EventDetailsDialogProps>(
  () => import('./event-details-dialog.tsx').then((module) => module.EventDetailsDialog),
  (props) => props.event !== null,
);
const slotBooking = lazySheet<SlotBookingDialogProps>(
  () => import('./slot-booking-dialog.tsx').then((module) => module.SlotBookingDialog),
  (props) => props.slot !== null,
);

export const EventDetailsSheet = eventDetails.Sheet;
export const SlotBookingSheet = slotBooking.Sheet;

/** After the agenda's first paint, so the first tap on an item finds its sheet loaded. */
export function preloadSheets(): void {
  eventDetails.preload();
  slotBooking.preload();
}
