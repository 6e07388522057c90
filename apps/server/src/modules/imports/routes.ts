import {
  importClientsBody,
  importClientsReply,
  inviteHeldBody,
  inviteHeldReply,
  MAX_IMPORT_ROWS,
} from '@sessionbook/domain';
import type { ApiModule } from '../../core/api-module.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { importClients } from './services/import-clients.ts';
import { inviteHeld } from './services/invite-held.ts';

const tags = ['clients'];

/**
 * A 5,000-row import with long comments: the default 1 MiB holds about 5,000 short rows, so this route
 * takes 16 MiB.
 */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/** Importing a practice's clients (issue 28 item 1, docs/decisions/0048-import-and-export.md, docs/api-import.md). */
export const importRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);

  app.post(
    '/professional/clients/import',
    {
      onRequest,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        operationId: 'importClients',
        errors: ['forbidden', 'conflict'],
        summary: `Import up to ${MAX_IMPORT_ROWS} clients (pending, invitations held) with opening balances`,
        description:
          'Every row is judged with the rules of adding a client: `ok`, `duplicate` (of an entry of the book ' +
          'or an earlier row) or `invalid` (field errors). `dry_run` stores nothing and answers 200. ' +
          '`all_or_nothing` refuses the whole import (422, fields `rows.{index}.{field}`) when any row is ' +
          'invalid; `valid_rows` imports the rest. Duplicates are never imported. No invitation goes out: ' +
          '`POST professional/clients/invite-held` sends them.',
        body: importClientsBody,
        response: { 200: importClientsReply, 201: importClientsReply },
      },
    },
    async (request, reply) => {
      const data = await importClients(deps, authOf(request).userId, request.body);
      return reply.code(request.body.dry_run ? 200 : 201).send({ data });
    },
  );

  app.post(
    '/professional/clients/invite-held',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'inviteHeldClients',
        errors: ['forbidden', 'error.client.not_found'],
        summary: 'Send the held invitations of imported clients: these, or all of them',
        body: inviteHeldBody,
        response: { 200: inviteHeldReply },
      },
    },
    async (request) => ({
      data: { invited: await inviteHeld(deps, authOf(request).userId, request.body.ids) },
    }),
  );
};
