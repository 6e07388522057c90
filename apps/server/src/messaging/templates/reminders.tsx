import type { Language } from '@sessionbook/domain';
import { translate } from '@sessionbook/i18n';

/**
 * Reminders (DECISIONS.md item 17). `session_reminder`: 24 hours before a registered event, with when
 * and where in the reader's zone, by e-mail and, when SMS calendar notifications are on and a phone is
 * known, by SMS. `session_answer_reminder` and `invitation_reminder`: the one no-action reminder, 48
 * hours after a session booked for the client or an invitation went unanswered.
 */
export const SESSION_REMINDER = {
  section: 'session_reminder',
  greetsByName: true,
  details: ['when', 'where'],
} as const;

export const SESSION_ANSWER_REMINDER = {
  section: 'session_answer_reminder',
  greetsByName: true,
  details: ['when', 'where'],
} as const;

/** The client's booking is confirmed (a class, a slot claim, an accepted session), with its .ics. */
export const BOOKING_CONFIRMED = {
  section: 'booking_confirmed',
  greetsByName: true,
  details: ['when', 'where'],
} as const;

export const INVITATION_REMINDER = { section: 'invitation_reminder', greetsByName: false } as const;

/** The text message of a reminder: one line naming the session, its time and the calendar link. */
export function reminderSms(
  section: 'session_reminder' | 'invitation_reminder',
  language: Language,
  data: Record<string, string>,
): { label: string; text: string } {
  return {
    label: translate(language, 'emails', `${section}.sms_label`),
    text: translate(language, 'emails', `${section}.sms`, data),
  };
}
