import {
  bookingReply,
  cancelRegistrationBody,
  claimSlotBody,
  clientSessionsQuery,
  clientSessionsReply,
  registerForClassBody,
  standingSpotBody,
  standingSpotReply,
  cancelStandingSpotBody,
  declineRegistrationBody,
  declineRegistrationReply,
  eventAttendanceBody,
  registrationAttendanceBody,
  eventRegistrationReply,
  type BookingOutcome,
  uuidParam,
} from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../core/errors.ts';
import { authOf, requireUser, type RequestAuth } from '../auth/authenticate.ts';
import { loadClientEvent } from './client-event-entries.ts';
import { answerSession } from './services/answer-session.ts';
import { cancelRegistration } from './services/cancel-registration.ts';
import { claimSlot } from './services/claim-slot.ts';
import { declineRegistration } from './services/decline-registration.ts';
import { listClientSessions } from './services/list-client-sessions.ts';
import { registerForClass } from './services/register-for-class.ts';
import { bookStandingSpot, cancelStandingSpot } from './services/standing-spot.ts';
import { getRegistration } from './services/get-registration.ts';
import { markEventAttendance, markRegistrationAttendance } from './services/mark-attendance.ts';
import { requireClient } from '../auth/roles.ts';

const tags = ['event-registrations'];
const idParams = z.object({ id: uuidParam('error.registration.not_found') });

/**
 * The professional's side of registrations (issue 4, item 7): a registration or waitlist entry of
 * their own event, and declining it. Anyone else's entry is 404, as if it did not exist.
 */
export const registrationRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);

  app.get(
    '/event-registrations/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getEventRegistration',
        errors: ['forbidden', 'error.registration.not_found'],
        summary: 'A registration or waitlist entry of one of your events, with the event',
        params: idParams,
        response: { 200: eventRegistrationReply },
      },
    },
    async (request) => ({
      data: await getRegistration(deps, authOf(request).userId, request.params.id),
    }),
  );

  app.post(
    '/event-registrations/:id/decline',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'declineEventRegistration',
        errors: ['forbidden', 'error.registration.not_found', 'error.registration.ended'],
        summary:
          'Decline a registration (a slot claim is refused and its time freed) or remove a waitlist entry; the event',
        params: idParams,
        body: declineRegistrationBody,
        response: { 200: declineRegistrationReply },
      },
    },
    async (request) => ({
      data: await declineRegistration(deps, authOf(request).userId, request.params.id, request.body),
    }),
  );

  app.put(
    '/event-registrations/:id/attendance',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'markRegistrationAttendance',
        errors: [
          'forbidden',
          'error.registration.not_found',
          'error.registration.ended',
          'error.event.not_found',
          'error.attendance.closed',
        ],
        summary: 'Mark a registration attended or a no-show, or clear the mark; the event',
        params: idParams,
        body: registrationAttendanceBody,
        response: { 200: declineRegistrationReply },
      },
    },
    async (request) => ({
      data: await markRegistrationAttendance(deps, authOf(request).userId, request.params.id, request.body),
    }),
  );

  app.put(
    '/events/:id/attendance',
    {
      onRequest,
      schema: {
        tags: ['events'],
        operationId: 'markEventAttendance',
        errors: ['forbidden', 'error.event.not_found', 'error.attendance.closed'],
        summary:
          'Give every active registration of an event the same attendance mark ("all attended"); the event',
        params: z.object({ id: uuidParam('error.event.not_found') }),
        body: eventAttendanceBody,
        response: { 200: declineRegistrationReply },
      },
    },
    async (request) => ({
      data: await markEventAttendance(deps, authOf(request).userId, request.params.id, request.body),
    }),
  );

  /** The signed-in client (403 without a client profile) and the event as they see it afterwards. */
  const clientOf = (userId: string) => requireClient(deps.database.db, userId);
  /** The signed-in client's account, read in the booking's transaction when it connects them. */
  const connectAs = (userId: string) => (tx: Db) => requireClient(tx, userId);
  /** The signed-in client's id as the session query read it (403 without a client profile). */
  const clientIdOf = (auth: RequestAuth) => {
    if (!auth.clientId) throw new AppError('forbidden');
    return auth.clientId;
  };
  const reply = async (clientId: string, eventId: string, outcome: BookingOutcome) => ({
    data: { outcome, event: await loadClientEvent(deps.database.db, clientId, eventId) },
  });
  const eventParams = z.object({ id: uuidParam('error.event.not_found') });

  app.post(
    '/client/events/:id/register',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'registerForClass',
        errors: [
          'forbidden',
          'error.event.not_found',
          'error.professional.not_connected',
          'error.event.full',
          'error.event.registration_deadline',
        ],
        summary: 'Register for a group class, or join its waitlist when it is full and `waitlist` is true',
        params: eventParams,
        body: registerForClassBody,
        response: { 201: bookingReply },
      },
    },
    async (request, response) => {
      const auth = authOf(request);
      const clientId = clientIdOf(auth);
      const { outcome, eventId } = await registerForClass(deps, {
        clientId,
        eventId: request.params.id,
        voucherTypeId: request.body.voucher_type_id,
        waitlist: request.body.waitlist,
        connect: connectAs(auth.userId),
      });
      return response.status(201).send(await reply(clientId, eventId, outcome));
    },
  );

  app.post(
    '/client/events/:id/standing-spot',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'bookStandingSpot',
        errors: ['forbidden', 'error.event.not_found', 'error.professional.not_connected'],
        summary:
          'Book this occurrence of a weekly class and every later one (or the next `count`): each date is registered, or waitlisted when full',
        params: eventParams,
        body: standingSpotBody,
        response: { 201: standingSpotReply },
      },
    },
    async (request, response) => {
      const auth = authOf(request);
      const occurrences = await bookStandingSpot(deps, {
        clientId: clientIdOf(auth),
        eventId: request.params.id,
        voucherTypeId: request.body.voucher_type_id,
        count: request.body.count,
        connect: connectAs(auth.userId),
      });
      return response.status(201).send({ data: { occurrences } });
    },
  );

  app.post(
    '/client/events/:id/standing-spot/cancel',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'cancelStandingSpot',
        errors: ['forbidden', 'error.event.not_found'],
        summary:
          'Cancel the client’s places in this occurrence of a weekly class and every later one, while cancelling is free',
        params: eventParams,
        body: cancelStandingSpotBody,
        response: { 200: standingSpotReply },
      },
    },
    async (request) => ({
      data: {
        occurrences: await cancelStandingSpot(deps, {
          clientId: clientIdOf(authOf(request)),
          eventId: request.params.id,
          reason: request.body.reason,
        }),
      },
    }),
  );

  app.post(
    '/client/event-registrations',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'claimSlot',
        errors: [
          'forbidden',
          'error.slot.not_found',
          'error.professional.not_connected',
          'error.slot.time_conflict',
          'error.event.registration_deadline',
        ],
        summary: 'Claim part of an availability slot: a session of `duration` minutes from `start_time`',
        body: claimSlotBody,
        response: { 201: bookingReply },
      },
    },
    async (request, response) => {
      const auth = authOf(request);
      const clientId = clientIdOf(auth);
      const { body } = request;
      const event = await claimSlot(deps, {
        clientId,
        slotId: body.availability_slot_id,
        startTime: body.start_time,
        endTime: new Date(body.start_time.getTime() + body.duration * 60_000),
        voucherTypeId: body.voucher_type_id,
        connect: connectAs(auth.userId),
      });
      return response.status(201).send(await reply(clientId, event.id, 'claimed'));
    },
  );

  app.post(
    '/client/event-registrations/:id/cancel',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'cancelOwnRegistration',
        errors: [
          'forbidden',
          'error.registration.not_found',
          'error.registration.ended',
          'error.event.cancellation_deadline',
        ],
        summary:
          'Cancel your registration or slot claim (with a reason, before the deadline), or leave a waitlist',
        params: idParams,
        body: cancelRegistrationBody,
        response: { 200: bookingReply },
      },
    },
    async (request) => {
      const client = await clientOf(authOf(request).userId);
      const eventId = await cancelRegistration(deps, client.clientId, request.params.id, request.body);
      return reply(client.clientId, eventId, 'cancelled');
    },
  );

  for (const answer of ['accept', 'decline'] as const)
    app.post(
      `/client/events/:id/${answer}`,
      {
        onRequest,
        schema: {
          tags,
          operationId: answer === 'accept' ? 'acceptSession' : 'declineSession',
          errors: [
            'forbidden',
            'error.event.not_found',
            ...(answer === 'accept'
              ? (['error.event.full', 'error.event.registration_deadline'] as const)
              : (['error.event.cancellation_deadline'] as const)),
          ],
          summary:
            answer === 'accept'
              ? 'Accept a session your professional booked for you (registers you)'
              : 'Decline a session your professional booked for you',
          params: eventParams,
          response: { 200: bookingReply },
        },
      },
      async (request) => {
        const client = await clientOf(authOf(request).userId);
        await answerSession(deps, client.clientId, request.params.id, answer);
        return reply(client.clientId, request.params.id, answer === 'accept' ? 'accepted' : 'declined');
      },
    );

  app.get(
    '/clients/:id/sessions',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listClientSessions',
        errors: ['forbidden', 'error.client.not_found'],
        summary:
          "A client book entry's sessions with you: upcoming (soonest first) or history (latest first)",
        params: z.object({ id: uuidParam('error.client.not_found') }),
        querystring: clientSessionsQuery,
        response: { 200: clientSessionsReply },
      },
    },
    async (request) => listClientSessions(deps, authOf(request).userId, request.params.id, request.query),
  );
};
