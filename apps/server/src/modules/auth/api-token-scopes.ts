import type { ApiTokenScope } from '@sessionbook/domain';

/**
 * The scope a personal API token needs for each route it may call (docs/decisions/0052-api-tokens.md),
 * keyed by method and path as the OpenAPI document writes them. One table, read by the sign-in hook
 * and by the OpenAPI document: a route missing here refuses every token with 403 `forbidden`, so
 * a new route is closed to tokens until someone decides its scope. Only the professional's own
 * practice is here: account, password, sessions, tokens, exports, imports, payments settings, the live
 * stream and every client (`/client/...`) route are session-only.
 */
export const TOKEN_SCOPES: Readonly<Record<string, ApiTokenScope>> = {
  'GET /api/events': 'schedule:read',
  'GET /api/availability-slots': 'schedule:read',
  'GET /api/voucher-types': 'schedule:read',
  'POST /api/events': 'schedule:write',
  'PUT /api/events/{id}': 'schedule:write',
  'POST /api/events/{id}/cancel': 'schedule:write',
  'POST /api/availability-slots': 'schedule:write',
  'PUT /api/availability-slots/{id}': 'schedule:write',
  'POST /api/availability-slots/{id}/cancel': 'schedule:write',

  'GET /api/clients': 'clients:read',
  'GET /api/clients/{id}': 'clients:read',
  'GET /api/clients/{id}/sessions': 'clients:read',
  'GET /api/groups': 'clients:read',
  'GET /api/groups/{id}': 'clients:read',
  'POST /api/clients': 'clients:write',
  'POST /api/clients/invite': 'clients:write',
  'PUT /api/clients/{id}': 'clients:write',
  'DELETE /api/clients/{id}': 'clients:write',
  'POST /api/clients/{id}/accept': 'clients:write',
  'POST /api/groups': 'clients:write',
  'PUT /api/groups/{id}': 'clients:write',
  'DELETE /api/groups/{id}': 'clients:write',

  'GET /api/event-registrations/{id}': 'bookings:read',
  'POST /api/event-registrations/{id}/decline': 'bookings:write',
  'PUT /api/event-registrations/{id}/attendance': 'bookings:write',
  'PUT /api/events/{id}/attendance': 'bookings:write',

  'GET /api/vouchers': 'vouchers:read',
  'GET /api/running-low': 'vouchers:read',
  'GET /api/vouchers/payment-overview': 'vouchers:read',
  'GET /api/vouchers-settings': 'vouchers:read',
  'GET /api/clients/{id}/vouchers': 'vouchers:read',
  'GET /api/professional/voucher-packs': 'vouchers:read',
  'PUT /api/vouchers-settings': 'vouchers:write',
  'POST /api/clients/{id}/vouchers': 'vouchers:write',
  'POST /api/clients/{id}/vouchers/reset': 'vouchers:write',
  'PUT /api/vouchers/batches/{id}': 'vouchers:write',
  'DELETE /api/vouchers/batches/{id}': 'vouchers:write',
  'POST /api/vouchers/batches/{id}/paid': 'vouchers:write',
  'POST /api/vouchers/changes': 'vouchers:write',
  'POST /api/professional/voucher-packs': 'vouchers:write',
  'PUT /api/professional/voucher-packs/{id}': 'vouchers:write',
  'DELETE /api/professional/voucher-packs/{id}': 'vouchers:write',

  'GET /api/professional/webhooks': 'webhooks:read',
  'GET /api/professional/webhooks/{id}/deliveries': 'webhooks:read',
  'POST /api/professional/webhooks': 'webhooks:write',
  'PUT /api/professional/webhooks/{id}': 'webhooks:write',
  'DELETE /api/professional/webhooks/{id}': 'webhooks:write',
  // The signing secret lets its holder forge deliveries: as much as making an endpoint, so write.
  'GET /api/professional/webhooks/{id}/secret': 'webhooks:write',
  'POST /api/professional/webhooks/{id}/deliveries/{deliveryId}/resend': 'webhooks:write',
};

/** `GET /api/clients/{id}` for a Fastify route's method and url (`/api/clients/:id`). */
export function routeKeyOf(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

/** The scope a token needs for a route, or null: tokens may not call it. */
export function tokenScopeOf(method: string, url: string | undefined): ApiTokenScope | null {
  if (!url) return null;
  return TOKEN_SCOPES[routeKeyOf(method, url)] ?? null;
}
