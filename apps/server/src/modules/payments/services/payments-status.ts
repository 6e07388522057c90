import type { PaymentsStatus } from '@sessionbook/domain';
import type { StripeConfig } from '../../../config.ts';
import type { Db } from '../../../db/types.ts';
import { findStripeAccount, setChargesEnabled } from '../queries.ts';
import { stripeFor } from '../stripe-client.ts';

/** Where a professional's payments go: their connected account, or null for the operator's own. */
export interface PaymentTarget {
  accountId: string | null;
}

/**
 * Whether the professional can take payments now and into which account: never without Stripe; on
 * a single-studio instance always (the operator's account); with Connect once their account is
 * linked and Stripe lets it charge.
 */
export async function paymentTarget(
  db: Db,
  stripe: StripeConfig | null,
  professionalId: string,
): Promise<PaymentTarget | null> {
  if (!stripe) return null;
  if (stripe.mode === 'single') return { accountId: null };
  const account = await findStripeAccount(db, professionalId);
  return account?.chargesEnabled ? { accountId: account.accountId } : null;
}

/**
 * The professional's payments card. An account not yet able to charge is asked again (the
 * professional may be back from onboarding before `account.updated` arrives); a Stripe that does
 * not answer leaves what is stored.
 */
export async function readPaymentsStatus(
  db: Db,
  stripe: StripeConfig | null,
  professionalId: string,
  now: Date,
): Promise<PaymentsStatus> {
  if (!stripe) return { available: false, mode: 'connect', connected: false, charges_enabled: false };
  if (stripe.mode === 'single')
    return { available: true, mode: 'single', connected: true, charges_enabled: true };
  const account = await findStripeAccount(db, professionalId);
  if (!account) return { available: true, mode: 'connect', connected: false, charges_enabled: false };
  let enabled = account.chargesEnabled;
  if (!enabled) {
    try {
      enabled = (await stripeFor(stripe).accounts.retrieve(account.accountId)).charges_enabled ?? false;
      if (enabled) await setChargesEnabled(db, account.accountId, true, now);
    } catch {
      // Stripe unreachable: what is stored stands until the next look or `account.updated`.
    }
  }
  return { available: true, mode: 'connect', connected: true, charges_enabled: enabled };
}
