import { calendarFeedReply, calendarFeedTokenParam } from '@sessionbook/domain';
import type { onSendHookHandler } from 'fastify';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { perMinute } from '../../core/rate-limits.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { resetFeedUrl, showFeedUrl } from './services/feed-url.ts';
import { renderCalendarFeed } from './services/render-calendar-feed.ts';

const tags = ['calendar-feed'];

/** The feed's media type (RFC 5545 section 8.1). */
const ICS_TYPE = 'text/calendar; charset=utf-8';

/**
 * Subscribed calendars poll: a private cache may keep the feed five minutes (the API's `no-store`
 * is for replies with session data; this route's hook runs after it). Only a successful feed.
 */
const cacheFeed: onSendHookHandler = async (_request, reply, payload) => {
  if (reply.statusCode === 200) reply.header('cache-control', 'private, max-age=300');
  return payload;
};

/**
 * The private calendar feed (issue 11): a secret URL per user that Google, Apple and Outlook
 * calendars subscribe to, listing their sessions; the user can reset it.
 */
export const calendarFeedRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);

  app.get(
    '/profile/calendar-feed',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getCalendarFeed',
        summary: 'The URL of your private calendar feed (made on first call, the same afterwards)',
        response: { 200: calendarFeedReply },
      },
    },
    async (request) => ({ data: await showFeedUrl(deps, authOf(request).userId) }),
  );

  app.post(
    '/profile/calendar-feed/reset',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'resetCalendarFeed',
        summary: 'A new calendar feed URL; the old one stops working',
        response: { 200: calendarFeedReply },
      },
    },
    async (request) => ({ data: await resetFeedUrl(deps, authOf(request).userId) }),
  );

  app.get(
    '/calendar-feed/:token.ics',
    {
      // Keyed by the secret, not the address: Google fetches many people's feeds from a few addresses.
      config: perMinute(60, (request) => `calendar-feed:${(request.params as { token?: string }).token}`),
      onSend: cacheFeed,
      schema: {
        tags,
        operationId: 'readCalendarFeed',
        summary: "A user's sessions as an iCalendar feed (RFC 5545), 30 days back to a year ahead",
        description:
          'No sign-in: the secret in the URL is the authority (from `GET profile/calendar-feed`). ' +
          'Times are in the owner’s time zone with its VTIMEZONE; cancelled sessions carry ' +
          '`STATUS:CANCELLED`. An unknown or reset secret is 404.',
        params: z.object({ token: calendarFeedTokenParam }),
        response: {
          200: {
            description: 'The feed (`text/calendar`)',
            content: { 'text/calendar': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const ics = await renderCalendarFeed(deps, request.params.token);
      return reply
        .type(ICS_TYPE)
        .header('content-disposition', 'inline; filename="sessionbook.ics"')
        .send(ics);
    },
  );
};
