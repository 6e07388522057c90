import type Stripe from 'stripe';
import type { StripeConfig } from '../../../config.ts';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/types.ts';
import { creditPurchase, refundPurchase, unitCents } from '../../vouchers/purchase-credits.ts';
import { lockBatch } from '../../vouchers/queries.ts';
import {
  claimEvent,
  lockPurchase,
  lockPurchaseByPayment,
  markPurchaseExpired,
  markPurchasePaid,
  markPurchaseRefunded,
  setChargesEnabled,
  setCheckoutSession,
  type PurchaseRow,
} from '../queries.ts';
import { stripeFor, WEBHOOK_TOLERANCE_SECONDS } from '../stripe-client.ts';
import { tellPurchase } from './purchase-mails.ts';
import { stripeAmount } from './start-checkout.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An event that cannot apply yet (a refund before its payment): nothing of it is kept, Stripe sends it again. */
class NotYet extends Error {}

/**
 * One signed event from Stripe (docs/decisions/0049-paid-online.md). The signature and its age are
 * checked first (forged or late: 400, nothing recorded). Then one transaction records the event's id
 * and applies it: a second delivery of the same event finds the id and changes nothing, and a crash
 * before the commit keeps neither the id nor the change, so the next delivery applies it once.
 */
export async function handleStripeEvent(deps: AppDeps, rawBody: Buffer, signature: string): Promise<void> {
  const config = deps.config.stripe;
  if (!config) throw new AppError('not_found');
  const event = verifiedEvent(deps, config, rawBody, signature);
  try {
    await deps.database.db.transaction(async (tx) => {
      if (!(await claimEvent(tx, event.id, event.type))) return;
      await applyEvent(deps, tx, event);
    });
  } catch (error) {
    if (error instanceof NotYet) throw new AppError('conflict');
    throw error;
  }
}

function verifiedEvent(
  deps: AppDeps,
  config: StripeConfig,
  rawBody: Buffer,
  signature: string,
): Stripe.Event {
  try {
    return stripeFor(config).webhooks.constructEvent(
      rawBody,
      signature,
      config.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      // Milliseconds: the package floors it to seconds itself.
      deps.clock().getTime(),
    );
  } catch {
    throw new AppError('bad_request');
  }
}

async function applyEvent(deps: AppDeps, tx: Db, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return sessionPaid(deps, tx, event.data.object, event.account ?? null);
    case 'checkout.session.expired':
      return sessionExpired(tx, event.data.object, event.account ?? null);
    case 'charge.refunded':
      return chargeRefunded(deps, tx, event.id, event.data.object, event.account ?? null);
    case 'account.updated':
      return setChargesEnabled(
        tx,
        event.data.object.id,
        event.data.object.charges_enabled ?? false,
        deps.clock(),
      );
    default:
      // Recorded, so a redelivery is answered at once; nothing else to do.
      return;
  }
}

/**
 * The purchase a session names, locked, only when the session came from the account the purchase
 * pays: in Connect mode another professional's account (which its owner controls) can never pay,
 * and so credit, this professional's client.
 */
async function purchaseOfSession(
  tx: Db,
  session: Stripe.Checkout.Session,
  account: string | null,
): Promise<PurchaseRow | null> {
  const id = session.client_reference_id ?? session.metadata?.purchase_id ?? '';
  if (!UUID.test(id)) return null;
  const purchase = await lockPurchase(tx, id);
  if (!purchase || purchase.stripeAccountId !== account) return null;
  // A session id not yet stored (the server stopped between Stripe's answer and storing it) is taken.
  if (purchase.checkoutSessionId === null) await setCheckoutSession(tx, purchase.id, session.id);
  else if (purchase.checkoutSessionId !== session.id) return null;
  return purchase;
}

async function sessionPaid(
  deps: AppDeps,
  tx: Db,
  session: Stripe.Checkout.Session,
  account: string | null,
): Promise<void> {
  // An asynchronous method (a bank debit) completes unpaid; its `async_payment_succeeded` pays.
  if (session.payment_status !== 'paid') return;
  const purchase = await purchaseOfSession(tx, session, account);
  if (!purchase || purchase.batchId || purchase.status === 'refunded') return;
  const paymentRef =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!paymentRef) return;
  // What was paid must be what the purchase costs.
  if (
    session.amount_total !== stripeAmount(purchase.amountCents, purchase.currency) ||
    session.currency?.toUpperCase() !== purchase.currency
  )
    return;
  const now = deps.clock();
  const batchId = await creditPurchase(tx, { ...purchase, paymentRef }, now);
  await markPurchasePaid(tx, purchase.id, { paymentIntentId: paymentRef, batchId, paidAt: now });
  await tellPurchase(deps, tx, purchase, { template: 'vouchers_bought', paymentRef });
}

async function sessionExpired(
  tx: Db,
  session: Stripe.Checkout.Session,
  account: string | null,
): Promise<void> {
  const purchase = await purchaseOfSession(tx, session, account);
  if (purchase) await markPurchaseExpired(tx, purchase.id);
}

/** Our cents of an amount Stripe counts in the currency's smallest unit. */
const centsOf = (amount: number, currency: string) => amount * (stripeAmount(100, currency) === 1 ? 100 : 1);

/**
 * A refund in Stripe takes out of the batch what was refunded beyond what earlier refunds took:
 * `amount_refunded` is the charge's total so far, so each event brings the batch to it whatever
 * order they come in. A refund of a purchase not yet credited (it came before the payment's event)
 * is not applied and not recorded: 409, and Stripe's next delivery applies it.
 */
async function chargeRefunded(
  deps: AppDeps,
  tx: Db,
  eventId: string,
  charge: Stripe.Charge,
  account: string | null,
): Promise<void> {
  const paymentRef =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  let purchase = paymentRef ? await lockPurchaseByPayment(tx, paymentRef) : null;
  if (!purchase) {
    const id = charge.metadata?.purchase_id ?? '';
    purchase = UUID.test(id) ? await lockPurchase(tx, id) : null;
    if (!purchase) return;
  }
  if (purchase.stripeAccountId !== account) return;
  if (!purchase.batchId || !paymentRef) throw new NotYet();
  if (purchase.paymentIntentId !== paymentRef) return;
  const full = charge.refunded || charge.amount_refunded >= charge.amount;
  const refundedCents = Math.min(purchase.amountCents, centsOf(charge.amount_refunded, purchase.currency));
  const refundedVouchers = full
    ? purchase.count
    : Math.min(purchase.count, Math.floor(refundedCents / unitCents(purchase)));
  const batch = (await lockBatch(tx, purchase.professionalId, purchase.batchId))?.batch;
  const alreadyTaken = !batch || batch.removed_at ? purchase.count : purchase.count - batch.count;
  const now = deps.clock();
  const removed = await refundPurchase(tx, purchase.batchId, refundedVouchers - alreadyTaken, now);
  const newlyRefunded = full && purchase.status !== 'refunded';
  if (newlyRefunded) await markPurchaseRefunded(tx, purchase.id, now);
  if (removed > 0 || newlyRefunded)
    await tellPurchase(deps, tx, purchase, {
      template: 'purchase_refunded',
      paymentRef,
      refundedCents,
      removed,
      eventId,
    });
}
