import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { requiredText } from './fields.ts';

/**
 * Personal API tokens (docs/decisions/0052-api-tokens.md): named, scoped, revocable, shown once. A
 * token acts as its professional on the routes of its scopes and nowhere else.
 */
export const API_TOKEN_SCOPES = [
  'schedule:read',
  'schedule:write',
  'clients:read',
  'clients:write',
  'bookings:read',
  'bookings:write',
  'vouchers:read',
  'vouchers:write',
  // Webhook endpoints and their delivery log (docs/api-tokens.md): an integration can register itself.
  'webhooks:read',
  'webhooks:write',
] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** What every token starts with: a reader (and a secret scanner) can tell it from a session token. */
export const API_TOKEN_PREFIX = 'sb_pat_';
/** How many characters of a token the list shows (`sb_pat_` and five more). */
export const API_TOKEN_SHOWN_LENGTH = 12;
/** The expiry choices the settings page offers (days; null: until revoked). */
export const API_TOKEN_EXPIRY_CHOICES = [null, 30, 90, 365] as const;
/** Most live tokens one account keeps. */
export const MAX_API_TOKENS = 20;

/** `POST professional/api-tokens`. */
export const apiTokenBody = z.object({
  name: requiredText(80),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES, { error: M.invalid }), { error: M.required })
    .min(1, { error: M.required })
    .max(API_TOKEN_SCOPES.length, { error: M.tooMany })
    .transform((scopes) => [...new Set(scopes)]),
  /** Days until it stops working; null: until revoked. */
  expires_in_days: z
    .number({ error: M.wholeNumber })
    .int({ error: M.wholeNumber })
    .min(1, { error: M.outOfRange })
    .max(3_660, { error: M.outOfRange })
    .nullable()
    .default(null),
});
export type ApiTokenBody = z.input<typeof apiTokenBody>;

export const apiToken = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  /** The token's first characters, to tell tokens apart; never the whole token. */
  prefix: z.string(),
  createdAt: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiToken>;
export const apiTokensReply = z.object({ data: z.array(apiToken) });
/** The whole token, in this one reply only. */
export const apiTokenCreatedReply = z.object({ data: apiToken.extend({ token: z.string() }) });
