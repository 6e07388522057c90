/** The reply of every booking call: the outcome (the success message) and the event afterwards. */
import { bookingReply, type BookingReply } from '@sessionbook/domain';

export type BookingResult = BookingReply['data'];

export const parseBookingResult = (reply: unknown): BookingResult => bookingReply.shape.data.parse(reply);
