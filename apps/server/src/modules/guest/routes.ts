import { inviteLinkInfo, linkTokenParam, publicProfile, usernameParam } from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { AppError } from '../../core/errors.ts';
import { signUpUrl } from '../../messaging/app-links.ts';
import { OPTIONAL_BEARER, optionalUser } from '../auth/authenticate.ts';
import { findProfessionalBySlug } from '../professionals/queries.ts';
import { showPublicProfile } from '../public-profile/services/show-public-profile.ts';

const tags = ['guest'];

/** Calls open to everyone, signed in or not: the invite link and the public profile. */
export const guestRoutes: ApiModule = async (app, deps) => {
  app.get(
    '/guest/invite-link/:slug',
    {
      schema: {
        tags,
        operationId: 'getInviteLinkInfo',
        errors: ['error.professional.not_found'],
        summary: 'The professional behind a shareable invite link, and where to sign up',
        params: z.object({ slug: linkTokenParam('error.professional.not_found') }),
        response: { 200: z.object({ data: inviteLinkInfo }) },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const found = await findProfessionalBySlug(deps.database.db, slug);
      if (!found) throw new AppError('error.professional.not_found');
      const { userId: _userId, ...professional } = found;
      return { data: { slug, professional, register_url: signUpUrl(deps.config.appUrl, 'client') } };
    },
  );

  app.get(
    '/guest/professionals/:username',
    {
      onRequest: optionalUser(deps),
      schema: {
        tags,
        operationId: 'getPublicProfile',
        errors: ['error.professional.not_found', 'error.profile.not_public'],
        summary: "A professional's public profile `@{username}` (403 when not public)",
        description:
          'Open to everyone when the professional made it public. A profile that is not public is shown ' +
          'only to the professional and their confirmed clients (with their session token); it is 403 to ' +
          'anyone else. An earlier username of the professional answers with the profile under its ' +
          'current `username`, so links shared before a rename keep working.',
        security: OPTIONAL_BEARER,
        params: z.object({ username: usernameParam }),
        response: { 200: z.object({ data: publicProfile }) },
      },
    },
    async (request) => ({
      data: await showPublicProfile(deps, request.params.username, request.auth),
    }),
  );
};
