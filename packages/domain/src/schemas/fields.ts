import { z } from 'zod';
import { LANGUAGES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, THEMES } from '../constants.ts';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { isTimeZone } from '../time-zones.ts';

/**
 * Text PostgreSQL cannot keep as sent: a NUL character (it refuses the row) or half of a UTF-16
 * surrogate pair (the driver would silently store U+FFFD instead, changing what the user typed).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** Most unstorable places one answer lists; a hostile body could otherwise hold thousands. */
const MAX_UNSTORABLE_REPORTED = 10;

/**
 * Where a parsed request (any JSON value, a query or path object) holds unstorable text, in a value
 * or a key, as field paths. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findUnstorableText(input: unknown): PropertyKey[][] {
  // Each step links to its parent instead of copying the path, so depth costs linear time.
  interface Step {
    key: PropertyKey;
    parent: Step | null;
  }
  const pathOf = (step: Step | null): PropertyKey[] => {
    const path: PropertyKey[] = [];
    for (let at = step; at; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const found: PropertyKey[][] = [];
  const pending: { value: unknown; at: Step | null }[] = [{ value: input, at: null }];
  while (pending.length > 0 && found.length < MAX_UNSTORABLE_REPORTED) {
    const { value, at } = pending.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) found.push(pathOf(at));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, at: { key: index, parent: at } }));
    } else if (isRecord(value)) {
      for (const [key, item] of Object.entries(value)) {
        const step = { key, parent: at };
        if (!isStorableText(key)) found.push(pathOf(step));
        else pending.push({ value: item, at: step });
      }
    }
  }
  return found;
}

/**
 * The first check of every request part the server validates (body, query, path): unstorable text
 * anywhere is a 422 on its field before the part's own schema runs, so every present and future
 * field is covered without opting in. Use as `storableInput.pipe(schema)`.
 */
export const storableInput = z.unknown().superRefine((value, ctx) => {
  for (const path of findUnstorableText(value)) ctx.addIssue({ code: 'custom', path, message: M.unstorable });
});

/** A JSON object (not null, not an array): what a cross-field rule may read fields of. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** The simple pattern of docs/product/rules.md#account-fields: text, at-sign, text, dot, text (no spaces). */
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
