import {
  notificationSettings,
  notificationSettingsBody,
  pushEndpointQuery,
  pushSubscriptionBody,
  pushSubscriptionState,
  unsubscribeBody,
  unsubscribeQuery,
  unsubscribeResult,
  VALIDATION_MESSAGES,
} from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule, AppInstance } from '../../core/api-module.ts';
import { fieldError } from '../../core/errors.ts';
import { perAccount, perMinute } from '../../core/rate-limits.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { acceptFormBodies } from './form-body.ts';
import {
  getNotificationSettings,
  updateNotificationSettings,
} from './services/update-notification-settings.ts';
import { unsubscribe } from './services/unsubscribe.ts';
import { getPushSubscription, removePush, savePush } from './services/push-subscription.ts';

const tags = ['notifications'];
const settingsReply = z.object({ data: notificationSettings });
const pushReply = z.object({ data: pushSubscriptionState });

/**
 * Notification settings (docs/product/entities-and-states.md#notification-settings) of the signed-in user,
 * and the unsubscribe link of every
 * non-system mail (docs/product/api.md#calls-by-area, `POST newsletter/unsubscribe`).
 */
export const notificationRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);

  app.get(
    '/profile/notifications',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getNotificationSettings',
        summary: 'The notification settings of the signed-in user',
        response: { 200: settingsReply },
      },
    },
    async (request) => ({ data: await getNotificationSettings(deps, authOf(request).userId) }),
  );

  app.put(
    '/profile/notifications',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'updateNotificationSettings',
        summary: 'Replace the notification settings (system mails cannot be turned off)',
        description:
          '`booking_updates` (a professional hears of new bookings, claims and accepted sessions `at_once` or ' +
          'in one `daily` summary) may be left out, which keeps the stored choice.',
        body: notificationSettingsBody,
        response: { 200: settingsReply },
      },
    },
    async (request) => ({
      data: await updateNotificationSettings(deps, authOf(request).userId, request.body),
    }),
  );

  // Web Push on one device (decision 0032): the device names itself by its endpoint, which only it knows.
  app.get(
    '/profile/push-subscription',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getPushSubscription',
        summary: 'Whether this device gets push notifications, and which kinds',
        querystring: pushEndpointQuery,
        response: { 200: pushReply },
      },
    },
    async (request) => ({
      data: await getPushSubscription(deps, authOf(request).userId, request.query.endpoint),
    }),
  );

  app.put(
    '/profile/push-subscription',
    {
      onRequest,
      config: perMinute(30, perAccount),
      schema: {
        tags,
        operationId: 'savePushSubscription',
        summary: "Turn on push for this device, or change which kinds it gets (the browser's subscription)",
        description:
          'The endpoint must be one of the push services the server sends to (PUSH_SERVICE_HOSTS): ' +
          'anything else is a 422 on `endpoint`.',
        body: pushSubscriptionBody,
        response: { 200: pushReply },
      },
    },
    async (request) => ({ data: await savePush(deps, authOf(request).userId, request.body) }),
  );

  app.delete(
    '/profile/push-subscription',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'removePushSubscription',
        summary: 'Turn off push for this device',
        querystring: pushEndpointQuery,
        response: { 200: pushReply },
      },
    },
    async (request) => ({ data: await removePush(deps, authOf(request).userId, request.query.endpoint) }),
  );

  // Its own context: only this route takes form bodies (the RFC 8058 one-click POST).
  await app.register(async (context) => {
    const scoped = context as unknown as AppInstance;
    acceptFormBodies(scoped);
    scoped.post(
      '/newsletter/unsubscribe',
      {
        // A mail provider's one-click POSTs for many users can share an address: a generous limit.
        config: perMinute(30),
        schema: {
          tags,
          operationId: 'unsubscribe',
          errors: ['error.unsubscribe.invalid_link'],
          summary: "Turn off the setting a mail's signed link names (no sign-in: the link is the authority)",
          description:
            'The token comes in `?token=` or a JSON body `{ "token": ... }`. Mail providers send the RFC 8058 ' +
            'one-click POST to the `List-Unsubscribe` URL with the token in its query and the form body ' +
            '`List-Unsubscribe=One-Click` (`application/x-www-form-urlencoded`, or `multipart/form-data`, ' +
            'which is accepted and not read). A forged, malformed or expired link changes nothing.',
          consumes: ['application/json', 'application/x-www-form-urlencoded'],
          querystring: unsubscribeQuery,
          body: unsubscribeBody,
          response: { 200: z.object({ data: unsubscribeResult }) },
        },
      },
      async (request) => {
        const token = request.query.token ?? request.body?.token;
        if (!token) throw fieldError('token', VALIDATION_MESSAGES.required);
        return { data: await unsubscribe(deps, token) };
      },
    );
  });
};
