import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { optionalText } from './fields.ts';

/**
 * Web Push on one device (decision 0032). The browser's PushSubscription (`toJSON()`: endpoint and
 * keys) and the kinds of message this device wants; the device is named by its endpoint, which only
 * it knows.
 */
const base64url = (min: number, max: number) =>
  z
    .string({ error: M.required })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: M.invalid })
    .min(min, { error: M.invalid })
    .max(max, { error: M.invalid });

export const pushEndpoint = z
  .string({ error: M.required })
  .min(1, { error: M.required })
  .max(2048, { error: M.tooLong })
  .refine((value) => URL.canParse(value), { error: M.invalid });

export const pushCategories = z.strictObject({
  /** Sessions booked, changed and cancelled, and their reminders. */
  calendar: z.boolean({ error: M.invalid }),
  /** Something waits for an answer (an invitation, a session to accept). */
  no_action: z.boolean({ error: M.invalid }),
});
export type PushCategories = z.infer<typeof pushCategories>;

/** Body of `PUT profile/push-subscription`: store or update this device's subscription. */
export const pushSubscriptionBody = z.strictObject({
  endpoint: pushEndpoint,
  /** Part of the browser's `toJSON()`; push services rarely set it, and it is not kept. */
  expirationTime: z.number({ error: M.invalid }).nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
    p256dh: base64url(86, 88),
    auth: base64url(22, 24),
  }),
  categories: pushCategories,
  label: optionalText(80),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** Query of `GET` and `DELETE profile/push-subscription`: which device. */
export const pushEndpointQuery = z.object({ endpoint: pushEndpoint });

/** What the server holds for one device. */
export const pushSubscriptionState = z.object({
  subscribed: z.boolean(),
  categories: pushCategories,
});
export type PushSubscriptionState = z.infer<typeof pushSubscriptionState>;
