import { cancelTerms, deadlinePassed } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { ENDED_BY } from '../../../db/schema/bookings.ts';
import { transactionWithMail } from '../../../messaging/messages.ts';
import { countActiveRegistrations, lockEventById } from '../../calendar/queries.ts';
import { eventNotFound } from '../../calendar/scheduling-rules.ts';
import { chargeLateCancel } from '../../vouchers/late-cancels-and-no-shows.ts';
import { voucherRulesOf } from '../../vouchers/settings.ts';
import { findActiveEntry, findProfessionalContact } from '../client-queries.ts';
import { endRegistration, findClientContact, insertRegistration } from '../queries.ts';
import { enqueueAll } from '../../../jobs/queue.ts';
import { registrationJobs } from './registration-jobs.ts';
import { recordWebhookEvent } from '../../webhooks/record-event.ts';
import { bookingWebhook } from '../webhook-data.ts';
import { dropSessionReminders } from '../../reminders/schedule.ts';
import { bookingCancelledEmail, clientEndedEmail } from './registration-emails.ts';
import { findClientInvitations, setInvitationsDeclined } from '../invitation-queries.ts';

export type SessionAnswer = 'accept' | 'decline';

/**
 * The client answers a session the professional booked for them (docs/product/overview.md#client, "accepts
 * sessions"). Accepting registers them (idempotent; 409 `error.event.full` when the session's places
 * are taken, `error.event.registration_deadline` once it began); the booking's job confirms it and
 * tells the professional. Declining marks the invitation declined and e-mails the professional;
 * declining a session already accepted is a cancellation, so the cancellation deadline applies and
 * the client gets it confirmed with the CANCEL of their place. Only invited clients may answer:
 * anyone else gets 404.
 */
export async function answerSession(
  deps: AppDeps,
  clientId: string,
  eventId: string,
  answer: SessionAnswer,
): Promise<void> {
  const now = deps.clock();
  await transactionWithMail(deps, async (tx, mail) => {
    const event = await lockEventById(tx, eventId);
    if (!event || event.cancelledAt) throw eventNotFound();
    const invitations = await findClientInvitations(tx, event.id, clientId);
    if (invitations.length === 0) throw eventNotFound();
    const own = await findActiveEntry(tx, 'registration', event.id, clientId);
    const rules = await voucherRulesOf(tx, event.professionalId, event.voucherTypeId);
    const ids = invitations.map((invitation) => invitation.id);
    if (answer === 'accept') {
      if (own) return;
      if (deadlinePassed(event.startTime, rules.registration, now))
        throw new AppError('error.event.registration_deadline');
      if ((await countActiveRegistrations(tx, event.id)) >= event.maxEventRegs)
        throw new AppError('error.event.full');
      const registration = await insertRegistration(tx, {
        eventId: event.id,
        clientId,
        professionalId: event.professionalId,
        voucherTypeId: event.voucherTypeId,
      });
      // Its confirmation, reminders and voucher consumption: jobs of this transaction.
      await enqueueAll(tx, await registrationJobs(tx, registration, event, now));
      await recordWebhookEvent(tx, {
        professionalId: event.professionalId,
        at: now,
        ...bookingWebhook(tx, 'booking.created', { kind: 'registration', id: registration.id }),
      });
      await setInvitationsDeclined(tx, ids, null);
      return;
    }
    if (!own && invitations.every((invitation) => invitation.declinedAt)) return;
    let late = false;
    if (own) {
      const terms = cancelTerms(
        event.startTime,
        { cancellationHours: rules.cancellation, lateCancel: rules.lateCancel },
        now,
      );
      if (terms === 'closed') throw new AppError('error.event.cancellation_deadline');
      late = terms === 'late';
      await endRegistration(tx, 'registration', own.id, { now, endedBy: ENDED_BY.client, reason: null });
      await dropSessionReminders(tx, [own.id]);
      // docs/product/rules.md#late-cancels-and-no-shows: declined late, the voucher is still used.
      if (late)
        await chargeLateCancel(
          tx,
          { registrationId: own.id, clientId, voucherTypeId: own.voucherTypeId },
          event,
          now,
        );
    }
    await setInvitationsDeclined(tx, ids, now);
    // Declining a session already accepted cancels the place; else the booking offered is declined.
    await recordWebhookEvent(tx, {
      professionalId: event.professionalId,
      at: now,
      ...(own
        ? bookingWebhook(tx, 'booking.cancelled', {
            kind: 'registration',
            id: own.id,
            by: 'client',
            reason: null,
          })
        : bookingWebhook(tx, 'booking.declined', {
            kind: 'invitation',
            eventId: event.id,
            clientId,
            by: 'client',
          })),
    });
    const professional = await findProfessionalContact(tx, event.professionalId);
    const client = await findClientContact(tx, clientId);
    if (professional && client && own)
      mail.push(
        bookingCancelledEmail(deps.config.appUrl, professional, event, client, null, {
          createdAt: own.createdAt,
          cancelledAt: now,
          late,
        }),
      );
    if (professional && client)
      mail.push(clientEndedEmail(deps.config.appUrl, professional, event, client, 'session_declined', null));
  });
}
