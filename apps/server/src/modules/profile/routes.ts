import {
  authReply,
  changePasswordBody,
  okReply,
  patchUserBody,
  personalProfileBody,
  sessionUser,
  socialLinksBody,
  verifyEmailBody,
  VALIDATION_MESSAGES,
  AVATAR_MAX_BYTES,
} from '@sessionbook/domain';
import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { ApiModule, AppInstance } from '../../core/api-module.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { AppError } from '../../core/errors.ts';
import { perAccount, perMinute } from '../../core/rate-limits.ts';
import { ok } from '../../core/replies.ts';
import { findSessionUser } from '../auth/session-user-queries.ts';
import { changePassword } from './services/change-password.ts';
import { sendEmailVerification } from './services/send-email-verification.ts';
import { updateUser } from './services/update-user.ts';
import { verifyEmail } from './services/verify-email.ts';
import { removeAvatar, replaceAvatar } from './services/avatar.ts';
import { updatePersonal } from './services/update-personal.ts';
import { updateSocials } from './services/update-socials.ts';
import { AVATAR_NAME, avatarDirectory } from './avatar-storage.ts';
import { fieldError } from '../../core/errors.ts';

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
        errors: ['common.auth.wrong_current_password', 'common.auth.too_many_attempts'],
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

  app.put(
    '/profile',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'updatePersonalProfile',
        errors: ['forbidden', 'common.auth.email_taken'],
        summary: "One role's name, phone and WhatsApp, and the account's username and e-mail",
        description:
          'A changed e-mail is unverified until the link mailed to the new address is followed; a ' +
          'missing e-mail keeps the stored one. 403 when the user has no profile in `role`.',
        body: personalProfileBody,
        response: { 200: userReply },
      },
    },
    async (request) => ({ data: await updatePersonal(deps, authOf(request).userId, request.body) }),
  );

  app.put(
    '/profile/social',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'updateSocialLinks',
        errors: ['forbidden'],
        summary: "One role's social links (http(s) URLs; empty clears, missing keeps)",
        body: socialLinksBody,
        response: { 200: userReply },
      },
    },
    async (request) => ({ data: await updateSocials(deps, authOf(request).userId, request.body) }),
  );

  // Its own context: only this route takes multipart bodies (one file, at most AVATAR_MAX_BYTES, else
  // 413); every other route still refuses them (415).
  await app.register(async (context) => {
    const scoped = context as unknown as AppInstance;
    await scoped.register(multipart, {
      limits: { files: 1, fileSize: AVATAR_MAX_BYTES, fields: 5, parts: 6 },
    });
    scoped.post(
      '/profile/avatar',
      {
        onRequest,
        config: perMinute(20, perAccount),
        schema: {
          tags,
          operationId: 'uploadAvatar',
          errors: ['payload_too_large', 'unsupported_media_type', 'validation'],
          summary: 'Upload a profile picture (multipart/form-data, one file field `avatar`)',
          description: 'A JPEG, PNG or WebP picture of at most 2 MB; larger is 413, anything else 422.',
          consumes: ['multipart/form-data'],
          documentedBody: {
            type: 'object',
            required: ['avatar'],
            properties: {
              avatar: {
                type: 'string',
                format: 'binary',
                description: 'The picture: image/jpeg, image/png or image/webp, at most 2 MB',
              },
            },
          },
          response: { 200: userReply },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new AppError('unsupported_media_type');
        const file = await request.file();
        if (!file || file.fieldname !== 'avatar') throw fieldError('avatar', VALIDATION_MESSAGES.required);
        // toBuffer() throws the plugin's 413 once the stream passes the size limit.
        const bytes = await file.toBuffer();
        return { data: await replaceAvatar(deps, authOf(request).userId, bytes) };
      },
    );
  });

  app.delete(
    '/profile/avatar',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'removeAvatar',
        summary: 'Remove the profile picture (initials show instead)',
        response: { 200: userReply },
      },
    },
    async (request) => ({ data: await removeAvatar(deps, authOf(request).userId) }),
  );

  app.get(
    '/avatars/:name',
    {
      schema: {
        tags,
        operationId: 'getAvatar',
        summary: 'A profile picture kept on disk (its random name never changes, so it caches forever)',
        params: z.object({ name: z.string().regex(AVATAR_NAME, { error: 'not_found' }) }),
        // The file itself (image/jpeg, image/png or image/webp), streamed, never serialised.
        response: { 200: z.unknown().describe('The picture: image/jpeg, image/png or image/webp') },
      },
    },
    async (request, reply) => {
      return reply.sendFile(request.params.name, avatarDirectory(deps.config.dataDir), {
        maxAge: '365d',
        immutable: true,
      });
    },
  );
};
