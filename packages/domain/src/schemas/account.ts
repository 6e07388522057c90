import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { contactPhoneField } from './clients.ts';
import { blankToNull, emailField, requiredText, themeField, usernameField } from './fields.ts';
import { optionalUrl } from './public-profile.ts';

/** A phone of the personal page: optional, + and 7 to 15 digits like the tag input (docs/product/rules.md#tag-input). */
const optionalPhone = z
  .preprocess(blankToNull, contactPhoneField.nullable())
  .optional()
  .transform((value) => value ?? null);

/**
 * Body of `PUT profile`: the personal data of one role (docs/product/entities-and-states.md#role-profiles).
 * Name, phone and WhatsApp belong to the role; username and e-mail to the account. A missing e-mail
 * keeps the stored one (docs/product/rules.md#account-fields); a new one waits for verification of the new
 * address.
 */
export const personalProfileBody = z.object({
  role: themeField,
  full_name: requiredText(120),
  username: usernameField,
  email: emailField.optional(),
  phone: optionalPhone,
  whatsapp_phone: optionalPhone,
});
export type PersonalProfileBody = z.input<typeof personalProfileBody>;
export type PersonalProfileInput = z.output<typeof personalProfileBody>;

/** Body of `PUT profile/social`: one role's social links; each must be an http(s) URL ('Invalid URL'). */
export const socialLinksBody = z.object({
  role: themeField,
  facebook: optionalUrl,
  instagram: optionalUrl,
  linkedin: optionalUrl,
  telegram: optionalUrl,
  twitch: optionalUrl,
  x: optionalUrl,
  youtube: optionalUrl,
});
export type SocialLinksBody = z.input<typeof socialLinksBody>;
export type SocialLinksInput = z.output<typeof socialLinksBody>;

/**
 * Body of `DELETE user`: the password confirms it; an account that only signs in with Google has none
 * and types its e-mail address instead (decision 0014).
 */
export const deleteAccountBody = z.object({
  password: z.string({ error: M.invalid }).max(1024, { error: M.tooLong }).optional(),
  email: z.string({ error: M.invalid }).trim().max(254, { error: M.tooLong }).optional(),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

/** Profile pictures: the app shrinks photos to AVATAR_EDGE_PX before upload; the server takes 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_EDGE_PX = 512;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];
