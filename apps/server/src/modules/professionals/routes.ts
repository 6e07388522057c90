import {
  inviteProfessionalBody,
  linkTokenParam,
  okReply,
  professionalEntry,
  professionalsQuery,
  uuidParam,
} from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { ok } from '../../core/replies.ts';
import { acceptInviteLink } from './services/accept-invite-link.ts';
import { acceptProfessional } from './services/accept-professional.ts';
import { endProfessional } from './services/end-professional.ts';
import { inviteProfessional } from './services/invite-professional.ts';
import { listProfessionals } from './services/list-professionals.ts';

const entryReply = z.object({ data: professionalEntry });
const listReply = z.object({ data: z.array(professionalEntry) });
const slugParams = z.object({ slug: linkTokenParam('error.professional.not_found') });
const professionalParams = z.object({ professionalId: uuidParam('error.professional.not_found') });
const tags = ['professionals'];

/** The client's side of the client book: professionals list, invitations and the shareable link. */
export const professionalsRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);

  app.post(
    '/client/invite-link/:slug/accept',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'acceptInviteLink',
        errors: ['forbidden', 'error.professional.not_found', 'validation', 'conflict'],
        summary: 'Join the professional of a shareable invite link as a confirmed client (idempotent)',
        params: slugParams,
        response: { 200: entryReply },
      },
    },
    async (request) => ({ data: await acceptInviteLink(deps, authOf(request).userId, request.params.slug) }),
  );

  app.get(
    '/professionals',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listProfessionals',
        errors: ['forbidden'],
        summary: "The client's professionals: confirmed, pending invitations or all",
        querystring: professionalsQuery,
        response: { 200: listReply },
      },
    },
    async (request) => ({ data: await listProfessionals(deps, authOf(request).userId, request.query) }),
  );

  app.post(
    '/professionals/:professionalId/accept',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'acceptProfessional',
        errors: ['forbidden', 'error.professional.not_found'],
        summary: "Accept a professional's invitation",
        params: professionalParams,
        response: { 200: entryReply },
      },
    },
    async (request) => ({
      data: await acceptProfessional(deps, authOf(request).userId, request.params.professionalId),
    }),
  );

  app.post(
    '/professionals/:professionalId/decline',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'declineProfessional',
        errors: ['forbidden', 'error.professional.not_found'],
        summary: "Decline a professional's invitation",
        params: professionalParams,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await endProfessional(deps, authOf(request).userId, request.params.professionalId);
      return ok;
    },
  );

  app.delete(
    '/professionals/:professionalId',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'removeProfessional',
        errors: ['forbidden', 'error.professional.not_found'],
        summary: 'Remove a professional (the relationship ends, its history stays)',
        params: professionalParams,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await endProfessional(deps, authOf(request).userId, request.params.professionalId);
      return ok;
    },
  );

  app.post(
    '/client/professionals/invite',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'inviteProfessional',
        errors: ['forbidden'],
        summary: 'Invite a professional by e-mail (a request, or an invitation to sign up)',
        body: inviteProfessionalBody,
        response: { 201: okReply },
      },
    },
    async (request, reply) => {
      await inviteProfessional(deps, authOf(request).userId, request.body.email);
      return reply.status(201).send(ok);
    },
  );
};
