import { apiTokenBody, apiTokenCreatedReply, apiTokensReply, okReply, uuidParam } from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { ok } from '../../core/replies.ts';
import { perAccount, perMinute } from '../../core/rate-limits.ts';
import { authOf, requireUser } from './authenticate.ts';
import { createApiToken, listApiTokens, revokeApiToken } from './services/api-tokens.ts';

const tags = ['api-tokens'];
const idParams = z.object({ id: uuidParam('not_found') });

/**
 * Personal API tokens (docs/api-tokens.md, docs/decisions/0052-api-tokens.md). Managed with a session
 * only: these routes are in no token scope (api-token-scopes.ts), so a token cannot mint or revoke tokens.
 */
export const apiTokenRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);

  app.get(
    '/professional/api-tokens',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listApiTokens',
        errors: ['forbidden'],
        summary: "The professional's live personal API tokens (never the tokens themselves)",
        response: { 200: apiTokensReply },
      },
    },
    async (request) => ({ data: await listApiTokens(deps, authOf(request).userId) }),
  );

  app.post(
    '/professional/api-tokens',
    {
      onRequest,
      // A person makes a few; a script that makes many is refused early.
      config: perMinute(10, perAccount),
      schema: {
        tags,
        operationId: 'createApiToken',
        errors: ['forbidden'],
        summary: 'Make a named, scoped token; the reply holds the whole token, this once',
        body: apiTokenBody,
        response: { 201: apiTokenCreatedReply },
      },
    },
    async (request, reply) => {
      const created = await createApiToken(deps, authOf(request).userId, request.body);
      return reply.code(201).send({ data: created });
    },
  );

  app.delete(
    '/professional/api-tokens/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'revokeApiToken',
        errors: ['forbidden'],
        summary: 'Revoke a token: it stops working at once',
        params: idParams,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await revokeApiToken(deps, authOf(request).userId, request.params.id);
      return ok;
    },
  );
};
