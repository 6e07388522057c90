/**
 * What a client hears about their own sessions beyond the booking itself (issue 24, decision 0029):
 * a session the professional booked for them, the confirmation of their own cancellation, a waitlist
 * place, and the reminder on the day. `data.event` names the session (its title, else its type),
 * `data.when` and `data.where` are in the reader's zone and language, `data.url` opens their calendar.
 */

/**
 * The professional booked a one-to-one session for the client (variant `class`: invited them to a
 * private group class). No calendar file yet: it comes with the booking once they accept.
 */
export const SESSION_BOOKED = {
  section: 'session_booked',
  greetsByName: true,
  details: ['when', 'where'],
  sms: true,
} as const;

/**
 * The invitation to Sessionbook sent from a session's dialog: it names the session (system mail, like
 * the client-book invitation; `data.url` is the invite link).
 */
export const SESSION_INVITATION = {
  section: 'session_invitation',
  greetsByName: false,
  details: ['when', 'where'],
  sms: true,
} as const;

/** The client cancelled their place (or an accepted session): confirmed, with a CANCEL .ics. */
export const BOOKING_CANCELLED = {
  section: 'booking_cancelled',
  greetsByName: true,
  details: ['when', 'where', 'reason'],
} as const;

/** The client joined a full class's waitlist: not a place yet, with their position. */
export const WAITLIST_JOINED = {
  section: 'waitlist_joined',
  greetsByName: true,
  details: ['when', 'where', 'position'],
} as const;

/** The reminder on the day (or the evening before, never in the night): time and place. */
export const SESSION_DAY_REMINDER = {
  section: 'session_day_reminder',
  greetsByName: true,
  details: ['when', 'where', 'join'],
  sms: true,
} as const;

/**
 * A place opened in a class that offers places in turn, and it is held for the client until
 * `held_until` (docs/product/rules.md#waitlist-modes); SMS too, as the hold is short.
 */
export const WAITLIST_OFFERED = {
  section: 'waitlist_offered',
  greetsByName: true,
  details: ['when', 'where', 'held_until'],
  sms: true,
} as const;

/** The place held for the client was not taken in time and went on to the next on the waitlist. */
export const WAITLIST_OFFER_LAPSED = {
  section: 'waitlist_offer_lapsed',
  greetsByName: true,
  details: ['when', 'where'],
} as const;

/**
 * The client was moved from the waitlist into the place (a class that promotes automatically): the
 * booking's confirmation, with its .ics and cancellation terms, worded as such.
 */
export const WAITLIST_PROMOTED = {
  section: 'waitlist_promoted',
  greetsByName: true,
  details: ['when', 'where', 'join'],
} as const;

/**
 * A standing spot (docs/product/rules.md#standing-spots): one mail for all its dates, booked, on the
 * waitlist and skipped, in the reader's zone (each date's booking is in their calendar and its feed).
 */
export const STANDING_SPOT_BOOKED = {
  section: 'standing_spot_booked',
  greetsByName: true,
  details: ['where', 'booked_dates', 'waiting_dates', 'skipped_dates'],
} as const;
