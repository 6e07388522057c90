import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiModule, AppInstance } from '../core/api-module.ts';
import type { AppDeps } from '../core/deps.ts';
import { registerDevOutbox } from '../modules/dev-outbox/routes.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './error-handler.ts';
import { registerHostRouting } from './host-routing.ts';
import { rateLimitOptions } from './rate-limit-store.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { contractTransform, contractTransformObject, securitySchemes } from './openapi-contract.ts';
import { apiModules } from './routes.ts';
import { validatorCompiler } from './validation.ts';

export interface BuildAppOptions {
  /** false (default) for silence, true or pino options for structured JSON logs. */
  logger?: boolean | object;
  /** The API modules to mount; defaults to the list in routes.ts (tests add their own probes). */
  apiModules?: ApiModule[];
}

/** Plugins load in a fixed order: external (security, limits, docs) → error handling → API → host routing. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<AppInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: deps.config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await registerSecurityHeaders(app);
  // With limits off, the routes' `config.rateLimit` is inert.
  if (deps.config.rateLimit.enabled) await app.register(rateLimit, await rateLimitOptions(app, deps));
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Sessionbook API',
        version: '1.0.0',
        description:
          'Scheduling, client book and voucher booking for professionals and their clients. Replies wrap ' +
          'data as `{ "data": ... }`; every error is `{ message, code, errors? }` (ErrorReply).',
        license: { name: 'Proprietary', url: 'https://sessionbook.app/terms' },
      },
      servers: [{ url: '/' }],
      tags: API_TAGS,
      components: { securitySchemes },
    },
    transform: contractTransform,
    transformObject: contractTransformObject,
  });
  registerErrorHandling(app);

  await app.register(
    async (api) => {
      // Replies carry personal data and session state: no browser or proxy may keep them.
      // (Public, content-named files such as profile pictures set their own.)
      api.addHook('onSend', async (_request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      });
      const typed = api as unknown as AppInstance;
      for (const registerModule of options.apiModules ?? apiModules) await registerModule(typed, deps);
      typed.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );
  await registerDevOutbox(app, deps);
  await registerHostRouting(app, deps);
  return app;
}

/** The groups of the document, in the order a reader meets them. */
const API_TAGS = [
  { name: 'system', description: 'Health of the server' },
  { name: 'auth', description: 'Sign-up, activation, sign-in, sessions and password reset' },
  { name: 'profile', description: "The signed-in user's account and settings" },
  { name: 'notifications', description: 'Notification settings and the unsubscribe link of mails' },
  { name: 'professionals', description: "A client's professionals and invitations" },
  { name: 'guest', description: 'Open to everyone: invite links and public profiles' },
  { name: 'public profile', description: "The professional's own profile and its visibility" },
  { name: 'clients', description: "The professional's client book" },
  { name: 'groups', description: "The professional's client groups" },
  { name: 'events', description: "The professional's sessions and classes" },
  { name: 'availability-slots', description: "The professional's availability slots" },
  { name: 'busy-times', description: "Busy time read from the professional's own calendars" },
  { name: 'event-registrations', description: 'Registrations, waitlist entries and slot claims' },
  { name: 'account', description: 'Deleting the account, and downloading all its personal data' },
  { name: 'exports', description: "The professional's client book, sessions and voucher ledger as files" },
  { name: 'embed', description: 'The booking widget for their own website, and the sites that may show it' },
  { name: 'payments', description: "Packs bought online through Stripe Checkout, and Stripe's events" },
  { name: 'feedback', description: 'Problem reports and improvement suggestions, mailed to the operator' },
  { name: 'live', description: 'Changes as they happen, for open screens (Server-Sent Events)' },
];
