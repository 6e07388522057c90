import type { Db } from '../../db/types.ts';
import { enqueue, type NewJob } from '../../jobs/queue.ts';

export const BOOKING_CONFIRMATION_JOB = 'booking.confirmation';

/**
 * Schedules the client's booking confirmation in the transaction that registers. Rendering the mail
 * and its .ics takes milliseconds of CPU and five more statements: done in the registration's
 * transaction, they held the class's row lock that long and halved registrations per second under
 * load, so the job worker writes the mail right after the commit instead.
 */
export async function scheduleBookingConfirmation(db: Db, registrationId: string): Promise<void> {
  await enqueue(db, bookingConfirmationJob(registrationId));
}

/** The job `scheduleBookingConfirmation` stores. */
export function bookingConfirmationJob(registrationId: string): NewJob {
  return {
    kind: BOOKING_CONFIRMATION_JOB,
    payload: { registrationId },
    key: `${BOOKING_CONFIRMATION_JOB}:${registrationId}`,
  };
}
