import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../core/deps.ts';
import { waitlistRegistrations } from '../../../db/schema/bookings.ts';
import { events } from '../../../db/schema/scheduling.ts';
import { PermanentJobError, type JobHandler } from '../../../jobs/worker.ts';
import { findProfessionalContact } from '../client-queries.ts';
import { findClientContact } from '../queries.ts';
import { WAITLIST_JOINED_JOB } from '../waitlist-joined-job.ts';
import { waitlistJoinedEmail } from './registration-emails.ts';

export { WAITLIST_JOINED_JOB };

/**
 * Tells a client they are on a class's waitlist and at which place (docs/product/rules.md#waitlist),
 * unless the entry or the class ended before the job ran (a place taken meanwhile says so itself).
 */
export function waitlistJoinedHandler(deps: AppDeps): JobHandler {
  const { db } = deps.database;
  return {
    async run({ job, complete }) {
      const waitlistId = job.payload.waitlistId;
      const position = job.payload.position;
      if (typeof waitlistId !== 'string' || typeof position !== 'number')
        throw new PermanentJobError('waitlist.joined: entry id or position missing');
      const [found] = await db
        .select({ entry: waitlistRegistrations, event: events })
        .from(waitlistRegistrations)
        .innerJoin(events, eq(events.id, waitlistRegistrations.eventId))
        .where(eq(waitlistRegistrations.id, waitlistId));
      if (!found || found.entry.cancelledAt || found.event.cancelledAt) return complete();
      const client = await findClientContact(db, found.entry.clientId);
      const professional = await findProfessionalContact(db, found.event.professionalId);
      if (!client || !professional) return complete();
      const mail = waitlistJoinedEmail(deps.config.appUrl, professional, found.event, client, position);
      await complete((tx) =>
        deps.messages.notify(tx, { ...mail, dedupeKey: `waitlist-joined:${waitlistId}` }),
      );
    },
  };
}
