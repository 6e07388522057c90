/**
 * Registering endpoints (docs/api-webhooks.md): a professional's own, or with owner `null` the
 * operator's instance-wide ones (the CLI, apps/server/scripts/webhooks.ts). The address is checked
 * against the outbound rules when it is stored (and again at every attempt): an address on the
 * server's own network is 422 on `url` unless the operator allows it.
 */
import {
  MAX_WEBHOOK_ENDPOINTS,
  VALIDATION_MESSAGES,
  WEBHOOK_EVENT_TYPES,
  webhookEndpointBody,
  type WebhookEndpoint,
  type WebhookEndpointBody,
  type WebhookEventType,
} from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import { checkOutboundUrl } from '../../../outbound/safe-request.ts';
import {
  countEndpointsLocked,
  deleteEndpoint,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  updateEndpoint,
  type EndpointOwner,
  type EndpointRow,
} from '../queries.ts';
import { newWebhookSecret } from '../signature.ts';

type Deps = Pick<AppDeps, 'database' | 'config' | 'clock'>;

const knownType = (type: string): type is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);

export const endpointOut = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description || null,
  // A type a later version stopped sending is left out rather than failing the reply.
  event_types: row.eventTypes.filter(knownType),
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
});

export const endpointNotFound = () => new AppError('not_found');

async function requireReachable(deps: Deps, url: string): Promise<void> {
  const problem = await checkOutboundUrl(url, deps.config.outboundAllowPrivate);
  // Only the address itself is judged here: a name that does not resolve today may tomorrow.
  if (problem === 'address_refused') throw fieldError('url', VALIDATION_MESSAGES.privateAddress);
  if (problem === 'bad_url') throw fieldError('url', VALIDATION_MESSAGES.url);
}

export async function listWebhookEndpoints(deps: Deps, owner: EndpointOwner): Promise<WebhookEndpoint[]> {
  return (await listEndpoints(deps.database.db, owner)).map(endpointOut);
}

/** Creates an endpoint with a new secret, answered this once with it. */
export async function createWebhookEndpoint(
  deps: Deps,
  owner: EndpointOwner,
  body: WebhookEndpointBody,
): Promise<WebhookEndpoint & { secret: string }> {
  const input = webhookEndpointBody.parse(body);
  await requireReachable(deps, input.url);
  const row = await deps.database.db.transaction(async (tx) => {
    if ((await countEndpointsLocked(tx, owner)) >= MAX_WEBHOOK_ENDPOINTS)
      throw fieldError('url', VALIDATION_MESSAGES.tooMany);
    return insertEndpoint(tx, {
      professionalId: owner,
      url: input.url,
      description: input.description ?? '',
      eventTypes: input.event_types,
      enabled: input.enabled,
      secret: newWebhookSecret(),
    });
  });
  return { ...endpointOut(row), secret: row.secret };
}

export async function updateWebhookEndpoint(
  deps: Deps,
  owner: EndpointOwner,
  id: string,
  body: WebhookEndpointBody,
): Promise<WebhookEndpoint> {
  const input = webhookEndpointBody.parse(body);
  if (!(await findEndpoint(deps.database.db, owner, id))) throw endpointNotFound();
  await requireReachable(deps, input.url);
  const row = await updateEndpoint(deps.database.db, owner, id, {
    url: input.url,
    description: input.description ?? '',
    eventTypes: input.event_types,
    enabled: input.enabled,
    updatedAt: deps.clock(),
  });
  if (!row) throw endpointNotFound();
  return endpointOut(row);
}

/** Deletes the endpoint with its delivery log; pending attempts find nothing and end. */
export async function deleteWebhookEndpoint(deps: Deps, owner: EndpointOwner, id: string): Promise<void> {
  if (!(await deleteEndpoint(deps.database.db, owner, id))) throw endpointNotFound();
}

export async function readWebhookSecret(deps: Deps, owner: EndpointOwner, id: string): Promise<string> {
  const row = await findEndpoint(deps.database.db, owner, id);
  if (!row) throw endpointNotFound();
  return row.secret;
}
