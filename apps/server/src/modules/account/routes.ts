import {
  deleteAccountBody,
  exportDay,
  exportFileName,
  okReply,
  personalDataExport,
} from '@sessionbook/domain';
import type { ApiModule } from '../../core/api-module.ts';
import { perAccount, perMinute } from '../../core/rate-limits.ts';
import { ok } from '../../core/replies.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { deleteAccount } from './services/delete-account.ts';
import { exportPersonalData } from './services/personal-data.ts';

/** Deleting one's own account (docs/product/rules.md#account-deletion and docs/product/overview.md#both-roles; docs/product/rules.md#account-deletion). */
export const accountRoutes: ApiModule = async (app, deps) => {
  app.delete(
    '/user',
    {
      onRequest: requireUser(deps),
      // As many guesses at the password as changing it allows.
      config: perMinute(10, perAccount),
      schema: {
        tags: ['account'],
        operationId: 'deleteAccount',
        summary:
          'Delete the account: vouchers, registrations and personal data go; others see "deleted user"',
        description:
          'Confirmed by `password`, or by `email` for an account that only signs in with Google. Places ' +
          'in events still to come end, the professional role cancels its coming events and slots, ' +
          'and every session of the account ends.',
        body: deleteAccountBody,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await deleteAccount(deps, authOf(request).userId, request.body);
      return ok;
    },
  );

  app.get(
    '/user/data-export',
    {
      onRequest: requireUser(deps),
      // Reads everything the account has: a few a minute is plenty for a person.
      config: perMinute(10, perAccount),
      schema: {
        tags: ['account'],
        operationId: 'exportPersonalData',
        summary: 'Everything kept about your account as one JSON file (GDPR art. 15 and 20)',
        description:
          'The account (without secrets), preferences, both role profiles, your professionals and your ' +
          'client book, your bookings, voucher entries and the messages sent to you. An attachment, ' +
          'never cached (docs/decisions/0048-import-and-export.md).',
        response: { 200: personalDataExport },
      },
    },
    async (request, reply) => {
      const now = deps.clock();
      const data = await exportPersonalData(deps.database.db, authOf(request).userId, now);
      const fileName = exportFileName('my-data', exportDay(now, data.account.timezone));
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );
};
