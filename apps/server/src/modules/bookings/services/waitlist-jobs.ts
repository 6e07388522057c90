import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../core/deps.ts';
import { ENDED_BY, eventRegistrations } from '../../../db/schema/bookings.ts';
import { events } from '../../../db/schema/scheduling.ts';
import type { Db } from '../../../db/types.ts';
import { PermanentJobError, type JobHandler } from '../../../jobs/worker.ts';
import type { OutgoingEmail } from '../../../messaging/messages.ts';
import { lockEventById } from '../../calendar/queries.ts';
import { findProfessionalContact } from '../client-queries.ts';
import { endRegistration, findClientContact, lockRegistration } from '../queries.ts';
import {
  findOffer,
  findOverlappingWaitlistEntries,
  holdsOffer,
  passLapsedOffers,
} from '../waitlist-queries.ts';
import { OVERLAPPING_WAITLIST_JOB } from './registration-jobs.ts';
import { waitlistOfferLapsedEmail } from './registration-emails.ts';
import { settleWaitlist, WAITLIST_SETTLE_JOB } from './settle-waitlist.ts';

export { OVERLAPPING_WAITLIST_JOB, WAITLIST_SETTLE_JOB };

const stringPayload = (value: unknown, what: string): string => {
  if (typeof value !== 'string') throw new PermanentJobError(`${what} missing`);
  return value;
};

/**
 * At an offer's end (docs/product/rules.md#waitlist-modes): the offers of the class that ran out are
 * let go (each client is told and stays on the waitlist, never offered this class again), and the
 * places they held are settled again, to the next in line. In the transaction that completes the
 * job, so a second run finds nothing left to let go.
 */
export function waitlistSettleHandler(deps: AppDeps): JobHandler {
  return {
    async run({ job, complete }) {
      const eventId = stringPayload(job.payload.eventId, 'waitlist.settle: event id');
      const now = deps.clock();
      await complete(async (tx) => {
        const event = await lockEventById(tx, eventId);
        if (!event) return;
        const lapsed = await passLapsedOffers(tx, event.id, now);
        const professional = await findProfessionalContact(tx, event.professionalId);
        if (lapsed.length === 0 || !professional) return;
        const mail: OutgoingEmail[] = [];
        for (const entry of lapsed) {
          const client = await findClientContact(tx, entry.clientId);
          if (client) mail.push(waitlistOfferLapsedEmail(deps.config.appUrl, professional, event, client));
        }
        mail.push(...(await settleWaitlist(tx, deps.config.appUrl, professional, event, now)));
        for (const message of mail) await deps.messages.notify(tx, message);
      });
    },
  };
}

/** The registration's client and session, if both are still live. */
async function liveRegistration(db: Db, registrationId: string) {
  const [row] = await db
    .select({
      clientId: eventRegistrations.clientId,
      cancelledAt: eventRegistrations.cancelledAt,
      event: { id: events.id, startTime: events.startTime, endTime: events.endTime },
      eventCancelledAt: events.cancelledAt,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.id, registrationId));
  return row && !row.cancelledAt && !row.eventCancelledAt ? row : null;
}

/**
 * Once a client has a place, their waitlist entries in other classes at overlapping times end
 * (docs/product/rules.md#waitlist-modes): they cannot be in two places at once, and a held offer they
 * no longer need goes on to the next client. Each class is locked in id order before its entry, as
 * every other change of a class locks it first. Nobody is told: the client has just been placed, and
 * their calendar no longer shows the entries.
 */
export function endOverlappingWaitlistHandler(deps: AppDeps): JobHandler {
  return {
    async run({ job, complete }) {
      const registrationId = stringPayload(job.payload.registrationId, `${OVERLAPPING_WAITLIST_JOB}: id`);
      const now = deps.clock();
      await complete(async (tx) => {
        const placed = await liveRegistration(tx, registrationId);
        if (!placed) return;
        const overlapping = await findOverlappingWaitlistEntries(tx, placed.clientId, placed.event);
        const mail: OutgoingEmail[] = [];
        for (const entry of overlapping) {
          const other = await lockEventById(tx, entry.eventId);
          const locked = other && (await lockRegistration(tx, 'waitlist', entry.id));
          if (!other || !locked || locked.cancelledAt) continue;
          const offer = await findOffer(tx, entry.id);
          await endRegistration(tx, 'waitlist', entry.id, { now, endedBy: ENDED_BY.client, reason: null });
          const professional =
            offer && holdsOffer(offer, now) && (await findProfessionalContact(tx, other.professionalId));
          if (professional)
            mail.push(...(await settleWaitlist(tx, deps.config.appUrl, professional, other, now)));
        }
        for (const message of mail) await deps.messages.notify(tx, message);
      });
    },
  };
}
