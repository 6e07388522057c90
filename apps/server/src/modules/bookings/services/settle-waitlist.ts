import { deadlineOf, nextWaitlistStep } from '@sessionbook/domain';
import type { Db } from '../../../db/types.ts';
import { enqueueAll, type NewJob } from '../../../jobs/queue.ts';
import type { OutgoingEmail } from '../../../messaging/messages.ts';
import { countActiveRegistrations, type EventRow } from '../../calendar/queries.ts';
import { voucherRulesOf } from '../../vouchers/settings.ts';
import { ENDED_BY } from '../../../db/schema/bookings.ts';
import { endRegistration, findActiveWaitlistContacts, insertRegistration } from '../queries.ts';
import { findWaiting, holdsOffer, lockWaitingClients, offerPlaces } from '../waitlist-queries.ts';
import { registrationJobs } from './registration-jobs.ts';
import { recordWebhookEvents } from '../../webhooks/record-event.ts';
import { bookingWebhook } from '../webhook-data.ts';
import { spotOpenedEmails, waitlistOfferedEmail, type MailingProfessional } from './registration-emails.ts';

/** The job that lets a class's lapsed offers go and offers their places on (`waitlist-jobs.ts`). */
export const WAITLIST_SETTLE_JOB = 'waitlist.settle';

/** Settles the class's waitlist at `at` (an offer's end), once per class and instant. */
export const waitlistSettleJob = (eventId: string, at: Date): NewJob => ({
  kind: WAITLIST_SETTLE_JOB,
  payload: { eventId },
  runAt: at,
  key: `${WAITLIST_SETTLE_JOB}:${eventId}:${at.getTime()}`,
});

/**
 * A place opened in a class (a cancellation, a late cancel, a decline, a raised capacity, an offer
 * that ended): what its waitlist mode does with it (docs/product/rules.md#waitlist-modes), in the
 * transaction of that change and after the class's row lock, so two places opening at once are
 * settled one after the other and never given twice.
 *
 * - notify everyone: every waiting client who could register is e-mailed;
 * - offer in turn: the first eligible clients hold a place each until the hold ends (a job then lets
 *   lapsed offers go and settles again), e-mailed and texted;
 * - promote automatically: the first eligible clients are registered at once, with every job a
 *   registration has (their confirmation says they were promoted).
 *
 * Eligible excludes a client booked at an overlapping time: the waiting clients are locked first (by
 * id, the order registering uses), so nobody registers into a clashing session meanwhile. A client who
 * may no longer book with the professional counts as not eligible either. Returns the mails to send.
 */
export async function settleWaitlist(
  tx: Db,
  appUrl: string,
  professional: MailingProfessional,
  event: EventRow,
  now: Date,
): Promise<OutgoingEmail[]> {
  if (!event.isGroupSession || !event.waitlistAllowed || event.cancelledAt) return [];
  await lockWaitingClients(tx, event.id);
  const waiting = await findWaiting(tx, event);
  if (waiting.length === 0) return [];
  const active = await countActiveRegistrations(tx, event.id);
  const held = waiting.filter((entry) => holdsOffer(entry, now)).length;
  const { registration } = await voucherRulesOf(tx, event.professionalId, event.voucherTypeId);
  const step = nextWaitlistStep({
    mode: event.waitlistMode,
    freePlaces: event.maxEventRegs - active - held,
    now,
    registrationDeadline: deadlineOf(event.startTime, registration),
    waiting: waiting.map((entry) => ({
      id: entry.id,
      offered: holdsOffer(entry, now),
      passed: entry.passedAt !== null,
      clash: entry.clash || !entry.mayBook,
    })),
  });
  if (step.kind === 'nothing') return [];
  const chosen = new Set(step.entryIds);
  const entries = waiting.filter((entry) => chosen.has(entry.id));
  if (step.kind === 'promote') {
    for (const entry of entries) {
      await endRegistration(tx, 'waitlist', entry.id, { now, endedBy: ENDED_BY.client, reason: null });
      const placed = await insertRegistration(tx, {
        eventId: event.id,
        clientId: entry.clientId,
        professionalId: event.professionalId,
        voucherTypeId: entry.voucherTypeId,
      });
      await enqueueAll(tx, await registrationJobs(tx, placed, event, now, { promoted: true }));
      // A new place (booking.created, for tools that follow places) that the waitlist filled.
      await recordWebhookEvents(
        tx,
        event.professionalId,
        [
          bookingWebhook(tx, 'booking.created', { kind: 'registration', id: placed.id, fromWaitlist: true }),
          bookingWebhook(tx, 'waitlist.promoted', { kind: 'registration', id: placed.id }),
        ],
        now,
      );
    }
    return [];
  }
  const clientIds = new Set(entries.map((entry) => entry.clientId));
  const contacts = (await findActiveWaitlistContacts(tx, event.id)).filter((contact) =>
    clientIds.has(contact.clientId),
  );
  if (step.kind === 'notify') return spotOpenedEmails(appUrl, professional, event, contacts);
  await offerPlaces(tx, step.entryIds, step.expiresAt);
  await enqueueAll(tx, [waitlistSettleJob(event.id, step.expiresAt)]);
  return contacts.map((client) => waitlistOfferedEmail(appUrl, professional, event, client, step.expiresAt));
}
