import { changePasswordBody, patchUserBody, sessionUser, verifyEmailBody } from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { AppError } from '../../core/errors.ts';
import { perAccount, perMinute } from '../../core/rate-limits.ts';
import { authReply } from '../auth/routes.ts';
import { ok, okReply } from '../../core/replies.ts';
import { findSessionUser } from '../auth/session-user-queries.ts';
import { changePassword } from './services/change-password.ts';
import { sendEmailVerification } from './services/send-email-verification.ts';
import { updateUser } from './services/update-user.ts';
import { verifyEmail } from './services/verify-email.ts';

const userReply = z.object({ data: sessionUser });
const tags = ['profile'];

/** The signed-in user's own account: session user, settings, password and e-mail verification. */
export const profileRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);

  app.get(
    '/profile',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getProfile',
        summary: 'The signed-in user (session user)',
        response: { 200: userReply },
      },
    },
    async (request) => {
      const user = await findSessionUser(deps.database.db, authOf(request).userId);
      if (!user) throw new AppError('unauthenticated');
      return { data: user };
    },
  );

  app.patch(
    '/user',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'updateUser',
        summary: 'Change language, time zone or theme (creates the other role profile on first switch)',
        body: patchUserBody,
        response: { 200: userReply },
      },
    },
    async (request) => ({ data: await updateUser(deps, authOf(request).userId, request.body) }),
  );

  app.put(
    '/profile/password',
    {
      onRequest,
      // As many guesses at the current password as log-in allows (10 a minute), per account.
      config: perMinute(10, perAccount),
      schema: {
        tags,
        operationId: 'changePassword',
        errors: ['common.auth.wrong_current_password'],
        summary: 'Change the password; other sessions are signed out',
        body: changePasswordBody,
        response: { 200: authReply },
      },
    },
    async (request) => ({
      data: await changePassword(deps, authOf(request), {
        currentPassword: request.body.current_password,
        password: request.body.password,
      }),
    }),
  );

  app.post(
    '/profile/email/resend',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'resendEmailVerification',
        errors: ['conflict'],
        summary: 'Mail an e-mail verification link',
        response: { 200: okReply },
      },
    },
    async (request) => {
      await sendEmailVerification(deps, authOf(request).userId);
      return ok;
    },
  );

  app.post(
    '/profile/email/verify',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'verifyEmail',
        errors: ['common.auth.email_verification_failed'],
        summary: 'Verify the e-mail from its link (a failed link mails a fresh one)',
        body: verifyEmailBody,
        response: { 200: userReply },
      },
    },
    async (request) => ({ data: await verifyEmail(deps, authOf(request).userId, request.body.token) }),
  );
};
