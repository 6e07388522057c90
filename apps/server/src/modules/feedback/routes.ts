import { feedbackBody, feedbackResult } from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { perAccount, perHour } from '../../core/rate-limits.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { sendFeedback } from './services/send-feedback.ts';

const tags = ['feedback'];

/** Report a problem and suggest an improvement (docs/product/screens.md#feedback-pages), from either theme. */
export const feedbackRoutes: ApiModule = async (app, deps) => {
  app.post(
    '/feedback',
    {
      onRequest: requireUser(deps),
      // Each report mails the operator: 10 an hour per account is plenty for a person, and a stolen
      // or scripted token cannot flood the operator's mailbox.
      config: perHour(10, perAccount),
      schema: {
        tags,
        operationId: 'sendFeedback',
        summary: 'Report a problem or suggest an improvement; mailed to the operator',
        body: feedbackBody,
        response: { 201: z.object({ data: feedbackResult }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await sendFeedback(deps, authOf(request).userId, request.body) }),
  );
};
