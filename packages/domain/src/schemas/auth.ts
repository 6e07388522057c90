import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import {
  emailField,
  languageField,
  passwordField,
  requiredText,
  themeField,
  timezoneField,
  usernameField,
} from './fields.ts';

export const registerBody = z
  .object({
    email: emailField,
    email_confirmation: z.string({ error: M.required }).trim(),
    password: passwordField,
    password_confirmation: z.string({ error: M.required }),
    username: usernameField,
    /** Which theme the account starts in (DECISIONS.md item 12). */
    theme: themeField,
    agree: z.literal(true, { error: M.agree }),
    newsletter: z.boolean().optional(),
    language: languageField.optional(),
    timezone: timezoneField.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.email !== value.email_confirmation.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['email_confirmation'], message: M.sameEmails });
    }
    if (value.password !== value.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: M.samePasswords });
    }
  });
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({
  email: emailField,
  password: z.string({ error: M.required }).min(1, { error: M.required }),
});
export type LoginBody = z.input<typeof loginBody>;

/** Activation completes the account: the name shown to professionals and clients. */
export const activateBody = z.object({
  full_name: requiredText(120),
});
export type ActivateBody = z.input<typeof activateBody>;

export const forgotBody = z.object({ email: emailField });
export type ForgotBody = z.input<typeof forgotBody>;

export const resetBody = z
  .object({
    token: z.string({ error: M.required }).min(1, { error: M.required }),
    email: emailField,
    password: passwordField,
    password_confirmation: z.string({ error: M.required }),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    message: M.samePasswords,
  });
export type ResetBody = z.input<typeof resetBody>;

export const changePasswordBody = z
  .object({
    current_password: z.string({ error: M.required }).min(1, { error: M.required }),
    password: passwordField,
    password_confirmation: z.string({ error: M.required }),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    message: M.samePasswords,
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const patchUserBody = z
  .object({
    language: languageField.optional(),
    timezone: timezoneField.optional(),
    theme: themeField.optional(),
  })
  .strict();
export type PatchUserBody = z.input<typeof patchUserBody>;

/** Asks for a fresh activation link for an account that is not activated yet. */
export const resendActivationBody = z.object({ email: emailField });
export type ResendActivationBody = z.input<typeof resendActivationBody>;

/** The token of an e-mailed verification link (`/profile/email/verify?token=...`). */
export const verifyEmailBody = z.object({
  token: z.string({ error: M.required }).min(1, { error: M.required }),
});
export type VerifyEmailBody = z.input<typeof verifyEmailBody>;
