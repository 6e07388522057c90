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
import { requireCalendarReader } from '../calendar/stamps.ts';
import { clientView } from '../calendar/calendar-views.ts';
import { cachedView, replyCacheOf } from '../calendar/reply-cache.ts';
import { listClientEvents, listClientSlots } from './services/list-client-calendar.ts';
import { showPublicCalendar } from './services/show-public-calendar.ts';

const tags = ['client-calendar'];

/**
 * The client calendar (spec sections 2 and 6): one view per confirmed professional, or all of them
 * when `professional_id` is left out. Dates are days in the client's zone.
 */
export const clientCalendarRoutes: ApiModule = async (app, deps) => {
  // Both views read the change stamps of the client's professionals with the session.
  const onRequest = requireCalendarReader(deps, 'client');
  const cache = replyCacheOf(deps.config);

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
    async (request, reply) => {
      const now = deps.clock();
      const view = clientView(request, 'client-events', request.query, now);
      return cachedView(cache, reply, { ...view, now }, () =>
        listClientEvents(deps, view.clientId, request.query.professional_id, view.window),
      );
    },
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
    async (request, reply) => {
      const now = deps.clock();
      const view = clientView(request, 'client-slots', request.query, now);
      return cachedView(cache, reply, { ...view, now }, () =>
        listClientSlots(deps, view.clientId, request.query.professional_id, view.window),
      );
    },
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
