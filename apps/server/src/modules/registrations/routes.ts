import {
  declineRegistrationBody,
  declineRegistrationReply,
  eventRegistrationReply,
  uuidParam,
} from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../http/app.ts';
import { authOf, requireUser } from '../../http/authenticate.ts';
import { declineRegistration } from './services/decline-registration.ts';
import { getRegistration } from './services/get-registration.ts';

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
};
