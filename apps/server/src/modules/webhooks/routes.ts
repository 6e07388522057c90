import {
  okReply,
  uuidParam,
  webhookDeliveriesReply,
  webhookDeliveryReply,
  webhookEndpointBody,
  webhookEndpointCreatedReply,
  webhookEndpointReply,
  webhookEndpointsReply,
  webhookSecretReply,
} from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { ok } from '../../core/replies.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { requireProfessional } from '../auth/roles.ts';
import { listWebhookDeliveries, resendWebhookDelivery } from './services/deliveries.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  readWebhookSecret,
  updateWebhookEndpoint,
} from './services/endpoints.ts';

const tags = ['webhooks'];
const idParams = z.object({ id: uuidParam('not_found') });
const deliveryParams = z.object({ id: uuidParam('not_found'), deliveryId: uuidParam('not_found') });

/**
 * The professional's webhook endpoints and their delivery logs (docs/api-webhooks.md,
 * docs/decisions/0051-webhooks.md). Another professional's endpoint is 404, as an unknown one.
 */
export const webhookRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);
  const ownerOf = async (userId: string) =>
    (await requireProfessional(deps.database.db, userId)).professionalId;

  app.get(
    '/professional/webhooks',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listWebhookEndpoints',
        errors: ['forbidden'],
        summary: 'Your webhook endpoints (without their secrets)',
        response: { 200: webhookEndpointsReply },
      },
    },
    async (request) => ({
      data: await listWebhookEndpoints(deps, await ownerOf(authOf(request).userId)),
    }),
  );

  app.post(
    '/professional/webhooks',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'createWebhookEndpoint',
        errors: ['forbidden'],
        summary: 'Register an endpoint for chosen events; the reply holds its signing secret',
        description:
          'At most 10 endpoints (422 `url` `validation.too_many`). The URL must be reachable by the server: ' +
          'an address on its own network is 422 `url` unless the operator allows it (OUTBOUND_ALLOW_PRIVATE). ' +
          'Deliveries are signed the Standard Webhooks way with the secret (docs/webhooks.md).',
        body: webhookEndpointBody,
        response: { 201: webhookEndpointCreatedReply },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(authOf(request).userId);
      const created = await createWebhookEndpoint(deps, owner, request.body);
      return reply.code(201).send({ data: created });
    },
  );

  app.put(
    '/professional/webhooks/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'updateWebhookEndpoint',
        errors: ['forbidden', 'not_found'],
        summary: 'Change an endpoint: its URL, description, events, or whether it is enabled',
        params: idParams,
        body: webhookEndpointBody,
        response: { 200: webhookEndpointReply },
      },
    },
    async (request) => ({
      data: await updateWebhookEndpoint(
        deps,
        await ownerOf(authOf(request).userId),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/professional/webhooks/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'deleteWebhookEndpoint',
        errors: ['forbidden', 'not_found'],
        summary: 'Delete an endpoint and its delivery log',
        params: idParams,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await deleteWebhookEndpoint(deps, await ownerOf(authOf(request).userId), request.params.id);
      return ok;
    },
  );

  app.get(
    '/professional/webhooks/:id/secret',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getWebhookSecret',
        errors: ['forbidden', 'not_found'],
        summary: "An endpoint's signing secret (whsec_…), to verify its deliveries",
        params: idParams,
        response: { 200: webhookSecretReply },
      },
    },
    async (request) => ({
      data: {
        secret: await readWebhookSecret(deps, await ownerOf(authOf(request).userId), request.params.id),
      },
    }),
  );

  app.get(
    '/professional/webhooks/:id/deliveries',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listWebhookDeliveries',
        errors: ['forbidden', 'not_found'],
        summary: "An endpoint's delivery log: the last 100 deliveries, newest first",
        params: idParams,
        response: { 200: webhookDeliveriesReply },
      },
    },
    async (request) => ({
      data: await listWebhookDeliveries(deps, await ownerOf(authOf(request).userId), request.params.id),
    }),
  );

  app.post(
    '/professional/webhooks/:id/deliveries/:deliveryId/resend',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'resendWebhookDelivery',
        errors: ['forbidden', 'not_found'],
        summary: 'Send a delivery again now, with the same webhook-id',
        params: deliveryParams,
        response: { 200: webhookDeliveryReply },
      },
    },
    async (request) => ({
      data: await resendWebhookDelivery(
        deps,
        await ownerOf(authOf(request).userId),
        request.params.id,
        request.params.deliveryId,
      ),
    }),
  );
};
