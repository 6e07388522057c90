/**
 * What a professional hears beyond cancellations and declines (issue 24, decision 0029), and what a
 * client hears of the answer to their request. `data.client` names the client, `data.url` opens the
 * professional's calendar or client book.
 */

/**
 * A new booking, at once: variant `registered` (a group class), `claimed` (time in an availability
 * slot) or `accepted` (a session the professional booked for the client).
 */
export const BOOKING_UPDATE = {
  section: 'booking_update',
  greetsByName: false,
  details: ['when', 'where'],
} as const;

/** One summary a day of the new bookings, for a professional who chose it; `data.bookings` lists them. */
export const BOOKING_SUMMARY = {
  section: 'booking_summary',
  greetsByName: false,
  details: ['bookings'],
} as const;

/** The client answered the professional's invitation: variant `accepted`, `declined`, or `ended` (removed). */
export const INVITATION_ANSWERED = { section: 'invitation_answered', greetsByName: false } as const;

/** The professional answered the client's request: variant `accepted`, `declined`, or `ended` (removed). */
export const REQUEST_ANSWERED = { section: 'request_answered', greetsByName: true } as const;
