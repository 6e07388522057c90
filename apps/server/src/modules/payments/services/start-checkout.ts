import { professionalVouchersPath, type Language, type RedirectUrl } from '@sessionbook/domain';
import type Stripe from 'stripe';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import type { ClientActor } from '../../auth/roles.ts';
import { findPack } from '../../vouchers/packs.ts';
import { insertPurchase, isConfirmedClient, setCheckoutSession } from '../queries.ts';
import { stripeFor } from '../stripe-client.ts';
import { paymentTarget } from './payments-status.ts';

/** Stripe Checkout's own languages for ours. */
const CHECKOUT_LOCALES: Record<Language, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: 'en',
  es: 'es',
  nl: 'nl',
  pt: 'pt',
  'pt-br': 'pt-BR',
};

/**
 * Stripe counts money in the currency's smallest unit: cents for most, whole units for currencies
 * without decimals (JPY), which our cents hold times 100.
 */
export function stripeAmount(amountCents: number, currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  return digits === 0 ? Math.round(amountCents / 100) : amountCents;
}

/**
 * A client starts buying a pack: the purchase is written first (a copy of the pack as offered, and
 * the account it pays), then a Checkout Session on that account names it, so whatever Stripe later
 * tells about the session finds it. The purchase id is the idempotency key: a retried request makes
 * no second session.
 */
export async function startCheckout(
  deps: AppDeps,
  client: ClientActor,
  professionalId: string,
  packId: string,
): Promise<RedirectUrl> {
  const config = deps.config.stripe;
  if (!config) throw new AppError('not_found');
  const { db } = deps.database;
  if (!(await isConfirmedClient(db, professionalId, client.clientId)))
    throw new AppError('error.professional.not_found');
  const target = await paymentTarget(db, config, professionalId);
  const pack = await findPack(db, professionalId, packId);
  if (!target || !pack.onSale || pack.archivedAt) throw new AppError('error.vouchers.pack_not_found');
  const purchase = await insertPurchase(db, {
    professionalId,
    clientId: client.clientId,
    packId: pack.id,
    packName: pack.name,
    voucherTypeId: pack.voucherTypeId,
    duration: pack.duration,
    count: pack.count,
    amountCents: pack.priceCents,
    currency: pack.currency,
    validDays: pack.validDays,
    stripeAccountId: target.accountId,
    createdAt: deps.clock(),
  });
  const back = `${deps.config.appUrl}${professionalVouchersPath(professionalId)}`;
  const session = await stripeFor(config).checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: pack.currency.toLowerCase(),
            unit_amount: stripeAmount(pack.priceCents, pack.currency),
            product_data: { name: pack.name },
          },
        },
      ],
      client_reference_id: purchase.id,
      metadata: { purchase_id: purchase.id },
      payment_intent_data: { metadata: { purchase_id: purchase.id } },
      customer_email: client.email,
      locale: CHECKOUT_LOCALES[client.lang],
      success_url: `${back}?purchase=${purchase.id}`,
      cancel_url: back,
    },
    { idempotencyKey: purchase.id, ...(target.accountId ? { stripeAccount: target.accountId } : {}) },
  );
  await setCheckoutSession(db, purchase.id, session.id);
  if (!session.url) throw new AppError('conflict');
  return { url: session.url };
}
