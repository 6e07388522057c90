import { isLanguage, type Language } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import type { Db } from '../../../db/types.ts';
import { calendarUrl, inviteUrl } from '../../../messaging/app-links.ts';
import { sessionName } from '../../../messaging/session-text.ts';
import { smsContent } from '../../../messaging/templates/registry.ts';
import { formatEventTime } from '../../../messaging/templates/event-details.tsx';
import type { MailedEvent } from '../../bookings/services/registration-emails.ts';
import { inviteSlugOf } from '../../clients/invitations.ts';
import { findInviteeContacts, type InviteeContact } from '../../clients/queries.ts';
import type { Scheduler } from '../../calendar/scheduling-rules.ts';

const languageOf = (invitee: InviteeContact, scheduler: Scheduler): Language =>
  invitee.language && isLanguage(invitee.language)
    ? invitee.language
    : isLanguage(scheduler.language)
      ? scheduler.language
      : 'en';

/**
 * Tells the people a session (or private class) was just booked for, in the transaction that books
 * it (issue 24): a confirmed client with an account gets `session_booked` (e-mail, and SMS when on)
 * with every occurrence and a link to answer; anyone else (a pending entry, an e-mail or phone
 * without an account) gets `session_invitation`, the invitation to Sessionbook that names the
 * session. Times are in the reader's zone, or the professional's for someone without an account.
 */
export async function notifyInvitees(
  deps: AppDeps,
  db: Db,
  scheduler: Scheduler,
  occurrences: readonly MailedEvent[],
  bookIds: readonly string[],
): Promise<void> {
  const [first] = occurrences;
  if (!first || bookIds.length === 0) return;
  const invitees = await findInviteeContacts(db, scheduler.professionalId, [...new Set(bookIds)]);
  const professional = scheduler.fullName?.trim() || scheduler.username;
  let slug: string | null = null;
  for (const invitee of invitees) {
    const language = languageOf(invitee, scheduler);
    const timeZone = invitee.timeZone ?? scheduler.timeZone;
    const data = {
      name: invitee.fullName ?? '',
      professional,
      event: sessionName(language, first),
      when: occurrences
        .map((event) => formatEventTime(event.startTime, event.endTime, language, timeZone))
        .join('\n'),
      where: first.location ?? '',
      ...(first.isGroupSession ? { variant: 'class' } : {}),
    };
    if (invitee.status === 'confirmed' && invitee.userId && invitee.email) {
      await deps.messages.notify(db, {
        to: invitee.email,
        phone: invitee.phone,
        userId: invitee.userId,
        template: 'session_booked',
        language,
        data: { ...data, url: calendarUrl(deps.config.appUrl, first.id) },
      });
      continue;
    }
    slug ??= await inviteSlugOf(db, scheduler);
    const invitation = { ...data, url: inviteUrl(deps.config.appUrl, slug) };
    if (invitee.email)
      await deps.messages.email(db, {
        to: invitee.email,
        userId: invitee.userId,
        template: 'session_invitation',
        language,
        data: invitation,
      });
    else if (invitee.phone)
      await deps.messages.sms(db, {
        to: invitee.phone,
        ...smsContent('session_invitation', language, invitation),
        template: 'session_invitation',
        language,
        userId: invitee.userId,
      });
  }
}
