import { cancellationInvite, isLanguage, type Language } from '@sessionbook/domain';
import type { AppDeps } from '../../core/deps.ts';
import type { JobHandler, JobHandlers } from '../../jobs/worker.ts';
import { calendarUrl, inviteUrl } from '../../messaging/app-links.ts';
import { sessionName } from '../../messaging/session-text.ts';
import { formatEventTime, formatMoment } from '../../messaging/templates/event-details.tsx';
import { smsContent } from '../../messaging/templates/registry.ts';
import {
  findClientRowForReminder,
  findInvitationForReminder,
  findRegistrationForReminder,
  hasActiveRegistration,
} from './queries.ts';
import { ANSWER_REMINDER_JOB, INVITATION_REMINDER_JOB, SESSION_REMINDER_JOB } from './schedule.ts';

const languageOr = (value: string | null | undefined, fallback: string | null | undefined): Language =>
  value && isLanguage(value) ? value : fallback && isLanguage(fallback) ? fallback : 'en';

const professionalNameOf = (row: { professionalName: string | null; professionalUsername: string }) =>
  row.professionalName?.trim() || row.professionalUsername;

/**
 * Reminders look again when they run: a job outlives the state it was scheduled for, and whatever
 * changed since (a cancellation, a move, an answer) wins over the schedule. Messages are written in
 * the transaction that completes the job, with a dedupe key, so a reminder is sent at most once.
 */
export function reminderHandlers(deps: AppDeps): JobHandlers {
  const { db } = deps.database;
  const { appUrl } = deps.config;

  /**
   * The early reminder (`session_reminder`) or the one on the day (`session_day_reminder`), by e-mail
   * and SMS. Whether it invites a cancellation is decided now, from the deadline as set now
   * (`cancellationInvite`): a reminder late in the worker, or a deadline moved since, never invites
   * a cancellation the server would refuse (decision 0029).
   */
  const sessionReminder: JobHandler = {
    async run({ job, complete }) {
      const registrationId = String(job.payload.registrationId);
      const scheduledStart = String(job.payload.startTime);
      // Jobs stored before the day reminder existed carry no `which`: they are early reminders.
      const which = job.payload.which === 'day' ? 'day' : 'early';
      const row = await findRegistrationForReminder(db, registrationId);
      const now = deps.clock();
      if (
        !row ||
        row.cancelledAt ||
        row.eventCancelledAt ||
        row.startTime.toISOString() !== scheduledStart ||
        row.startTime <= now
      )
        return complete();
      const language = languageOr(row.language, row.professionalLanguage);
      const invite = cancellationInvite(row.startTime, row.cancellationHours, now);
      const where = row.location ?? '';
      const data = {
        name: row.fullName ?? '',
        professional: professionalNameOf(row),
        event: sessionName(language, row),
        when: formatEventTime(row.startTime, row.endTime, language, row.timeZone),
        where,
        // The SMS of the day names the place after the time, when there is one.
        place: where ? `, ${where}` : '',
        // Sent only for a place held: the way into an online session.
        join: row.meetingUrl ?? '',
        url: calendarUrl(appUrl, row.eventId),
        ...(invite.kind === 'until'
          ? { deadline: formatMoment(invite.deadline, language, row.timeZone) }
          : { variant: row.lateCancel === 'use_voucher' ? 'late_cancel' : 'no_cancel' }),
      };
      await complete((tx) =>
        deps.messages.notify(tx, {
          to: row.email,
          phone: row.phone,
          template: which === 'day' ? 'session_day_reminder' : 'session_reminder',
          language,
          data,
          userId: row.userId,
          dedupeKey: `reminder:${registrationId}:${row.startTime.getTime()}:${which}`,
        }),
      );
    },
  };

  const answerReminder: JobHandler = {
    async run({ job, complete }) {
      const eventId = String(job.payload.eventId);
      const professionalClientId = String(job.payload.professionalClientId);
      const row = await findInvitationForReminder(db, eventId, professionalClientId);
      // Invitees without an account are reminded by the client-book invitation reminder instead.
      if (!row || row.declinedAt || row.eventCancelledAt || !row.clientId || !row.userId || !row.email)
        return complete();
      if (row.startTime <= deps.clock() || (await hasActiveRegistration(db, row.eventId, row.clientId)))
        return complete();
      const language = languageOr(row.language, row.professionalLanguage);
      const { email, userId } = row;
      await complete((tx) =>
        deps.messages.email(tx, {
          to: email,
          template: 'session_answer_reminder',
          language,
          data: {
            name: row.fullName ?? '',
            professional: professionalNameOf(row),
            event: sessionName(language, row),
            when: formatEventTime(row.startTime, row.endTime, language, row.timeZone ?? 'UTC'),
            where: row.location ?? '',
            url: calendarUrl(appUrl, row.eventId),
          },
          userId,
          dedupeKey: `reminder:answer:${eventId}:${professionalClientId}`,
        }),
      );
    },
  };

  const invitationReminder: JobHandler = {
    async run({ job, complete }) {
      const clientRowId = String(job.payload.clientRowId);
      const row = await findClientRowForReminder(db, clientRowId);
      if (
        !row ||
        row.status !== 'pending' ||
        row.initiatedBy !== 'professional' ||
        row.endedAt ||
        !row.inviteSlug
      )
        return complete();
      const language = languageOr(row.accountLanguage, row.professionalLanguage);
      const data = { professional: professionalNameOf(row), url: inviteUrl(appUrl, row.inviteSlug) };
      const dedupeKey = `reminder:invitation:${clientRowId}`;
      const { rowEmail, rowPhone } = row;
      await complete(async (tx) => {
        if (rowEmail)
          await deps.messages.email(tx, {
            to: rowEmail,
            template: 'invitation_reminder',
            language,
            data,
            userId: row.accountUserId,
            dedupeKey,
          });
        else if (rowPhone)
          await deps.messages.sms(tx, {
            to: rowPhone,
            ...smsContent('invitation_reminder', language, data),
            template: 'invitation_reminder',
            language,
            userId: row.accountUserId,
            dedupeKey,
          });
      });
    },
  };

  return {
    [SESSION_REMINDER_JOB]: sessionReminder,
    [ANSWER_REMINDER_JOB]: answerReminder,
    [INVITATION_REMINDER_JOB]: invitationReminder,
  };
}
