import { z } from 'zod';
import { uuidParam } from './path-params.ts';

/**
 * Packs bought online through Stripe Checkout (docs/decisions/0049-paid-online.md, docs/api-payments.md).
 * Without Stripe configured on the server, `available` is false and nothing else of it shows.
 */

/** `GET professional/payments`: whether payments exist here, how, and whether this professional can take them. */
export const paymentsStatus = z.object({
  available: z.boolean(),
  /** `connect`: each professional's own Stripe account; `single`: the operator's one account. */
  mode: z.enum(['connect', 'single']),
  /** A Stripe account is linked (always true in `single` mode). */
  connected: z.boolean(),
  /** Stripe lets the account take payments now. */
  charges_enabled: z.boolean(),
});
export type PaymentsStatus = z.infer<typeof paymentsStatus>;
export const paymentsStatusReply = z.object({ data: paymentsStatus });

/** A Stripe page to go to: the Connect onboarding or a Checkout Session. */
export const redirectUrl = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof redirectUrl>;
export const redirectUrlReply = z.object({ data: redirectUrl });

/** A pack a client can buy online: what it holds and its price. */
export const packOnSale = z.object({
  id: z.string(),
  name: z.string(),
  type: z.object({ id: z.number().int(), type: z.string() }),
  duration: z.number().int(),
  count: z.number().int(),
  price: z.number(),
  currency: z.string(),
  valid_days: z.number().int().nullable(),
});
export type PackOnSale = z.infer<typeof packOnSale>;
export const packsOnSaleReply = z.object({ data: z.array(packOnSale) });

/** `POST client/professionals/{id}/voucher-packs/{packId}/checkout`. */
export const packCheckoutParams = z.object({
  id: uuidParam('error.professional.not_found'),
  packId: uuidParam('error.vouchers.pack_not_found'),
});

/** `POST stripe/webhook`: the event was taken (applied now, or before). */
export const webhookReply = z.object({ data: z.object({ received: z.boolean() }) });
