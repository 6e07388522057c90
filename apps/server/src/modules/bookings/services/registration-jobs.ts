import type { Db } from '../../../db/types.ts';
import type { NewJob } from '../../../jobs/queue.ts';
import { sessionReminderJobs } from '../../reminders/schedule.ts';
import { consumptionJob } from '../../vouchers/consumption-job.ts';
import { bookingConfirmationJob } from '../confirmation-job.ts';
import type { RegistrationRow } from '../queries.ts';

/** The job that ends a newly placed client's waitlist entries at overlapping times (`waitlist-jobs.ts`). */
export const OVERLAPPING_WAITLIST_JOB = 'waitlist.end_overlapping';

/**
 * What a new registration sets going, for the service that registers to enqueue in its transaction
 * (in one statement: `enqueueAll`): the booking's confirmation (worded as a promotion when the
 * waitlist placed them; for a date of a standing spot only the professional's update, as the client
 * hears of all the dates in one mail), their reminders (decision 0029: early enough to cancel, and on the day, from
 * the event's start), the voucher consumption at the start, and the end of their waitlist entries at
 * overlapping times (docs/product/rules.md#waitlist-modes).
 */
export async function registrationJobs(
  db: Db,
  registration: RegistrationRow,
  event: { startTime: Date },
  now: Date,
  how: { promoted?: boolean; standing?: boolean } = {},
): Promise<NewJob[]> {
  return [
    ...(await sessionReminderJobs(db, { ...registration, startTime: event.startTime }, now)),
    bookingConfirmationJob(registration.id, how),
    consumptionJob({ id: registration.eventId, startTime: event.startTime }, now, registration.id),
    {
      kind: OVERLAPPING_WAITLIST_JOB,
      payload: { registrationId: registration.id },
      key: `${OVERLAPPING_WAITLIST_JOB}:${registration.id}`,
    },
  ];
}
