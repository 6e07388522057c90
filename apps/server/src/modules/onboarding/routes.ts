import {
  pickLanguage,
  sessionLengthsBody,
  sessionUser,
  userPreferences,
  userPreferencesBody,
} from '@sessionbook/domain';
import { translate } from '@sessionbook/i18n';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { completeOnboarding } from './services/complete-onboarding.ts';
import {
  getUserPreferences,
  saveSessionLengths,
  saveUserPreferences,
} from './services/save-user-preferences.ts';

const tags = ['onboarding'];
const preferencesReply = z.object({ data: userPreferences });

/**
 * The professional onboarding (docs/product/screens.md#onboarding,
 * docs/product/entities-and-states.md#user-preferences and docs/product/api.md#calls-by-area): the session
 * types and durations chosen in its
 * first step, and the mark that it is done. Its first event is an ordinary `POST events`.
 */
export const onboardingRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);

  app.get(
    '/user-preferences',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getUserPreferences',
        errors: ['forbidden'],
        summary: "The signed-in professional's session types and durations (empty lists before any)",
        response: { 200: preferencesReply },
      },
    },
    async (request) => ({ data: await getUserPreferences(deps, authOf(request).userId) }),
  );

  app.post(
    '/user-preferences',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'saveUserPreferences',
        errors: ['forbidden'],
        summary: 'Save the session types and durations onboarding asked for (replaces earlier ones)',
        description:
          '`user_id` must be the signed-in user (403 otherwise), who must have a professional profile ' +
          '(403). `session_preferences`: voucher type ids (1 individual, 2 duo, 3 group), ' +
          '`duration_preferences`: minutes as text ("30", "45", "60", "90", "120"; onboarding offers ' +
          'the first four); each at least one, duplicates dropped. Clients are offered these lengths.',
        body: userPreferencesBody,
        response: { 201: preferencesReply.extend({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const data = await saveUserPreferences(deps, authOf(request).userId, request.body);
      const language = request.language ?? pickLanguage(request.headers['accept-language']);
      return reply
        .code(201)
        .send({ data, message: translate(language, 'app', 'onboarding.preferences_saved') });
    },
  );

  app.put(
    '/user-preferences/durations',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'saveSessionLengths',
        errors: ['forbidden'],
        summary: 'Change the session lengths clients are offered (the session types stay)',
        description:
          'Professionals only (403). `duration_preferences`: minutes as text ("30", "45", "60", "90", ' +
          '"120"), at least one, duplicates dropped. Slot bookings then offer exactly these lengths.',
        body: sessionLengthsBody,
        response: { 200: preferencesReply },
      },
    },
    async (request) => ({ data: await saveSessionLengths(deps, authOf(request).userId, request.body) }),
  );

  app.put(
    '/profile/onboarding',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'completeOnboarding',
        errors: ['forbidden'],
        summary: 'Mark onboarding done; the first time, the profile also becomes public (idempotent)',
        response: { 200: z.object({ data: sessionUser }) },
      },
    },
    async (request) => ({ data: await completeOnboarding(deps, authOf(request).userId) }),
  );
};
