import {
  activateBody,
  authReply,
  forgotBody,
  linkTokenParam,
  loginBody,
  okReply,
  registerBody,
  registerReply,
  resendActivationBody,
  resetBody,
} from '@sessionbook/domain';
import { z } from 'zod';
import { ok } from '../../core/replies.ts';
import type { ApiModule } from '../../core/api-module.ts';
import { authOf, bearerToken, requireUser } from './authenticate.ts';
import { BEARER_SCHEME } from '../../core/api-module.ts';
import { perMinute } from '../../core/rate-limits.ts';
import { knownDeviceCookie, readKnownDevice } from './known-devices.ts';
import { activateAccount } from './services/activate-account.ts';
import { logIn } from './services/log-in.ts';
import { logOut } from './services/log-out.ts';
import { refreshSession } from './services/refresh-session.ts';
import { registerUser } from './services/register-user.ts';
import { requestPasswordReset } from './services/request-password-reset.ts';
import { resendActivation } from './services/resend-activation.ts';
import { resetPassword } from './services/reset-password.ts';

const tags = ['auth'];

/** Sign-up, activation, sign-in, sessions and password reset (docs/product/screens.md#auth, docs/product/entities-and-states.md#session-states, docs/product/api.md#calls-by-area and docs/product/errors.md#auth-errors). */
export const authRoutes: ApiModule = async (app, deps) => {
  app.post(
    '/auth/register',
    {
      config: perMinute(5),
      schema: {
        tags,
        operationId: 'registerUser',
        errors: ['common.auth.email_taken'],
        summary: 'Create an account (not activated) and mail its activation link',
        body: registerBody,
        response: { 201: registerReply },
      },
    },
    async (request, reply) => {
      const user = await registerUser(deps, request.body, request.headers['accept-language']);
      return reply.code(201).send({ data: { user } });
    },
  );

  app.post(
    '/auth/activate/:id',
    {
      schema: {
        tags,
        operationId: 'activateAccount',
        errors: ['common.auth.invalid_activation_link'],
        summary: 'Complete an account from its activation link and sign in',
        params: z.object({ id: linkTokenParam('common.auth.invalid_activation_link') }),
        body: activateBody,
        response: { 200: authReply },
      },
    },
    async (request) => ({
      data: await activateAccount(deps, { token: request.params.id, fullName: request.body.full_name }),
    }),
  );

  app.post(
    '/auth/resend-activation',
    {
      config: perMinute(5),
      schema: {
        tags,
        operationId: 'resendActivation',
        summary: 'Mail a fresh activation link',
        description:
          'Answers the same whether or not the address has an account waiting for activation, so it ' +
          'tells nobody which addresses have accounts; only a waiting account is mailed.',
        body: resendActivationBody,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await resendActivation(deps, request.body.email);
      return ok;
    },
  );

  app.post(
    '/auth/login',
    {
      config: perMinute(10),
      schema: {
        tags,
        operationId: 'logIn',
        errors: ['common.auth.credentials', 'common.auth.not_activated', 'common.auth.too_many_attempts'],
        summary: 'Sign in with e-mail and password',
        description:
          'Wrong passwords are limited per address and per account, across addresses; the account limit ' +
          'backs off (429 `common.auth.too_many_attempts` with `Retry-After`) rather than locking. A ' +
          'browser that signed in to the account before (its httpOnly `sb_device` cookie) is counted ' +
          'apart, so guesses from elsewhere do not slow its owner down.',
        body: loginBody,
        response: { 200: authReply },
      },
    },
    async (request, reply) => {
      const { auth, deviceToken } = await logIn(deps, {
        ...request.body,
        deviceToken: readKnownDevice(request.headers.cookie),
      });
      reply.header('set-cookie', knownDeviceCookie(deviceToken, deps.config.appUrl));
      return { data: auth };
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags,
        operationId: 'refreshSession',
        errors: ['common.auth.invalid_login_token'],
        // The session's own token, read by the service (a stale one included), not by requireUser.
        security: [{ [BEARER_SCHEME]: [] }],
        summary: 'A new token for the same session',
        description:
          'The bearer is the session token, or the one-time ticket that `GET auth/google/callback` ' +
          'put in the app’s sign-in URL: it opens its session once, within 60 seconds.',
        response: { 200: authReply },
      },
    },
    async (request) => ({ data: await refreshSession(deps, bearerToken(request)) }),
  );

  app.post(
    '/auth/logout',
    {
      onRequest: requireUser(deps),
      schema: {
        tags,
        operationId: 'logOut',
        summary: 'End this session; its token is refused afterwards',
        response: { 200: okReply },
      },
    },
    async (request) => {
      await logOut(deps, authOf(request).sessionId);
      return ok;
    },
  );

  app.post(
    '/auth/forgot',
    {
      config: perMinute(5),
      schema: {
        tags,
        operationId: 'requestPasswordReset',
        summary: 'Mail a password-reset link',
        description:
          'Answers the same whether or not the address has an account, so it tells nobody which ' +
          'addresses have accounts; only an existing account is mailed.',
        body: forgotBody,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return ok;
    },
  );

  app.post(
    '/auth/reset',
    {
      config: perMinute(10),
      schema: {
        tags,
        operationId: 'resetPassword',
        errors: ['common.auth.invalid_reset_token', 'common.auth.too_many_attempts'],
        summary: 'Set a new password from a reset link; every earlier token stops counting',
        description:
          'The token alone names the account. An `email` is optional (links mailed before did carry ' +
          'it) and must then be the account’s; attempts naming an address are limited per account.',
        body: resetBody,
        response: { 200: authReply },
      },
    },
    async (request) => ({ data: await resetPassword(deps, request.body) }),
  );
};
