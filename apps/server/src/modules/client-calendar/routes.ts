import {
  clientCalendarQuery,
  clientEventsReply,
  clientSlotsReply,
  publicCalendarQuery,
  publicCalendarReply,
  usernameParam,
} from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { listClientEvents, listClientSlots } from './services/list-client-calendar.ts';
import { showPublicCalendar } from './services/show-public-calendar.ts';

const tags = ['client-calendar'];

/**
 * The client calendar (spec sections 2 and 6): one view per confirmed professional, or all of them
 * when `professional_id` is left out. Dates are days in the client's zone.
 */
export const clientCalendarRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);

  app.get(
    '/client/events',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listClientEvents',
        errors: ['forbidden', 'error.professional.not_found'],
        summary:
          'Your events in the window: registered, waitlisted, invited, and open classes of your professionals',
        querystring: clientCalendarQuery,
        response: { 200: clientEventsReply },
      },
    },
    async (request) => ({ data: await listClientEvents(deps, authOf(request).userId, request.query) }),
  );

  app.get(
    '/client/availability-slots',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listClientSlots',
        errors: ['forbidden', 'error.professional.not_found'],
        summary: 'Open availability slots of your professionals in the window, with their blocked time',
        querystring: clientCalendarQuery,
        response: { 200: clientSlotsReply },
      },
    },
    async (request) => ({ data: await listClientSlots(deps, authOf(request).userId, request.query) }),
  );

  app.get(
    '/guest/professionals/:username/calendar',
    {
      schema: {
        tags,
        operationId: 'getPublicCalendar',
        errors: ['error.professional.not_found', 'error.profile.not_public'],
        summary: "A public professional's open classes and slots in the window (403 when not public)",
        params: z.object({ username: usernameParam }),
        querystring: publicCalendarQuery,
        response: { 200: publicCalendarReply },
      },
    },
    async (request) => ({ data: await showPublicCalendar(deps, request.params.username, request.query) }),
  );
};
