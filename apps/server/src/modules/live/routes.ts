import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { AppError } from '../../core/errors.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { LiveHub } from './hub.ts';

/**
 * `GET /api/live`: the signed-in reader's stream of changes (decision 0028). One hub per app: it
 * listens to the database only once the first stream opens, and ends every stream before the server
 * stops accepting requests, so a graceful shutdown never waits on an open stream.
 */
export const liveRoutes: ApiModule = async (app, deps) => {
  const hub = new LiveHub(deps, app.log);
  app.addHook('preClose', async () => hub.close());

  app.get(
    '/live',
    {
      onRequest: requireUser(deps),
      schema: {
        tags: ['live'],
        operationId: 'followLiveChanges',
        summary: 'Server-Sent Events saying which of your calendars, relationships or account changed',
        description:
          'A `text/event-stream` that stays open. First `event: ready` with `{ "calendars": [...] }`, the ' +
          'professional calendars it follows: your own and those you are a confirmed client of. Then ' +
          '`event: change` with `{ "scope": "calendar", "professional_id" }`, `{ "scope": "professionals" }`, ' +
          '`{ "scope": "account" }` or `{ "scope": "everything" }` (changes may have been missed: read ' +
          'all again) within moments of each commit, on whichever server instance it happened. Never ' +
          'what changed: read it again through the other routes. Comment lines every 25 s keep it open; ' +
          'the server ends it when the session ends or expires, and when it shuts down: reconnect with ' +
          'backoff and read again what you show.',
        response: {
          200: {
            description: 'The event stream (`text/event-stream`)',
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const stream = await hub.follow(authOf(request));
      if (!stream) throw new AppError('unauthenticated');
      return (
        reply
          .type('text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // nginx would otherwise hold events back in its buffer.
          .header('x-accel-buffering', 'no')
          // The documented body is the text the stream carries; Fastify pipes a stream as it comes.
          .send(stream.body as unknown as string)
      );
    },
  );
};
