import {
  busyCalendarBody,
  busyCalendarReply,
  busyCalendarsReply,
  busyCalendarUpdateBody,
  busyIntervalsReply,
  busyTimesQuery,
  okReply,
  uuidParam,
} from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { ok } from '../../core/replies.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { requireProfessional } from '../auth/roles.ts';
import { findBusyInWindow } from './busy-reads.ts';
import {
  addCalendar,
  changeCalendar,
  listCalendars,
  refreshCalendar,
  removeCalendar,
} from './services/calendars.ts';

const tags = ['busy-times'];
const idParams = z.object({ id: uuidParam('not_found') });

/**
 * Busy time from the professional's own calendars (docs/api-busy-times.md,
 * docs/decisions/0050-busy-times.md); every route is the professional's own.
 */
export const busyTimeRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);
  const { db } = deps.database;
  const professionalOf = async (request: Parameters<typeof authOf>[0]) =>
    (await requireProfessional(db, authOf(request).userId)).professionalId;

  app.get(
    '/professional/busy-calendars',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listBusyCalendars',
        errors: ['forbidden'],
        summary: 'Your calendars read for busy time, each with how its last fetch went',
        response: { 200: busyCalendarsReply },
      },
    },
    async (request) => ({ data: await listCalendars(db, await professionalOf(request)) }),
  );

  app.post(
    '/professional/busy-calendars',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'addBusyCalendar',
        errors: ['forbidden'],
        summary: 'Add a calendar address (iCalendar, webcal:// included); its first fetch starts at once',
        description:
          'At most 10 calendars (422 `url` `validation.too_many`). The address must be one the server may ' +
          'reach: on a private network (unless the operator allows it) or not resolving, 422 `url` ' +
          '`validation.url`. The address is never shown again, only `url_hint`.',
        body: busyCalendarBody,
        response: { 201: busyCalendarReply },
      },
    },
    async (request, reply) => {
      const data = await addCalendar(deps, await professionalOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.put(
    '/professional/busy-calendars/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'updateBusyCalendar',
        errors: ['forbidden', 'not_found'],
        summary: 'Rename a calendar, or keep or drop its event titles (dropped at once)',
        params: idParams,
        body: busyCalendarUpdateBody,
        response: { 200: busyCalendarReply },
      },
    },
    async (request) => ({
      data: await changeCalendar(deps, await professionalOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/professional/busy-calendars/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'deleteBusyCalendar',
        errors: ['forbidden', 'not_found'],
        summary: 'Remove a calendar and its busy time',
        params: idParams,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await removeCalendar(deps, await professionalOf(request), request.params.id);
      return ok;
    },
  );

  app.post(
    '/professional/busy-calendars/:id/refresh',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'refreshBusyCalendar',
        errors: ['forbidden', 'not_found'],
        summary: 'Fetch a calendar now (202: the fetch is queued; the calendar as it stands)',
        description: 'At most one fetch a minute per calendar is queued; more answer the same.',
        params: idParams,
        response: { 202: busyCalendarReply },
      },
    },
    async (request, reply) => {
      const data = await refreshCalendar(deps, await professionalOf(request), request.params.id);
      return reply.code(202).send({ data });
    },
  );

  app.get(
    '/professional/busy-times',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listBusyTimes',
        errors: ['forbidden'],
        summary:
          'Your busy time in a window of at most 62 days, from every calendar (greyed in your calendar)',
        description:
          'Pieces of at most a day (a week away is seven), overlapping `[start, end)`; `title` only from ' +
          'calendars that keep titles.',
        querystring: busyTimesQuery,
        response: { 200: busyIntervalsReply },
      },
    },
    async (request) => ({
      data: await findBusyInWindow(db, await professionalOf(request), request.query),
    }),
  );
};
