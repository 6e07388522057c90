import type { FastifyRequest } from 'fastify';

/**
 * A route's limit per minute, by client address unless `keyOf` says otherwise; inert when the
 * rate-limit plugin is off (config.rateLimit.enabled).
 */
export const perMinute = (max: number, keyOf?: (request: FastifyRequest) => string) => ({
  rateLimit: { max, timeWindow: '1 minute', ...(keyOf ? { keyGenerator: keyOf } : {}) },
});

/** Like `perMinute`, for what a person does a few times a day at most (feedback reports). */
export const perHour = (max: number, keyOf?: (request: FastifyRequest) => string) => ({
  rateLimit: { max, timeWindow: '1 hour', ...(keyOf ? { keyGenerator: keyOf } : {}) },
});

/**
 * Guesses at a signed-in user's password count per account, not per address: whoever holds a token
 * cannot try more by changing networks. (The limit runs after the route's sign-in hook.)
 */
export const perAccount = (request: FastifyRequest): string =>
  `account:${request.auth?.userId ?? request.ip}`;
