import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';

const clients = new WeakMap<StripeConfig, Stripe>();

/**
 * The official client for this configuration, made once: pointed at STRIPE_API_URL when a local
 * stand-in answers for Stripe (tests, trying it out), else at api.stripe.com.
 */
export function stripeFor(config: StripeConfig): Stripe {
  const existing = clients.get(config);
  if (existing) return existing;
  const target = config.apiUrl ? new URL(config.apiUrl) : null;
  const client = new Stripe(config.secretKey, {
    // A request that fails is answered to the user, who can try again; no silent retries in a request.
    maxNetworkRetries: 0,
    timeout: 20_000,
    ...(target
      ? {
          host: target.hostname,
          port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  clients.set(config, client);
  return client;
}

/** Events older than this (by their signed timestamp) are refused: a replay of an old capture. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
