import { googleSignInQuery } from '@sessionbook/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { perMinute } from '../../core/rate-limits.ts';
import { readFlowCookie } from './google-state.ts';
import { finishGoogleSignIn, startGoogleSignIn, type GoogleStep } from './services/google-sign-in-flow.ts';

const tags = ['auth'];

/** The authorization response as the issuer sends it (RFC 6749 4.1.2, RFC 9207 `iss`); all optional. */
const callbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  iss: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

/** Both routes answer a redirect with an empty body; `Location` says where the browser goes next. */
const redirectReply = (description: string) => ({ 302: z.null().describe(description) });

function redirect(reply: FastifyReply, step: GoogleStep, log: (failure: unknown) => void) {
  if (step.failure !== undefined) log(step.failure);
  return reply.header('set-cookie', step.cookie).redirect(step.location, 302);
}

/**
 * Sign-in and sign-up with Google through OpenID Connect (docs/product/screens.md#auth and
 * docs/product/errors.md#auth-errors, docs/product/rules.md#google-sign-in,
 * docs/decisions/0015-google-sign-in.md). Browser navigations, not API calls: both answer
 * redirects. Without `config.google` both are 404 `not_found`.
 */
export const googleSignInRoutes: ApiModule = async (app, deps) => {
  app.get(
    '/auth/google',
    {
      config: perMinute(10),
      schema: {
        tags,
        operationId: 'startGoogleSignIn',
        errors: ['not_found'],
        summary: 'Start signing in or up with Google: a redirect to the issuer',
        description:
          'Opened by the browser (a link, not a fetch). Sets a short-lived httpOnly cookie holding the ' +
          "request's PKCE verifier, state and nonce and the visitor's choices; `theme` is the role a new " +
          'account starts with, `redirect` an app path to land on afterwards. 404 when Google is not configured.',
        querystring: googleSignInQuery,
        response: redirectReply(
          'To the issuer’s authorization endpoint (or back to sign-in with `google_error`)',
        ),
      },
    },
    async (request, reply) => {
      const step = await startGoogleSignIn(deps, request.query, request.headers['accept-language']);
      return redirect(reply, step, (failure) =>
        request.log.warn({ err: failure }, 'sign-in with Google could not start'),
      );
    },
  );

  app.get(
    '/auth/google/callback',
    {
      config: perMinute(10),
      schema: {
        tags,
        operationId: 'finishGoogleSignIn',
        errors: ['not_found'],
        summary: 'Where the issuer returns: a redirect to the app’s sign-in with a one-time ticket',
        description:
          'Validates the answer against the cookie of `GET auth/google`, the ID token (issuer, audience, ' +
          'nonce) and the account rules, then redirects to `/auth/signin/{ticket}`: the app trades the ' +
          'ticket (valid 60 s, once) through `POST auth/refresh` with it as the bearer. Any failure ' +
          'redirects to `/auth/signin?google_error={code}` instead (`common.auth.google_use_password`, ' +
          '`common.auth.google_email_differs`, `common.auth.generic`). 404 when Google is not configured.',
        querystring: callbackQuery,
        response: redirectReply('To the app’s sign-in page, with the ticket or with `google_error`'),
      },
    },
    async (request, reply) => {
      const queryIndex = request.url.indexOf('?');
      const step = await finishGoogleSignIn(deps, {
        search: queryIndex === -1 ? '' : request.url.slice(queryIndex),
        cookie: readFlowCookie(request.headers.cookie),
      });
      return redirect(reply, step, (failure) =>
        request.log.warn({ err: failure }, 'sign-in with Google failed'),
      );
    },
  );
};
