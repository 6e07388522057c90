import { webhookReply } from '@sessionbook/domain';
import type { AppDeps } from '../../core/deps.ts';
import type { AppInstance } from '../../core/api-module.ts';
import { AppError } from '../../core/errors.ts';
import { handleStripeEvent } from './services/handle-webhook.ts';

/** Stripe's events are small; a body past this is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * `POST stripe/webhook` in a context of its own: the signature is over the exact bytes Stripe sent,
 * so only here JSON is kept as the raw buffer, never parsed and re-serialised; every other route
 * still parses JSON as before.
 */
export async function stripeWebhookRoute(app: AppInstance, deps: AppDeps): Promise<void> {
  await app.register(async (context) => {
    const scoped = context as unknown as AppInstance;
    scoped.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scoped.post(
      '/stripe/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags: ['payments'],
          operationId: 'receiveStripeEvent',
          errors: ['bad_request', 'conflict', 'not_found'],
          summary: "Stripe's events (signed): payments, refunds, expired checkouts, account changes",
          description:
            'No session: the `Stripe-Signature` header is the authority, checked against the raw body with ' +
            'STRIPE_WEBHOOK_SECRET; a forged signature or one older than 300 seconds is 400 and records ' +
            'nothing. Each event applies once, by its id: a second delivery answers 200 and changes nothing. ' +
            'A refund that comes before its payment is 409, unrecorded, so Stripe delivers it again. 404 ' +
            'without Stripe configured.',
          consumes: ['application/json'],
          response: { 200: webhookReply },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          if (!deps.config.stripe) throw new AppError('not_found');
          throw new AppError('bad_request');
        }
        await handleStripeEvent(deps, request.body, signature);
        return { data: { received: true } };
      },
    );
  });
}
