/**
 * A spot opened in a full class (docs/product/rules.md#waitlist): every active waitlist entry gets this
 * e-mail,
 * in joining order, and the first to register gets the spot (no automatic promotion). `data.url` opens
 * the client's calendar at the event.
 */
export const WAITLIST_SPOT_OPENED = {
  section: 'waitlist_spot_opened',
  greetsByName: true,
  details: ['when', 'where'],
} as const;
