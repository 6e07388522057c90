import {
  calendarQuery,
  cancelEventBody,
  createEventBody,
  professionalEventsReply,
  updateEventBody,
  uuidParam,
} from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { requireCalendarReader } from '../calendar/stamps.ts';
import { professionalView } from '../calendar/calendar-views.ts';
import { cachedView, replyCacheOf } from '../calendar/reply-cache.ts';
import { cancelEvent } from './services/cancel-event.ts';
import { createEvent } from './services/create-event.ts';
import { listEvents } from './services/list-events.ts';
import { updateEvent } from './services/update-event.ts';

const tags = ['events'];
const idParams = z.object({ id: uuidParam('error.event.not_found') });

/** The professional's sessions and classes (issue 4); every route is the owner's only. */
export const eventRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);
  // The calendar's most read view: answered from its cache while its change stamps hold.
  const cache = replyCacheOf(deps.config);

  app.get(
    '/events',
    {
      onRequest: requireCalendarReader(deps, 'professional'),
      schema: {
        tags,
        operationId: 'listEvents',
        errors: ['forbidden'],
        summary:
          "The professional's events in a window of local dates (default: a week either side of today)",
        querystring: calendarQuery,
        response: { 200: professionalEventsReply },
      },
    },
    async (request, reply) => {
      const now = deps.clock();
      const view = professionalView(request, 'events', request.query, now);
      return cachedView(cache, reply, { ...view, now }, () =>
        listEvents(deps, view.professionalId, view.window, now),
      );
    },
  );

  app.post(
    '/events',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'createEvent',
        errors: ['forbidden', 'error.event.overlap', 'conflict'],
        summary: 'Create a session or class, weekly-recurring when a rule is given; every occurrence',
        body: createEventBody,
        response: { 201: professionalEventsReply },
      },
    },
    async (request, reply) => {
      const data = await createEvent(deps, authOf(request).userId, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.put(
    '/events/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'updateEvent',
        errors: ['forbidden', 'error.event.not_found', 'error.event.overlap', 'conflict'],
        summary: 'Edit an occurrence, it and the later ones, or the whole series; the changed occurrences',
        params: idParams,
        body: updateEventBody,
        response: { 200: professionalEventsReply },
      },
    },
    async (request) => ({
      data: await updateEvent(deps, authOf(request).userId, request.params.id, request.body),
    }),
  );

  app.post(
    '/events/:id/cancel',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'cancelEvent',
        errors: ['forbidden', 'error.event.not_found'],
        summary: 'Cancel an occurrence, it and the later ones, or the whole series; registrations end',
        params: idParams,
        body: cancelEventBody,
        response: { 200: professionalEventsReply },
      },
    },
    async (request) => ({
      data: await cancelEvent(deps, authOf(request).userId, request.params.id, request.body),
    }),
  );
};
