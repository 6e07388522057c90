import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { optionalText } from './fields.ts';

/**
 * Webhooks (docs/decisions/0051-webhooks.md): endpoints a professional registers for chosen events,
 * delivered signed the Standard Webhooks way (webhook-id, webhook-timestamp, webhook-signature).
 */
export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.cancelled',
  'booking.declined',
  'waitlist.promoted',
  'voucher.credited',
  'voucher.used',
  'voucher.expired',
  'client.added',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Most endpoints one professional keeps. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

export const webhookUrlField = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required })
  .max(2_000, { error: M.tooLong })
  .refine((value) => /^https?:\/\/[^\s/?#]+/i.test(value), { error: M.url });

/** `POST professional/webhooks` and `PUT professional/webhooks/{id}`. */
export const webhookEndpointBody = z.object({
  url: webhookUrlField,
  description: optionalText(200),
  event_types: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: M.invalid }), { error: M.required })
    .min(1, { error: M.required })
    .max(WEBHOOK_EVENT_TYPES.length, { error: M.tooMany })
    .transform((types) => [...new Set(types)]),
  enabled: z.boolean({ error: M.invalid }).default(true),
});
export type WebhookEndpointBody = z.input<typeof webhookEndpointBody>;

export const webhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;
export const webhookEndpointsReply = z.object({ data: z.array(webhookEndpoint) });
export const webhookEndpointReply = z.object({ data: webhookEndpoint });
/** The signing secret (`whsec_…`): on creation, and again when the owner asks for it. */
export const webhookSecretReply = z.object({ data: z.object({ secret: z.string() }) });
export const webhookEndpointCreatedReply = z.object({
  data: webhookEndpoint.extend({ secret: z.string() }),
});

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const webhookDelivery = z.object({
  id: z.string(),
  event_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export const webhookDeliveriesReply = z.object({ data: z.array(webhookDelivery) });
export const webhookDeliveryReply = z.object({ data: webhookDelivery });
