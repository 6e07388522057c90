import type { RedirectUrl } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import type { ProfessionalContext } from '../../auth/roles.ts';
import { findStripeAccount, saveStripeAccount } from '../queries.ts';
import { stripeFor } from '../stripe-client.ts';

/** Where Stripe's onboarding sends the professional back: the vouchers settings with the packs. */
const SETTINGS_PATH = '/professional/vouchers/edit';

/**
 * Connect Standard (docs/decisions/0049-paid-online.md): the professional's own Stripe account,
 * created once (the idempotency key is the professional, so two clicks make one account), then a
 * fresh onboarding link each time; the professional is paid directly, with no fee of ours.
 */
export async function connectStripeAccount(
  deps: AppDeps,
  professional: ProfessionalContext,
): Promise<RedirectUrl> {
  const config = deps.config.stripe;
  if (!config || config.mode !== 'connect') throw new AppError('not_found');
  const stripe = stripeFor(config);
  const { db } = deps.database;
  let account = await findStripeAccount(db, professional.professionalId);
  if (!account) {
    const created = await stripe.accounts.create(
      { type: 'standard', email: professional.email },
      { idempotencyKey: `account:${professional.professionalId}` },
    );
    account = await saveStripeAccount(db, professional.professionalId, created.id, deps.clock());
  }
  const back = `${deps.config.appUrl}${SETTINGS_PATH}`;
  const link = await stripe.accountLinks.create({
    account: account.accountId,
    type: 'account_onboarding',
    refresh_url: `${back}?stripe=refresh`,
    return_url: `${back}?stripe=return`,
  });
  return { url: link.url };
}
