import type { Db } from '../../../db/types.ts';
import { cancelEventRows } from '../../calendar/queries.ts';
import { dropSessionReminders } from '../../reminders/schedule.ts';
import { reverseEventConsumptions } from '../../vouchers/ledger.ts';
import { endPlacesOfEvents } from '../queries.ts';
import { recordWebhookEvents } from '../../webhooks/record-event.ts';
import { bookingWebhook, professionalOfRegistration } from '../webhook-data.ts';

/**
 * Cancels events with what hangs on them, in the caller's transaction: the events (calendar), their
 * active registrations and waitlist entries (ended by the event), the reminders of those
 * registrations, and the vouchers used by ones already begun, which come back
 * (docs/product/rules.md#voucher-consumption).
 */
export async function cancelEvents(db: Db, ids: string[], now: Date, reason: string | null): Promise<void> {
  if (ids.length === 0) return;
  await cancelEventRows(db, ids, now, reason);
  const ended = await endPlacesOfEvents(db, ids, now, reason);
  await dropSessionReminders(db, ended);
  // Every place the cancellation ended is a booking cancelled by the professional's side.
  if (ended.length)
    await recordWebhookEvents(
      db,
      await professionalOfRegistration(db, ended[0]!),
      ended.map((id) =>
        bookingWebhook(db, 'booking.cancelled', {
          kind: 'registration',
          id,
          by: 'session_cancelled',
          reason,
        }),
      ),
      now,
    );
  await reverseEventConsumptions(db, ids, now);
}
