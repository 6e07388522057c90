import {
  packCheckoutParams,
  packsOnSaleReply,
  paymentsStatusReply,
  redirectUrlReply,
  usernameParam,
  uuidParam,
} from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { AppError } from '../../core/errors.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { requireClient, requireProfessional } from '../auth/roles.ts';
import { findPublicProfessional, isConfirmedClient } from './queries.ts';
import { connectStripeAccount } from './services/connect-account.ts';
import { packsOnSale } from './services/packs-on-sale.ts';
import { readPaymentsStatus } from './services/payments-status.ts';
import { startCheckout } from './services/start-checkout.ts';
import { stripeWebhookRoute } from './webhook-route.ts';

const tags = ['payments'];
const professionalParams = z.object({ id: uuidParam('error.professional.not_found') });

/**
 * Packs bought online through Stripe Checkout (docs/api-payments.md, docs/decisions/0049-paid-online.md).
 * Without Stripe configured nothing of it shows: the status says `available: false`, lists are
 * empty, and the calls that need Stripe answer 404.
 */
export const paymentRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);
  const { db } = deps.database;

  app.get(
    '/professional/payments',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getPaymentsStatus',
        errors: ['forbidden'],
        summary: 'Whether payments are available here, how, and whether your Stripe account can take them',
        response: { 200: paymentsStatusReply },
      },
    },
    async (request) => {
      const professional = await requireProfessional(db, authOf(request).userId);
      return {
        data: await readPaymentsStatus(db, deps.config.stripe, professional.professionalId, deps.clock()),
      };
    },
  );

  app.post(
    '/professional/payments/connect',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'connectStripeAccount',
        errors: ['forbidden', 'not_found'],
        summary: "Connect your own Stripe account (Connect Standard): the URL of Stripe's onboarding",
        description:
          'Creates your Stripe account once, then answers a fresh onboarding link each time. 404 when the ' +
          'server has no Stripe or takes every payment into its own account (single studio).',
        response: { 200: redirectUrlReply },
      },
    },
    async (request) => {
      const professional = await requireProfessional(db, authOf(request).userId);
      return { data: await connectStripeAccount(deps, professional) };
    },
  );

  app.get(
    '/client/professionals/:id/voucher-packs',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listPacksOnSale',
        errors: ['forbidden', 'error.professional.not_found'],
        summary:
          'The packs you can buy online from a professional you are connected with (empty without payments)',
        params: professionalParams,
        response: { 200: packsOnSaleReply },
      },
    },
    async (request) => {
      const client = await requireClient(db, authOf(request).userId);
      if (!(await isConfirmedClient(db, request.params.id, client.clientId)))
        throw new AppError('error.professional.not_found');
      return { data: await packsOnSale(db, deps.config.stripe, request.params.id) };
    },
  );

  app.post(
    '/client/professionals/:id/voucher-packs/:packId/checkout',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'startPackCheckout',
        errors: ['forbidden', 'not_found', 'error.professional.not_found', 'error.vouchers.pack_not_found'],
        summary: 'Buy a pack: the URL of the Stripe Checkout page to pay on',
        description:
          'The vouchers are credited when Stripe tells the server the payment succeeded (the webhook), ' +
          'never by coming back from the page. Coming back opens your vouchers with the professional with ' +
          '`?purchase={id}`.',
        params: packCheckoutParams,
        response: { 200: redirectUrlReply },
      },
    },
    async (request) => {
      const client = await requireClient(db, authOf(request).userId);
      return { data: await startCheckout(deps, client, request.params.id, request.params.packId) };
    },
  );

  app.get(
    '/guest/professionals/:username/voucher-packs',
    {
      schema: {
        tags,
        operationId: 'listPublicPacksOnSale',
        errors: ['error.professional.not_found'],
        summary:
          'The packs on sale on a public profile (empty without payments); buying needs signing in as a client',
        params: z.object({ username: usernameParam }),
        response: { 200: packsOnSaleReply },
      },
    },
    async (request) => {
      const professionalId = await findPublicProfessional(db, request.params.username);
      if (!professionalId) throw new AppError('error.professional.not_found');
      return { data: await packsOnSale(db, deps.config.stripe, professionalId) };
    },
  );

  await stripeWebhookRoute(app, deps);
};
