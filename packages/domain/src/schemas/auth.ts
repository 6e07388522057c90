import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import {
  emailField,
  isRecord,
  languageField,
  passwordField,
  requiredText,
  themeField,
  timezoneField,
  usernameField,
} from './fields.ts';

/**
 * Cross-field checks run as soon as both fields hold text, even while other fields are still invalid,
 * so a form shows "the e-mails do not match" together with the other errors on the first submit.
 */
function bothStrings(a: string, b: string) {
  return ({ value }: { value: unknown }) =>
    isRecord(value) && typeof value[a] === 'string' && typeof value[b] === 'string';
}

/** A new password typed twice: register, reset and change password share these fields and rule. */
const newPasswordFields = {
  password: passwordField,
  password_confirmation: z.string({ error: M.required }),
};
const samePasswords: [
  (value: { password: string; password_confirmation: string }) => boolean,
  { path: string[]; message: string; when: (payload: { value: unknown }) => boolean },
] = [
  (value: { password: string; password_confirmation: string }) =>
    value.password === value.password_confirmation,
  {
    path: ['password_confirmation'],
    message: M.samePasswords,
    when: bothStrings('password', 'password_confirmation'),
  },
];

export const registerBody = z
  .object({
    email: emailField,
    email_confirmation: z.string({ error: M.required }).trim(),
    ...newPasswordFields,
    username: usernameField,
    /** Which theme the account starts in (docs/product/rules.md#two-roles). */
    theme: themeField,
    agree: z.literal(true, { error: M.agree }),
    newsletter: z.boolean().optional(),
    language: languageField.optional(),
    timezone: timezoneField.optional(),
  })
  .refine((value) => value.email.trim().toLowerCase() === value.email_confirmation.trim().toLowerCase(), {
    path: ['email_confirmation'],
    message: M.sameEmails,
    when: bothStrings('email', 'email_confirmation'),
  })
  .refine(...samePasswords);
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

/** The token names the account; `email` is kept for links mailed before they stopped carrying it. */
export const resetBody = z
  .object({
    token: z.string({ error: M.required }).min(1, { error: M.required }),
    email: emailField.optional(),
    ...newPasswordFields,
  })
  .refine(...samePasswords);
export type ResetBody = z.input<typeof resetBody>;

export const changePasswordBody = z
  .object({
    current_password: z.string({ error: M.required }).min(1, { error: M.required }),
    ...newPasswordFields,
  })
  .refine(...samePasswords);
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
