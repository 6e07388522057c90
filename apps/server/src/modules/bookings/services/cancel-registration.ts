import {
  cancelTerms,
  VALIDATION_MESSAGES,
  type CancelTerms,
  type CancelRegistrationInput,
  type RegistrationKind,
} from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import { ENDED_BY } from '../../../db/schema/bookings.ts';
import type { Db } from '../../../db/types.ts';
import { transactionWithMail, type OutgoingEmail } from '../../../messaging/messages.ts';
import { lockEvent, lockProfessional, type EventRow } from '../../calendar/queries.ts';
import { chargeLateCancel } from '../../vouchers/late-cancels-and-no-shows.ts';
import { voucherRulesOf } from '../../vouchers/settings.ts';
import { findClientEntry, findProfessionalContact } from '../client-queries.ts';
import { endRegistration, findClientContact, lockRegistration } from '../queries.ts';
import { dropSessionReminders } from '../../reminders/schedule.ts';
import { clientEndedEmail } from './registration-emails.ts';
import { enqueueAll } from '../../../jobs/queue.ts';
import { bookingCancelledJob } from '../cancellation-job.ts';
import { registrationNotFound } from './registration-rules.ts';
import { settleWaitlist } from './settle-waitlist.ts';
import { findOffer, holdsOffer } from '../waitlist-queries.ts';
import { cancelEvents } from './cancel-events.ts';
import { recordWebhookEvent } from '../../webhooks/record-event.ts';
import { bookingWebhook } from '../webhook-data.ts';

/** `cancelled_reason` of a claim event its client cancelled (like `claim_declined`). */
export const CLAIM_CANCELLED_REASON = 'claim_cancelled';

/** docs/product/rules.md#late-cancels-and-no-shows: may a place in this event be cancelled now, and at what cost. */
export async function cancelTermsOf(
  tx: Db,
  event: { professionalId: string; voucherTypeId: number; startTime: Date },
  now: Date,
): Promise<CancelTerms> {
  const rules = await voucherRulesOf(tx, event.professionalId, event.voucherTypeId);
  return cancelTerms(
    event.startTime,
    { cancellationHours: rules.cancellation, lateCancel: rules.lateCancel },
    now,
  );
}

/**
 * The client ends their own place (docs/product/entities-and-states.md#registration-states and
 * docs/product/rules.md#cancelling-and-declining): a registration or slot claim with a reason,
 * until the cancellation deadline of its voucher type (docs/product/rules.md#cancellation-deadline; after it
 * 409 `error.event.cancellation_deadline` and nothing changes), or until the start as a late cancel
 * that uses the voucher where the type allows it (docs/product/rules.md#late-cancels-and-no-shows);
 * or a waitlist entry, at any time and without a reason. Locks as every calendar write does (professional, event, entry), so it queues
 * behind a concurrent decline or registration; an entry that already ended is 409. A cancelled claim
 * frees its time in the slot; the client gets the confirmation with the CANCEL of their place and the
 * professional is e-mailed (by the job worker after the commit, booking-cancelled.ts), and a place
 * opening in a class with a waitlist e-mails the waitlist
 * (docs/product/rules.md#waitlist). Leaving a waitlist tells nobody. Returns the event id.
 */
export async function cancelRegistration(
  deps: AppDeps,
  clientId: string,
  id: string,
  input: CancelRegistrationInput,
  /** Refuse a cancel that is no longer free instead of making it a late cancel (a standing spot's). */
  options: { freeOnly?: boolean } = {},
): Promise<string> {
  const now = deps.clock();
  const reason = input.reason?.trim() || null;
  return transactionWithMail(deps, async (tx, mail) => {
    const found = await findClientEntry(tx, clientId, id);
    if (!found) throw registrationNotFound();
    await lockProfessional(tx, found.professionalId);
    const event = await lockEvent(tx, found.professionalId, found.eventId);
    const entry = event && (await lockRegistration(tx, found.kind, id));
    if (!event || !entry) throw registrationNotFound();
    if (entry.cancelledAt || event.cancelledAt) throw new AppError('error.registration.ended');
    let late = false;
    if (found.kind === 'registration') {
      if (!reason) throw fieldError('reason', VALIDATION_MESSAGES.required);
      const terms = await cancelTermsOf(tx, event, now);
      if (terms === 'closed' || (terms === 'late' && options.freeOnly))
        throw new AppError('error.event.cancellation_deadline');
      late = terms === 'late';
    }
    // docs/product/rules.md#late-cancels-and-no-shows: the place is freed, the voucher still used.
    if (late)
      await chargeLateCancel(
        tx,
        { registrationId: id, clientId, voucherTypeId: entry.voucherTypeId },
        event,
        now,
      );
    mail.push(
      ...(await endClientPlace(tx, deps.config.appUrl, { kind: found.kind, id, clientId, event }, now, {
        reason,
        byAccountDeletion: false,
        late,
      })),
    );
    return event.id;
  });
}

/**
 * Ends a client's place, already locked with its event: the entry ends as the client's doing, a
 * claim frees its time, the client has it confirmed with the CANCEL of their place (not when their
 * account is going), the professional is told, and a place opening in a class mails the waitlist.
 * Shared by cancelling a registration and by deleting an account. Returns the mails to send.
 */
export async function endClientPlace(
  tx: Db,
  appUrl: string,
  place: { kind: RegistrationKind; id: string; clientId: string; event: EventRow },
  now: Date,
  why: { reason: string | null; byAccountDeletion: boolean; late?: boolean },
): Promise<OutgoingEmail[]> {
  const { event, clientId } = place;
  const { reason, byAccountDeletion, late = false } = why;
  const offer = place.kind === 'waitlist' ? await findOffer(tx, place.id) : null;
  await endRegistration(tx, place.kind, place.id, { now, endedBy: ENDED_BY.client, reason });
  if (place.kind === 'registration') await dropSessionReminders(tx, [place.id]);
  if (place.kind === 'waitlist') {
    // Letting a held place go offers it on (docs/product/rules.md#waitlist-modes).
    if (!offer || !holdsOffer(offer, now)) return [];
    const professional = await findProfessionalContact(tx, event.professionalId);
    return professional ? settleWaitlist(tx, appUrl, professional, event, now) : [];
  }
  await recordWebhookEvent(tx, {
    professionalId: event.professionalId,
    at: now,
    ...bookingWebhook(tx, 'booking.cancelled', { kind: 'registration', id: place.id, by: 'client', reason }),
  });
  if (event.availabilitySlotId) await cancelEvents(tx, [event.id], now, CLAIM_CANCELLED_REASON);
  const mail: OutgoingEmail[] = [];
  // The client's confirmation and the professional's notice: written by the job worker after the
  // commit (cancellation-job.ts). A going account's notice is written now, while the client is there
  // to be named.
  if (!byAccountDeletion) await enqueueAll(tx, [bookingCancelledJob(place.id, { late })]);
  const professional = await findProfessionalContact(tx, event.professionalId);
  if (professional && byAccountDeletion) {
    const client = await findClientContact(tx, clientId);
    if (client)
      mail.push(
        clientEndedEmail(
          appUrl,
          professional,
          event,
          client,
          'registration_cancelled',
          reason,
          'account_deleted',
        ),
      );
  }
  if (professional) mail.push(...(await settleWaitlist(tx, appUrl, professional, event, now)));
  return mail;
}
