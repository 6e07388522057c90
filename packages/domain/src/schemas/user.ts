import { z } from 'zod';
import { LANGUAGES, THEMES } from '../constants.ts';
import { socials } from './public-profile.ts';

export const roleProfile = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  whatsapp_phone: z.string().nullable(),
  onboarded: z.boolean(),
  /** This role's social links (docs/product/entities-and-states.md#role-profiles); the professional's show on `@{username}`. */
  socials,
});
export type RoleProfile = z.infer<typeof roleProfile>;

/** The session user the app keeps (docs/product/entities-and-states.md#account). */
export const sessionUser = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  full_name: z.string().nullable(),
  language: z.enum(LANGUAGES),
  timezone: z.string(),
  theme: z.enum(THEMES),
  avatar: z.string().nullable(),
  email_verified: z.boolean(),
  /** False for accounts that only sign in with Google: deleting asks for the e-mail instead. */
  has_password: z.boolean(),
  activated: z.boolean(),
  client: roleProfile.nullable(),
  professional: roleProfile.nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** Reply of login, activation, reset, refresh and a password change: `{ data: { token, user } }`. */
export const authResult = z.object({ token: z.string(), user: sessionUser });
export type AuthResult = z.infer<typeof authResult>;
export const authReply = z.object({ data: authResult });

/** Reply of `POST auth/register`: the account waits for activation, so no token yet. */
export const registerReply = z.object({ data: z.object({ user: sessionUser }) });
