import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { languageField, themeField, timezoneField } from './fields.ts';

/**
 * `GET auth/google` (a full-page navigation, not a fetch): the theme a new account starts in, the
 * app path to land on afterwards (kept only when it is a same-origin path), and the app's language
 * and the device's time zone for a new account.
 */
export const googleSignInQuery = z.object({
  theme: themeField.default('client'),
  redirect: z.string().max(2000, { error: M.tooLong }).optional(),
  language: languageField.optional(),
  timezone: timezoneField.optional(),
});
export type GoogleSignInQuery = z.input<typeof googleSignInQuery>;
