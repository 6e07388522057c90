import { embedSettingsBody, embedSettingsReply } from '@sessionbook/domain';
import type { ApiModule } from '../../core/api-module.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { requireProfessional } from '../auth/roles.ts';
import { findAllowedOrigins, saveAllowedOrigins } from './queries.ts';

const tags = ['embed'];

/**
 * The booking widget's settings (issue 29 item 3; docs/decisions/0053-booking-widget.md): the sites
 * allowed to show `/embed/{username}` in a frame. The widget page itself is served by host routing
 * (http/widget-page.ts) with these origins in its `frame-ancestors`.
 */
export const embedRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);
  const { db } = deps.database;

  app.get(
    '/professional/embed',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getEmbedSettings',
        errors: ['forbidden'],
        summary: 'The sites allowed to embed your booking widget, and its username',
        response: { 200: embedSettingsReply },
      },
    },
    async (request) => {
      const professional = await requireProfessional(db, authOf(request).userId);
      const origins = await findAllowedOrigins(db, professional.professionalId);
      return { data: { allowed_origins: origins, username: professional.username } };
    },
  );

  app.put(
    '/professional/embed',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'updateEmbedSettings',
        errors: ['forbidden'],
        summary: 'Replace the sites allowed to embed your booking widget',
        description:
          'Each entry is an origin (`https://studio.example`; `http://` only for localhost), normalised ' +
          'to lower case without a path; duplicates are kept once. A bad entry is 422 on ' +
          '`allowed_origins.{i}`. Only these sites (and the app itself) may show the widget in a frame.',
        body: embedSettingsBody,
        response: { 200: embedSettingsReply },
      },
    },
    async (request) => {
      const professional = await requireProfessional(db, authOf(request).userId);
      await saveAllowedOrigins(db, professional.professionalId, request.body.allowed_origins);
      return { data: { allowed_origins: request.body.allowed_origins, username: professional.username } };
    },
  );
};
