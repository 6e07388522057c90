import {
  calendarQuery,
  cancelSlotBody,
  professionalSlotsReply,
  slotBody,
  updateSlotBody,
  uuidParam,
} from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { requireCalendarReader } from '../calendar/stamps.ts';
import { professionalView } from '../calendar/calendar-views.ts';
import { cachedView, replyCacheOf } from '../calendar/reply-cache.ts';
import { cancelSlot } from './services/cancel-slot.ts';
import { createSlot } from './services/create-slot.ts';
import { listSlots } from './services/list-slots.ts';
import { updateSlot } from './services/update-slot.ts';

const tags = ['availability-slots'];
const idParams = z.object({ id: uuidParam('error.slot.not_found') });

/** The professional's open availability (issue 4); every route is the owner's only. */
export const slotRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);
  const cache = replyCacheOf(deps.config);

  app.get(
    '/availability-slots',
    {
      onRequest: requireCalendarReader(deps, 'professional'),
      schema: {
        tags,
        operationId: 'listSlots',
        errors: ['forbidden'],
        summary: "The professional's slots in a window of local dates, with their blocked ranges",
        querystring: calendarQuery,
        response: { 200: professionalSlotsReply },
      },
    },
    async (request, reply) => {
      const now = deps.clock();
      const view = professionalView(request, 'slots', request.query, now);
      return cachedView(cache, reply, { ...view, now }, () =>
        listSlots(deps, view.professionalId, view.window),
      );
    },
  );

  app.post(
    '/availability-slots',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'createSlot',
        errors: ['forbidden'],
        summary: 'Create availability, weekly-recurring when a rule is given; every occurrence',
        body: slotBody,
        response: { 201: professionalSlotsReply },
      },
    },
    async (request, reply) => {
      const data = await createSlot(deps, authOf(request).userId, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.put(
    '/availability-slots/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'updateSlot',
        errors: ['forbidden', 'error.slot.not_found', 'error.slot.bookings_outside'],
        summary: 'Edit a slot, it and the later ones, or the whole series; the changed slots',
        params: idParams,
        body: updateSlotBody,
        response: { 200: professionalSlotsReply },
      },
    },
    async (request) => ({
      data: await updateSlot(deps, authOf(request).userId, request.params.id, request.body),
    }),
  );

  app.post(
    '/availability-slots/:id/cancel',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'cancelSlot',
        errors: ['forbidden', 'error.slot.not_found'],
        summary: 'Cancel a slot, it and the later ones, or the whole series; its claims are cancelled',
        params: idParams,
        body: cancelSlotBody,
        response: { 200: professionalSlotsReply },
      },
    },
    async (request) => ({
      data: await cancelSlot(deps, authOf(request).userId, request.params.id, request.body),
    }),
  );
};
