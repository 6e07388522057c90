import {
  calendarQuery,
  clientCalendarQuery,
  clientCalendarReply,
  clientEventsReply,
  clientSlotsReply,
  publicCalendarQuery,
  publicCalendarReply,
  usernameParam,
} from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { OPTIONAL_BEARER, optionalUser } from '../auth/authenticate.ts';
import { requireCalendarReader } from '../calendar/stamps.ts';
import { clientView } from '../calendar/calendar-views.ts';
import { cachedView, replyCacheOf } from '../calendar/reply-cache.ts';
import { listClientEvents, listClientSlots } from './services/list-client-calendar.ts';
import { showClientCalendar } from './services/show-client-calendar.ts';
import { showPublicCalendar } from './services/show-public-calendar.ts';

const tags = ['client-calendar'];

/**
 * The client calendar (docs/product/screens.md#client-area and docs/product/overview.md#client): one view per
 * confirmed professional, or all of them
 * when `professional_id` is left out, and the combined calendar of all of them in one reply (issue
 * 25). Dates are days in the client's zone.
 */
export const clientCalendarRoutes: ApiModule = async (app, deps) => {
  // Both views read the change stamps of the client's professionals with the session.
  const onRequest = requireCalendarReader(deps, 'client');
  const cache = replyCacheOf(deps.config);

  app.get(
    '/client/calendar',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getClientCalendar',
        errors: ['forbidden'],
        summary:
          'Your combined calendar in the window: your professionals with their colours, and their events and open slots',
        querystring: calendarQuery,
        response: { 200: clientCalendarReply },
      },
    },
    async (request, reply) => {
      const now = deps.clock();
      const view = clientView(request, 'client-calendar', request.query, now);
      return cachedView(cache, reply, { ...view, now }, () =>
        showClientCalendar(deps, view.clientId, view.window),
      );
    },
  );

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
      onRequest: optionalUser(deps),
      schema: {
        tags,
        operationId: 'getPublicCalendar',
        errors: ['error.professional.not_found', 'error.profile.not_public'],
        summary: "A public professional's open classes and slots in the window (403 when not public)",
        description:
          'Who may read it, and which usernames find it, as `getPublicProfile` says: everyone when the ' +
          'profile is public, else only the professional and their confirmed clients.',
        security: OPTIONAL_BEARER,
        params: z.object({ username: usernameParam }),
        querystring: publicCalendarQuery,
        response: { 200: publicCalendarReply },
      },
    },
    async (request) => ({
      data: await showPublicCalendar(deps, request.params.username, request.query, request.auth),
    }),
  );
};
