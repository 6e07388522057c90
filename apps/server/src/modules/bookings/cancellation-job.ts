import type { NewJob } from '../../jobs/queue.ts';

export const BOOKING_CANCELLED_JOB = 'booking.cancelled';

/**
 * What a client's own cancellation tells, a job of the transaction that ends the place: the client's
 * `booking_cancelled` with the CANCEL of their place, and the professional's `registration_cancelled`.
 * Rendered by the job worker from the ended registration (its reason and end are stored), so the
 * cancellation holds the class's row lock no longer than its writes (confirmation-job.ts).
 */
export function bookingCancelledJob(registrationId: string, how: { late: boolean }): NewJob {
  return {
    kind: BOOKING_CANCELLED_JOB,
    payload: { registrationId, ...(how.late ? { late: true } : {}) },
    key: `${BOOKING_CANCELLED_JOB}:${registrationId}`,
  };
}
