import {
  paymentSettingsBody,
  paymentSettingsReply,
  uuidParam,
  voucherPackBody,
  voucherPackReply,
  voucherPacksReply,
} from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import type { Db } from '../../db/types.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { requireProfessional } from '../auth/roles.ts';
import {
  archivePack,
  createPack,
  listPacks,
  readPaymentSettings,
  updatePack,
  writePaymentSettings,
} from './packs.ts';

const tags = ['vouchers'];
const packParams = z.object({ id: uuidParam('error.vouchers.pack_not_found') });
const professionalErrors = ['forbidden'] as const;

/** Packs and the currency (docs/api-vouchers.md#packs-and-currency, docs/decisions/0047-packs-and-expiry.md). */
export const voucherPackRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);
  const { db } = deps.database;
  const asProfessional = async <T>(userId: string, work: (tx: Db, professionalId: string) => Promise<T>) =>
    db.transaction(async (tx) => work(tx, (await requireProfessional(tx, userId)).professionalId));

  app.get(
    '/professional/voucher-packs',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listVoucherPacks',
        errors: [...professionalErrors],
        summary: "The professional's packs (archived ones last, marked)",
        response: { 200: voucherPacksReply },
      },
    },
    async (request) => ({ data: await asProfessional(authOf(request).userId, listPacks) }),
  );

  app.post(
    '/professional/voucher-packs',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'createVoucherPack',
        errors: [...professionalErrors],
        summary: 'Define a pack: voucher type, duration, count, price and validity in days (or none)',
        body: voucherPackBody,
        response: { 201: voucherPackReply },
      },
    },
    async (request, reply) => {
      const pack = await asProfessional(authOf(request).userId, (tx, professionalId) =>
        createPack(tx, professionalId, request.body),
      );
      return reply.code(201).send({ data: pack });
    },
  );

  app.put(
    '/professional/voucher-packs/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'updateVoucherPack',
        errors: [...professionalErrors, 'error.vouchers.pack_not_found'],
        summary: 'Change a pack; batches already sold keep what they were sold with',
        params: packParams,
        body: voucherPackBody,
        response: { 200: voucherPackReply },
      },
    },
    async (request) => ({
      data: await asProfessional(authOf(request).userId, (tx, professionalId) =>
        updatePack(tx, professionalId, request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/professional/voucher-packs/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'archiveVoucherPack',
        errors: [...professionalErrors, 'error.vouchers.pack_not_found'],
        summary: 'Archive a pack: off sale and out of the forms; batches sold from it keep naming it',
        params: packParams,
        response: { 200: voucherPackReply },
      },
    },
    async (request) => ({
      data: await asProfessional(authOf(request).userId, (tx, professionalId) =>
        archivePack(tx, professionalId, request.params.id, deps.clock()),
      ),
    }),
  );

  app.get(
    '/professional/payment-settings',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getPaymentSettings',
        errors: [...professionalErrors],
        summary: "The currency of the professional's prices (EUR until chosen)",
        response: { 200: paymentSettingsReply },
      },
    },
    async (request) => ({ data: await asProfessional(authOf(request).userId, readPaymentSettings) }),
  );

  app.put(
    '/professional/payment-settings',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'updatePaymentSettings',
        errors: [...professionalErrors],
        summary: 'Choose the currency of prices from now on; batches sold keep theirs',
        body: paymentSettingsBody,
        response: { 200: paymentSettingsReply },
      },
    },
    async (request) => ({
      data: await asProfessional(authOf(request).userId, (tx, professionalId) =>
        writePaymentSettings(tx, professionalId, request.body.currency, deps.clock()),
      ),
    }),
  );
};
