import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { pingDatabase } from '../../db/migrate.ts';

const healthReply = z.object({
  data: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
});

/** Liveness for load balancers and the e2e runner: answers only once the database answers. */
export const systemRoutes: ApiModule = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        operationId: 'getHealth',
        summary: 'Health check',
        response: { 200: healthReply },
      },
    },
    async () => {
      await pingDatabase(database);
      return { data: { status: 'ok' as const, database: database.kind } };
    },
  );
};
