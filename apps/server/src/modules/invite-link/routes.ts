import { createdInviteLinkReply, inviteLinkReply } from '@sessionbook/domain';
import type { ApiModule } from '../../core/api-module.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { createInviteLink } from './services/create-invite-link.ts';
import { getInviteLink } from './services/get-invite-link.ts';

const tags = ['clients'];

/** The professional's shareable invite link `${APP_URL}/invite/{slug}`. */
export const inviteLinkRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);

  app.get(
    '/invite-link',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getInviteLink',
        errors: ['forbidden'],
        summary: 'The shareable invite link, or null before one was created',
        response: { 200: inviteLinkReply },
      },
    },
    async (request) => ({ data: { invite_link: await getInviteLink(deps, authOf(request).userId) } }),
  );

  app.put(
    '/invite-link',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'createInviteLink',
        errors: ['forbidden'],
        summary: 'Create the shareable invite link when none exists',
        response: { 200: createdInviteLinkReply },
      },
    },
    async (request) => ({ data: { 'invite-link': await createInviteLink(deps, authOf(request).userId) } }),
  );
};
