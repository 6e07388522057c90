import { reverseConsumptions } from '../../vouchers/ledger.ts';
import type { DeclineRegistrationInput, ProfessionalEventEntry } from '@sessionbook/domain';
import { ENDED_BY } from '../../../db/schema/bookings.ts';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { transactionWithMail } from '../../../messaging/messages.ts';
import { lockEvent, lockProfessional } from '../../calendar/queries.ts';
import { loadEventEntries } from '../../calendar/event-entries.ts';
import { endRegistration, findClientContact, findOwnRegistration, lockRegistration } from '../queries.ts';
import { dropSessionReminders } from '../../reminders/schedule.ts';
import { declinedEmail } from './registration-emails.ts';
import { registrationNotFound } from './registration-rules.ts';
import { settleWaitlist } from './settle-waitlist.ts';
import { findOffer, holdsOffer } from '../waitlist-queries.ts';
import { requireProfessional } from '../../auth/roles.ts';
import { cancelEvents } from './cancel-events.ts';
import { recordWebhookEvent } from '../../webhooks/record-event.ts';
import { bookingWebhook } from '../webhook-data.ts';

/** `cancelled_reason` of a claim event the professional refused (like `slot_cancelled`). */
export const CLAIM_DECLINED_REASON = 'claim_declined';

/**
 * The professional declines a registration or removes a waitlist entry of their own event
 * (docs/product/entities-and-states.md#registration-states). In one transaction, locking the professional,
 * then the event, then the entry (the order
 * every calendar write takes, docs/product/rules.md#limits-under-concurrency), so a concurrent decline,
 * cancellation or
 * registration queues and sees the result: an entry that already ended is 409
 * `error.registration.ended`. Declining a slot claim refuses it: the claim event is cancelled too and
 * its time is free in the slot again (docs/product/rules.md#slot-claims). The client is e-mailed with the
 * change;
 * when a declined registration leaves a future class with waitlist below capacity, every active
 * waitlist entry is e-mailed in joining order (docs/product/rules.md#waitlist).
 */
export async function declineRegistration(
  deps: AppDeps,
  userId: string,
  id: string,
  input: DeclineRegistrationInput,
): Promise<ProfessionalEventEntry> {
  const scheduler = await requireProfessional(deps.database.db, userId);
  const now = deps.clock();
  const reason = input.reason?.trim() || null;
  return transactionWithMail(deps, async (tx, mail) => {
    const found = await findOwnRegistration(tx, scheduler.professionalId, id);
    if (!found) throw registrationNotFound();
    await lockProfessional(tx, scheduler.professionalId);
    const event = await lockEvent(tx, scheduler.professionalId, found.eventId);
    const entry = event && (await lockRegistration(tx, found.kind, id));
    if (!event || !entry) throw registrationNotFound();
    if (entry.cancelledAt) throw new AppError('error.registration.ended');
    const offer = found.kind === 'waitlist' ? await findOffer(tx, id) : null;
    await endRegistration(tx, found.kind, id, { now, endedBy: ENDED_BY.professional, reason });
    if (found.kind === 'registration') await dropSessionReminders(tx, [id]);
    await recordWebhookEvent(tx, {
      professionalId: scheduler.professionalId,
      at: now,
      ...bookingWebhook(tx, 'booking.declined', { kind: found.kind, id, by: 'professional', reason }),
    });
    // Declined after the event began: the voucher it used comes back
    // (docs/product/rules.md#voucher-consumption).
    if (found.kind === 'registration' && event.startTime.getTime() <= now.getTime())
      await reverseConsumptions(tx, [id], now);
    const { appUrl } = deps.config;
    const client = await findClientContact(tx, entry.clientId);
    if (client)
      mail.push(
        declinedEmail(appUrl, scheduler, event, client, found.kind, reason, {
          createdAt: entry.createdAt,
          cancelledAt: now,
        }),
      );
    if (found.kind === 'registration' && !event.cancelledAt) {
      if (event.availabilitySlotId) await cancelEvents(tx, [event.id], now, CLAIM_DECLINED_REASON);
      else mail.push(...(await settleWaitlist(tx, appUrl, scheduler, event, now)));
    }
    // A removed client's held place goes on to the next (docs/product/rules.md#waitlist-modes).
    if (offer && holdsOffer(offer, now) && !event.cancelledAt)
      mail.push(...(await settleWaitlist(tx, appUrl, scheduler, event, now)));
    const [updated] = await loadEventEntries(tx, scheduler.professionalId, [event.id], now);
    if (!updated) throw registrationNotFound();
    return updated;
  });
}
