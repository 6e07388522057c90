import type { NewJob } from '../../jobs/queue.ts';

export const WAITLIST_JOINED_JOB = 'waitlist.joined';

/**
 * The client's `waitlist_joined` mail, a job of the transaction (or the one call of
 * `register_for_class`) that puts them on a class's waitlist, with the position they joined at.
 * Rendered by the job worker right after the commit, as a booking's confirmation is
 * (confirmation-job.ts), so joining holds the class's row lock no longer than writing the entry.
 */
export function waitlistJoinedJob(waitlistId: string, position: number): NewJob {
  return {
    kind: WAITLIST_JOINED_JOB,
    payload: { waitlistId, position },
    key: `${WAITLIST_JOINED_JOB}:${waitlistId}`,
  };
}
