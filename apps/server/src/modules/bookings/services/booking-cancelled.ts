import type { AppDeps } from '../../../core/deps.ts';
import { PermanentJobError, type JobHandler } from '../../../jobs/worker.ts';
import { BOOKING_CANCELLED_JOB } from '../cancellation-job.ts';
import { findProfessionalContact } from '../client-queries.ts';
import { findClientContact, findRegistrationWithEvent } from '../queries.ts';
import { bookingCancelledEmail, clientEndedEmail } from './registration-emails.ts';

export { BOOKING_CANCELLED_JOB };

/**
 * Writes what a client's cancellation tells (docs/product/rules.md#cancelling-and-declining): the
 * client's confirmation with the CANCEL of their place and the professional's notice, a late cancel
 * said as such. From the registration as it ended (reason, end, creation for the .ics SEQUENCE); a
 * cancelled claim's event is cancelled with it and still described.
 */
export function bookingCancelledHandler(deps: AppDeps): JobHandler {
  const { db } = deps.database;
  return {
    async run({ job, complete }) {
      const registrationId = job.payload.registrationId;
      if (typeof registrationId !== 'string')
        throw new PermanentJobError('booking.cancelled: registration id missing');
      const late = job.payload.late === true;
      const found = await findRegistrationWithEvent(db, registrationId);
      const cancelledAt = found?.registration.cancelledAt;
      if (!found || !cancelledAt) return complete();
      const { registration, event } = found;
      const client = await findClientContact(db, registration.clientId);
      const professional = await findProfessionalContact(db, event.professionalId);
      if (!client || !professional) return complete();
      const reason = registration.cancelReason;
      const { appUrl } = deps.config;
      const toClient = bookingCancelledEmail(appUrl, professional, event, client, reason, {
        createdAt: registration.createdAt,
        cancelledAt,
        late,
      });
      const toProfessional = clientEndedEmail(
        appUrl,
        professional,
        event,
        client,
        'registration_cancelled',
        reason,
        late ? 'late_cancel' : undefined,
      );
      await complete(async (tx) => {
        await deps.messages.notify(tx, { ...toClient, dedupeKey: `booking-cancelled:${registrationId}` });
        await deps.messages.notify(tx, {
          ...toProfessional,
          dedupeKey: `registration-cancelled:${registrationId}`,
        });
      });
    },
  };
}
