import { reportQuery, reportReply } from '@sessionbook/domain';
import type { ApiModule } from '../../core/api-module.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { requireProfessional } from '../auth/roles.ts';
import { readReport } from './services/read-report.ts';

const tags = ['reports'];

/**
 * The professional's reports (issue 27, item 6; docs/product/rules.md#reports, decision 0046). One
 * read: the app draws the tables and charts and writes each table's CSV from it.
 */
export const reportRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);
  const { db } = deps.database;

  app.get(
    '/professional/reports',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getProfessionalReport',
        errors: ['forbidden'],
        summary:
          'Per calendar month (in your zone): sessions, attendance, no-shows, late cancels, sessions per ' +
          'client and vouchers sold and used; per client; vouchers held now; clients not booked for a while',
        description:
          '`from` and `to` are months `YYYY-MM` (default: the last 12 months, this one included; at most ' +
          '24). `inactive_days` (1 to 365, default 30) is how long without a session lists a client.',
        querystring: reportQuery,
        response: { 200: reportReply },
      },
    },
    async (request) => {
      const professional = await requireProfessional(db, authOf(request).userId);
      return { data: await readReport(db, professional, request.query, deps.clock()) };
    },
  );
};
