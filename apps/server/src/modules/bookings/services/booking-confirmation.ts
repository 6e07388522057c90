import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../core/deps.ts';
import { eventRegistrations, events } from '../../../db/schema.ts';
import type { JobHandler } from '../../../jobs/worker.ts';
import { findProfessionalContact } from '../client-queries.ts';
import { findClientContact } from '../queries.ts';
import { BOOKING_CONFIRMATION_JOB } from '../confirmation-job.ts';
import { bookingConfirmedEmail } from './registration-emails.ts';

export { BOOKING_CONFIRMATION_JOB };

/**
 * Writes `booking_confirmed` with the session's .ics (a class, a slot claim, an accepted session),
 * unless the registration or its event ended before the job ran.
 */
export function bookingConfirmationHandler(deps: AppDeps): JobHandler {
  const { db } = deps.database;
  return {
    async run({ job, complete }) {
      const registrationId = String(job.payload.registrationId);
      const [found] = await db
        .select({ registration: eventRegistrations, event: events })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.eventId))
        .where(eq(eventRegistrations.id, registrationId));
      if (!found || found.registration.cancelledAt || found.event.cancelledAt) return complete();
      const client = await findClientContact(db, found.registration.clientId);
      const professional = await findProfessionalContact(db, found.event.professionalId);
      if (!client || !professional) return complete();
      const mail = bookingConfirmedEmail(deps.config.appUrl, professional, found.event, client, deps.clock());
      await complete((tx) => deps.messages.email(tx, { ...mail, dedupeKey: `booking:${registrationId}` }));
    },
  };
}
