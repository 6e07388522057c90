/**
 * Packs bought online (docs/decisions/0049-paid-online.md): `data.pack` names the pack,
 * `data.professional` who sold it, `data.amount` the money formatted in the reader's language,
 * `data.payment_ref` Stripe's reference of the payment; `data.url` opens the client's vouchers.
 */

/** The receipt of a payment: what was bought and paid, and the reference. */
export const VOUCHERS_BOUGHT = {
  section: 'vouchers_bought',
  greetsByName: true,
  details: ['pack', 'count', 'amount', 'payment_ref'],
} as const;

/** A refund in Stripe: what came back, and the vouchers it took out of the balance. */
export const PURCHASE_REFUNDED = {
  section: 'purchase_refunded',
  greetsByName: true,
  details: ['pack', 'refunded', 'removed_count', 'payment_ref'],
} as const;
