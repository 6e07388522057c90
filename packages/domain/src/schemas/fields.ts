import { z } from 'zod';
import { LANGUAGES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, THEMES } from '../constants.ts';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { isTimeZone } from '../time-zones.ts';

/** Empty or missing text becomes null. */
export const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** An optional, trimmed text field: empty or missing gives null. */
export const optionalText = (max: number) =>
  z
    .preprocess(blankToNull, z.string({ error: M.invalid }).trim().max(max, { error: M.tooLong }).nullable())
    .optional()
    .transform((value) => value ?? null);

/** A required, trimmed text field: empty or missing gives `validation.required`. */
export const requiredText = (max = 255) =>
  z.string({ error: M.required }).trim().min(1, { error: M.required }).max(max, { error: M.tooLong });

/** The simple pattern of spec section 5: text, at-sign, text, dot, text (no spaces). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required })
  .max(254, { error: M.tooLong })
  .regex(EMAIL_PATTERN, { error: M.email })
  .transform((value) => value.toLowerCase());

export const passwordField = z
  .string({ error: M.required })
  .min(1, { error: M.required })
  .min(MIN_PASSWORD_LENGTH, { error: M.passwordLength })
  .max(MAX_PASSWORD_LENGTH, { error: M.tooLong });

/** No whitespace (spec); further restricted to URL-safe characters because it forms `@{username}` links. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;
export const usernameField = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required })
  .regex(USERNAME_PATTERN, { error: M.username });

export const languageField = z.enum(LANGUAGES, { error: M.language });
export const themeField = z.enum(THEMES, { error: M.invalid });
export const timezoneField = z.string({ error: M.required }).refine(isTimeZone, { error: M.timezone });
