import type { Db } from '../../../db/types.ts';
import type { NewJob } from '../../../jobs/queue.ts';
import { sessionReminderJobs } from '../../reminders/schedule.ts';
import { consumptionJob } from '../../vouchers/consumption-job.ts';
import { bookingConfirmationJob } from '../confirmation-job.ts';
import type { RegistrationRow } from '../queries.ts';

/**
 * What a new registration sets going, for the service that registers to enqueue in its transaction
 * (in one statement: `enqueueAll`): the client's booking confirmation, their reminders (decision 0029:
 * early enough to cancel, and on the day, from the event's start) and the voucher consumption at the
 * start.
 */
export async function registrationJobs(
  db: Db,
  registration: RegistrationRow,
  event: { startTime: Date },
  now: Date,
): Promise<NewJob[]> {
  return [
    ...(await sessionReminderJobs(db, { ...registration, startTime: event.startTime }, now)),
    bookingConfirmationJob(registration.id),
    consumptionJob({ id: registration.eventId, startTime: event.startTime }, now, registration.id),
  ];
}
