/**
 * A client's vouchers changed (issue 24, decision 0029): `data.kind` names the session type and
 * length, `data.balance` what is left after the change, `data.professional` whose vouchers they are;
 * `data.url` opens the client's vouchers with that professional.
 */

/** The professional added a batch: `data.count` vouchers. */
export const VOUCHERS_ADDED = {
  section: 'vouchers_added',
  greetsByName: true,
  details: ['voucher_kind', 'count', 'balance'],
} as const;

/** A session used a voucher and left 1 or fewer of that kind (docs/product/rules.md#running-low). */
export const VOUCHERS_RUNNING_LOW = {
  section: 'vouchers_running_low',
  greetsByName: true,
  details: ['voucher_kind', 'balance'],
} as const;

/** A batch ends in a week with `data.count` vouchers left, on `data.expires` (docs/product/rules.md#expiry). */
export const VOUCHERS_EXPIRING = {
  section: 'vouchers_expiring',
  greetsByName: true,
  details: ['voucher_kind', 'expiring_count', 'expires'],
} as const;

/** A voucher used by a session came back (cancelled after it began, or declined after it). */
export const VOUCHERS_RETURNED = {
  section: 'vouchers_returned',
  greetsByName: true,
  details: ['when', 'voucher_kind', 'balance'],
} as const;
