import {
  clientBody,
  clientBookEntry,
  clientDetail,
  clientListQuery,
  clientPageReply,
  inviteClientsBody,
  inviteClientsReply,
  okReply,
  uuidParam,
} from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { ok } from '../../core/replies.ts';
import { acceptClient } from './services/accept-client.ts';
import { addClient } from './services/add-client.ts';
import { inviteClients } from './services/invite-clients.ts';
import { listClients } from './services/list-clients.ts';
import { removeClient } from './services/remove-client.ts';
import { showClient } from './services/show-client.ts';
import { updateClient } from './services/update-client.ts';

const tags = ['clients'];
const idParams = z.object({ id: uuidParam('error.client.not_found') });
const entryReply = z.object({ data: clientBookEntry });

/** The professional's client book (docs/api-client-book.md, "Professional"). */
export const clientRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);

  app.get(
    '/clients',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listClients',
        errors: ['forbidden'],
        summary: 'One page of the client book (20 per page), optionally with matching groups first',
        querystring: clientListQuery,
        response: { 200: clientPageReply },
      },
    },
    async (request) => listClients(deps, authOf(request).userId, request.query),
  );

  app.post(
    '/clients/invite',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'inviteClients',
        errors: ['forbidden'],
        summary: 'Invite e-mails and phones as pending clients (all or nothing)',
        body: inviteClientsBody,
        response: { 201: inviteClientsReply },
      },
    },
    async (request, reply) => {
      const invited = await inviteClients(deps, authOf(request).userId, request.body);
      return reply.code(201).send({ data: { invited } });
    },
  );

  app.get(
    '/clients/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'showClient',
        errors: ['forbidden', 'error.client.not_found'],
        summary: 'A client of the book with their groups and sessions',
        params: idParams,
        response: { 200: z.object({ data: clientDetail }) },
      },
    },
    async (request) => ({ data: await showClient(deps, authOf(request).userId, request.params.id) }),
  );

  app.post(
    '/clients',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'addClient',
        errors: ['forbidden'],
        summary: 'Add a client (pending) and send the invitation',
        body: clientBody,
        response: { 201: entryReply },
      },
    },
    async (request, reply) => {
      const entry = await addClient(deps, authOf(request).userId, request.body);
      return reply.code(201).send({ data: entry });
    },
  );

  app.put(
    '/clients/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'updateClient',
        errors: ['forbidden', 'error.client.not_found'],
        summary: "Edit a client's name, contacts and comment",
        params: idParams,
        body: clientBody,
        response: { 200: entryReply },
      },
    },
    async (request) => ({
      data: await updateClient(deps, authOf(request).userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/clients/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'removeClient',
        errors: ['forbidden', 'error.client.not_found'],
        summary: 'Remove a client (ends the relationship; history stays)',
        params: idParams,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await removeClient(deps, authOf(request).userId, request.params.id);
      return ok;
    },
  );

  app.post(
    '/clients/:id/accept',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'acceptClient',
        errors: ['forbidden', 'error.client.not_found', 'conflict'],
        summary: 'Accept a pending request that the client started',
        params: idParams,
        response: { 200: entryReply },
      },
    },
    async (request) => ({ data: await acceptClient(deps, authOf(request).userId, request.params.id) }),
  );
};
