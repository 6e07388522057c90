import { VALIDATION_MESSAGES, type DeleteAccountBody } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import { transactionWithMail } from '../../../messaging/messages.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { endClientPlace } from '../../bookings/services/cancel-registration.ts';
import { lockEvent, lockProfessional } from '../../calendar/queries.ts';
import { eventCancelledEmails } from '../../events/services/event-emails.ts';
import { eventReaders } from '../../events/services/event-readers.ts';
import { avatarStorageFor } from '../../profile/avatar-storage.ts';
import { cancelSlotRows } from '../../slots/queries.ts';
import { findRoleProfileIds, findUpcomingCalendar, findUpcomingPlaces, lockUser } from '../queries.ts';
import { findProfessionalContext } from '../../auth/roles.ts';
import { forgetAccount } from '../../auth/user-rows.ts';
import { forgetPreferences } from '../../onboarding/queries.ts';
import { forgetClientInvitations } from '../../professionals/queries.ts';
import { forgetVouchers } from '../../vouchers/ledger.ts';
import { forgetRecipient } from '../../../messaging/outbox.ts';
import { forgetClientBook } from '../../clients/book-rows.ts';
import { forgetBusyCalendars } from '../../busy-times/queries.ts';
import { cancelEvents } from '../../bookings/services/cancel-events.ts';

/** `cancelled_reason` of what ends because its client or professional deleted the account. */
export const ACCOUNT_DELETED_REASON = 'account_deleted';

/**
 * `DELETE user` (docs/product/rules.md#account-deletion, decision 0014): after the password (or, for an
 * account that
 * only signs in with Google, its e-mail address) confirms it, in one transaction:
 * - as a client, every place in an event still to come ends (the professional is told, a freed spot
 *   mails the waitlist, a claim frees its time); relationships end and professionals' notes go;
 * - as a professional, every event still to come is cancelled (its clients are told) and every slot;
 * - the vouchers of both roles are erased;
 * - the account becomes a nameless tombstone that cannot sign in, so the history others keep (a past
 *   session, a cancelled place) reads "deleted user".
 * The profile picture is removed after the commit.
 */
export async function deleteAccount(deps: AppDeps, userId: string, input: DeleteAccountBody): Promise<void> {
  const now = deps.clock();
  const avatar = await transactionWithMail(deps, async (tx, mail) => {
    const user = await lockUser(tx, userId);
    if (!user || user.deletedAt) throw new AppError('unauthenticated');
    if (user.passwordHash) {
      if (!input.password) throw fieldError('password', VALIDATION_MESSAGES.required);
      if (!(await verifyPassword(user.passwordHash, input.password)))
        throw fieldError('password', 'common.auth.wrong_current_password');
    } else if ((input.email ?? '').trim().toLowerCase() !== user.email.toLowerCase()) {
      throw fieldError(
        'email',
        input.email ? VALIDATION_MESSAGES.confirmEmail : VALIDATION_MESSAGES.required,
      );
    }

    const { clientId, professionalId } = await findRoleProfileIds(tx, userId);
    if (clientId) {
      // In professional order, as every calendar write locks, so this queues behind their changes.
      for (const place of await findUpcomingPlaces(tx, clientId, now)) {
        await lockProfessional(tx, place.professionalId);
        const event = await lockEvent(tx, place.professionalId, place.eventId);
        if (!event || event.cancelledAt) continue;
        const ended = await endClientPlace(
          tx,
          deps.config.appUrl,
          { kind: place.kind, id: place.id, clientId, event },
          now,
          { reason: ACCOUNT_DELETED_REASON, byAccountDeletion: true },
        );
        mail.push(...ended);
      }
    }
    if (professionalId) {
      const scheduler = await findProfessionalContext(tx, userId);
      await lockProfessional(tx, professionalId);
      const calendar = await findUpcomingCalendar(tx, professionalId, now);
      const eventIds = calendar.events.map((event) => event.id);
      const upcoming = new Map(calendar.events.map((event) => [event.id, event]));
      const notices = await eventReaders(tx, upcoming);
      await cancelEvents(tx, eventIds, now, ACCOUNT_DELETED_REASON);
      await cancelSlotRows(tx, calendar.slotIds, now);
      if (scheduler)
        mail.push(
          ...eventCancelledEmails(
            deps.config.appUrl,
            scheduler,
            notices,
            { reason: null, accountDeleted: true },
            now,
          ),
        );
    }
    // Then each owner forgets what it keeps of the account (decision 0039).
    const account = { userId, clientId, professionalId };
    await forgetVouchers(tx, account);
    await forgetClientBook(tx, account, now);
    if (clientId) await forgetClientInvitations(tx, clientId);
    if (professionalId) await forgetBusyCalendars(tx, professionalId);
    await forgetPreferences(tx, userId);
    await forgetRecipient(tx, userId);
    await forgetAccount(tx, account, now);
    return user.avatar;
  });
  if (avatar)
    await avatarStorageFor(deps.config)
      .remove(avatar)
      .catch(() => undefined);
}
