import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** One feature's routes, mounted under `/api` by the composition root (http/routes.ts). */
export type ApiModule = (app: AppInstance, deps: AppDeps) => Promise<void>;

/** The name of the bearer-token security scheme in the OpenAPI document. */
export const BEARER_SCHEME = 'bearer';
