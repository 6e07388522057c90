import {
  addVouchersBody,
  editBatchBody,
  paymentOverviewReply,
  resetVoucherTypeBody,
  runningLowReply,
  uuidParam,
  VOUCHER_TYPES,
  voucherBalancesReply,
  voucherBatch,
  voucherBatchReply,
  voucherChangesBody,
  voucherOverviewReply,
  voucherSettingsBody,
  voucherSettingsReply,
  voucherTypesReply,
} from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import type { Db } from '../../db/types.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import {
  addBatch,
  applyChanges,
  editBatch,
  markBatchPaid,
  removeBatch,
  resetVoucherType,
} from './services/change-batches.ts';
import {
  entryOverview,
  listBalances,
  listRunningLow,
  ownOverview,
  paymentOverview,
} from './services/read-vouchers.ts';
import { readVoucherSettings, writeVoucherSettings } from './settings.ts';
import { findOverview } from './queries.ts';
import { requireProfessional, requireClient } from '../auth/roles.ts';

const tags = ['vouchers'];
const entryParams = z.object({ id: uuidParam('error.client.not_found') });
const batchParams = z.object({ id: uuidParam('error.vouchers.batch_not_found') });
const professionalParams = z.object({ id: uuidParam('error.professional.not_found') });
const professionalErrors = ['forbidden'] as const;

/** The voucher calls of docs/product/api.md#calls-by-area (docs/api-vouchers.md). */
export const voucherRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);
  const { db } = deps.database;

  /** Runs `work` as the signed-in professional, in one transaction. */
  const asProfessional = async <T>(userId: string, work: (tx: Db, professionalId: string) => Promise<T>) =>
    db.transaction(async (tx) => work(tx, (await requireProfessional(tx, userId)).professionalId));

  app.get(
    '/voucher-types',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listVoucherTypes',
        summary: 'The voucher types (individual, duo, group) with their registration limits',
        response: { 200: voucherTypesReply },
      },
    },
    async () => ({ data: VOUCHER_TYPES.map((type) => ({ ...type })) }),
  );

  app.get(
    '/vouchers',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listVoucherBalances',
        errors: [...professionalErrors],
        summary:
          "Every balance of the professional's clients per voucher type and duration (may be negative)",
        response: { 200: voucherBalancesReply },
      },
    },
    async (request) => ({
      data: await asProfessional(authOf(request).userId, (tx, professionalId) =>
        listBalances(tx, professionalId, deps.clock()),
      ),
    }),
  );

  app.get(
    '/running-low',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listRunningLow',
        errors: [...professionalErrors],
        summary:
          'Balances of 1 or less of clients who have had vouchers of that kind (top up suggests 5), and balances that partly expire within 14 days',
        response: { 200: runningLowReply },
      },
    },
    async (request) => ({
      data: await asProfessional(authOf(request).userId, (tx, professionalId) =>
        listRunningLow(tx, professionalId, deps.clock()),
      ),
    }),
  );

  app.get(
    '/vouchers/payment-overview',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'voucherPaymentOverview',
        errors: [...professionalErrors],
        summary: 'The payment log grouped per client, clients with unpaid vouchers first',
        response: { 200: paymentOverviewReply },
      },
    },
    async (request) => ({ data: await asProfessional(authOf(request).userId, paymentOverview) }),
  );

  app.get(
    '/vouchers-settings',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getVoucherSettings',
        errors: [...professionalErrors],
        summary: 'Registration and cancellation deadlines per voucher type, in whole hours before the event',
        response: { 200: voucherSettingsReply },
      },
    },
    async (request) => ({ data: await asProfessional(authOf(request).userId, readVoucherSettings) }),
  );

  app.put(
    '/vouchers-settings',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'updateVoucherSettings',
        errors: [...professionalErrors],
        summary: 'Set the deadlines of one or more voucher types; client booking follows them at once',
        body: voucherSettingsBody,
        response: { 200: voucherSettingsReply },
      },
    },
    async (request) => ({
      data: await asProfessional(authOf(request).userId, async (tx, professionalId) => {
        await writeVoucherSettings(tx, professionalId, request.body.voucher_settings, deps.clock());
        return readVoucherSettings(tx, professionalId);
      }),
    }),
  );

  app.get(
    '/clients/:id/vouchers',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'showClientVouchers',
        errors: [...professionalErrors, 'error.client.not_found'],
        summary: "A client's balances, batches and change log (the client profile's voucher overview)",
        params: entryParams,
        response: { 200: voucherOverviewReply },
      },
    },
    async (request) => ({
      data: await asProfessional(authOf(request).userId, (tx, professionalId) =>
        entryOverview(tx, professionalId, request.params.id, deps.clock()),
      ),
    }),
  );

  app.post(
    '/clients/:id/vouchers',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'addVouchers',
        errors: [...professionalErrors, 'error.client.not_found', 'error.vouchers.unable_to_update'],
        summary: 'Add a batch of vouchers (count, paid or unpaid, value per voucher) to a client',
        params: entryParams,
        body: addVouchersBody,
        response: { 201: voucherBatchReply },
      },
    },
    async (request, reply) => {
      const batch = await asProfessional(authOf(request).userId, (tx, professionalId) =>
        addBatch(tx, professionalId, request.params.id, request.body, deps.clock()),
      );
      return reply.code(201).send({ data: batch });
    },
  );

  app.post(
    '/clients/:id/vouchers/reset',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'resetVoucherType',
        errors: [...professionalErrors, 'error.client.not_found', 'error.vouchers.unable_to_update'],
        summary:
          "Reset a voucher type: the client's balance of that type and duration becomes 0 (kept in the log)",
        params: entryParams,
        body: resetVoucherTypeBody,
        response: { 200: voucherOverviewReply },
      },
    },
    async (request) => ({
      data: await asProfessional(authOf(request).userId, async (tx, professionalId) => {
        const clientId = await resetVoucherType(
          tx,
          professionalId,
          request.params.id,
          request.body,
          deps.clock(),
        );
        return findOverview(tx, professionalId, clientId, deps.clock());
      }),
    }),
  );

  const batchErrors = [
    ...professionalErrors,
    'error.vouchers.batch_not_found',
    'error.vouchers.unable_to_update',
  ] as const;

  app.put(
    '/vouchers/batches/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'editVoucherBatch',
        errors: [...batchErrors],
        summary: 'Change what a batch holds (count, value, paid); recorded as an edit',
        params: batchParams,
        body: editBatchBody,
        response: { 200: voucherBatchReply },
      },
    },
    async (request) => ({
      data: await asProfessional(authOf(request).userId, (tx, professionalId) =>
        editBatch(tx, professionalId, request.params.id, request.body, deps.clock()),
      ),
    }),
  );

  app.delete(
    '/vouchers/batches/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'removeVoucherBatch',
        errors: [...batchErrors],
        summary: 'Remove a batch; recorded as a removal, the batch stays in the change log',
        params: batchParams,
        response: { 200: voucherBatchReply },
      },
    },
    async (request) => ({
      data: await asProfessional(authOf(request).userId, (tx, professionalId) =>
        removeBatch(tx, professionalId, request.params.id, deps.clock()),
      ),
    }),
  );

  app.post(
    '/vouchers/batches/:id/paid',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'markVoucherBatchPaid',
        errors: [...batchErrors],
        summary: 'Mark a batch as paid (the payment log); again is a no-op',
        params: batchParams,
        response: { 200: voucherBatchReply },
      },
    },
    async (request) => ({
      data: await asProfessional(authOf(request).userId, (tx, professionalId) =>
        markBatchPaid(tx, professionalId, request.params.id, deps.clock()),
      ),
    }),
  );

  app.post(
    '/vouchers/changes',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'applyVoucherChanges',
        errors: [...batchErrors, 'error.client.not_found'],
        summary: "Apply the edit-vouchers screen's confirmed changes together, or none of them",
        body: voucherChangesBody,
        response: { 200: z.object({ data: z.object({ batches: z.array(voucherBatch) }) }) },
      },
    },
    async (request) => ({
      data: {
        batches: await asProfessional(authOf(request).userId, (tx, professionalId) =>
          applyChanges(tx, professionalId, request.body.changes, deps.clock()),
        ),
      },
    }),
  );

  app.get(
    '/client/professionals/:id/vouchers',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'showOwnVouchers',
        errors: ['forbidden', 'error.professional.not_found'],
        summary: "The signed-in client's vouchers with a professional: balances, batches, what was used when",
        params: professionalParams,
        response: { 200: voucherOverviewReply },
      },
    },
    async (request) => {
      const client = await requireClient(db, authOf(request).userId);
      return { data: await ownOverview(db, client.clientId, request.params.id, deps.clock()) };
    },
  );
};
