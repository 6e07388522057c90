/**
 * Reminders (docs/product/rules.md#reminders, decision 0029). `session_reminder`: early enough to cancel
 * within
 * the rules, stating the cancellation deadline in the reader's zone (`data.deadline`; variant
 * `no_cancel` when it is too late to invite a cancellation), by e-mail and, when SMS calendar
 * notifications are on and a phone is known, by SMS. `session_answer_reminder` and
 * `invitation_reminder`: the one no-action reminder, 48 hours after a session booked for the client or
 * an invitation went unanswered.
 */
export const SESSION_REMINDER = {
  section: 'session_reminder',
  greetsByName: true,
  details: ['when', 'where', 'join'],
  sms: true,
} as const;

export const SESSION_ANSWER_REMINDER = {
  section: 'session_answer_reminder',
  greetsByName: true,
  details: ['when', 'where'],
} as const;

/**
 * The client's booking is confirmed (a class, a slot claim, an accepted session), with its .ics and
 * the cancellation deadline (variant `no_cancel`: booked inside the cancellation window).
 */
export const BOOKING_CONFIRMED = {
  section: 'booking_confirmed',
  greetsByName: true,
  details: ['when', 'where', 'join'],
} as const;

export const INVITATION_REMINDER = {
  section: 'invitation_reminder',
  greetsByName: false,
  sms: true,
} as const;
