import type { AppDeps } from '../../../core/deps.ts';
import type { Db } from '../../../db/types.ts';
import { findProfessionalContact } from '../client-queries.ts';
import { findClientContact } from '../queries.ts';
import { bookingConfirmedEmail, type MailedEvent } from './registration-emails.ts';

/**
 * Writes the client's booking confirmation, with the session's .ics, in the booking's transaction
 * (a class registration, a slot claim, an accepted session).
 */
export async function writeBookingConfirmation(
  deps: AppDeps,
  tx: Db,
  booking: { event: MailedEvent & { professionalId: string }; clientId: string; now: Date },
): Promise<void> {
  const client = await findClientContact(tx, booking.clientId);
  const professional = await findProfessionalContact(tx, booking.event.professionalId);
  if (!client || !professional) return;
  await deps.messages.email(
    tx,
    bookingConfirmedEmail(deps.config.appUrl, professional, booking.event, client, booking.now),
  );
}
