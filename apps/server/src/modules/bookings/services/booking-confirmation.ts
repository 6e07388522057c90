import type { AppDeps } from '../../../core/deps.ts';
import type { JobHandler } from '../../../jobs/worker.ts';
import { eventUrl } from '../../../messaging/app-links.ts';
import { tellOfNewBooking } from '../../notifications/booking-updates.ts';
import { voucherRulesOf } from '../../vouchers/settings.ts';
import { findProfessionalContact } from '../client-queries.ts';
import { findClientContact, findRegistrationWithEvent } from '../queries.ts';
import { BOOKING_CONFIRMATION_JOB } from '../confirmation-job.ts';
import { bookingConfirmedEmail, clientName } from './registration-emails.ts';

export { BOOKING_CONFIRMATION_JOB };

/**
 * Writes what a new booking tells (a class, a slot claim, an accepted session), unless the
 * registration or its event ended before the job ran: `booking_confirmed` to the client with the
 * session's .ics and its cancellation deadline, and the professional's booking update, at once or in
 * their daily summary (decision 0029).
 */
export function bookingConfirmationHandler(deps: AppDeps): JobHandler {
  const { db } = deps.database;
  return {
    async run({ job, complete }) {
      const registrationId = String(job.payload.registrationId);
      const found = await findRegistrationWithEvent(db, registrationId);
      if (!found || found.registration.cancelledAt || found.event.cancelledAt) return complete();
      const { event, registration } = found;
      const client = await findClientContact(db, registration.clientId);
      const professional = await findProfessionalContact(db, event.professionalId);
      if (!client || !professional) return complete();
      const now = deps.clock();
      const rules = await voucherRulesOf(db, event.professionalId, registration.voucherTypeId);
      const mail = bookingConfirmedEmail(
        deps.config.appUrl,
        professional,
        event,
        client,
        {
          createdAt: registration.createdAt,
          cancellationHours: rules.cancellation,
          lateCancel: rules.lateCancel,
          promoted: job.payload.promoted === true,
        },
        now,
      );
      await complete(async (tx) => {
        // A date of a standing spot: its client had one mail for all the dates.
        if (job.payload.standing !== true)
          await deps.messages.email(tx, { ...mail, dedupeKey: `booking:${registrationId}` });
        await tellOfNewBooking(
          deps.messages,
          tx,
          {
            kind: event.availabilitySlotId ? 'claimed' : event.isGroupSession ? 'registered' : 'accepted',
            userId: professional.userId,
            client: clientName(client),
            event,
            url: eventUrl(deps.config.appUrl, 'professional', event, professional.timeZone),
            dedupeKey: `booking-update:${registrationId}`,
          },
          now,
        );
      });
    },
  };
}
