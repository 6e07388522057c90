/**
 * The professional cancelled an event (`event_cancelled`): every client with a registration or a
 * waitlist place on a future occurrence gets one e-mail listing the cancelled occurrences in their
 * zone (one line each under "When"), the place and the professional's reason. `data.url` is the
 * client's calendar.
 */
export const EVENT_CANCELLED = {
  section: 'event_cancelled',
  greetsByName: true,
  details: ['when', 'where', 'reason'],
  sms: true,
} as const;

/**
 * The professional cancelled availability a client had claimed time in (`slot_cancelled`,
 * docs/product/rules.md#slot-claims): the claimed sessions are cancelled with it.
 */
export const SLOT_CANCELLED = {
  section: 'slot_cancelled',
  greetsByName: true,
  details: ['when', 'where'],
  sms: true,
} as const;
