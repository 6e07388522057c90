import type { NewJob } from '../../jobs/queue.ts';

export const BOOKING_CONFIRMATION_JOB = 'booking.confirmation';

/**
 * The client's booking confirmation, a job of the transaction that registers (`registrationJobs`).
 * Rendering the mail and its .ics takes milliseconds of CPU and five more statements: done in the
 * registration's transaction, they held the class's row lock that long and halved registrations per
 * second under load, so the job worker writes the mail right after the commit instead.
 */
export function bookingConfirmationJob(
  registrationId: string,
  how: { promoted?: boolean; standing?: boolean } = {},
): NewJob {
  return {
    kind: BOOKING_CONFIRMATION_JOB,
    payload: {
      registrationId,
      ...(how.promoted ? { promoted: true } : {}),
      ...(how.standing ? { standing: true } : {}),
    },
    key: `${BOOKING_CONFIRMATION_JOB}:${registrationId}`,
  };
}
