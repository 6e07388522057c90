import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { requiredText } from './fields.ts';
import { WAITLIST_MODES } from '../waitlist-modes.ts';

/** The social links of a professional profile (docs/product/entities-and-states.md#role-profiles), in this order. */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'linkedin',
  'telegram',
  'twitch',
  'x',
  'youtube',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const socials = z.object({
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedin: z.string().nullable(),
  telegram: z.string().nullable(),
  twitch: z.string().nullable(),
  x: z.string().nullable(),
  youtube: z.string().nullable(),
});
export type Socials = z.infer<typeof socials>;

/**
 * The public professional profile `@{username}` (docs/api-client-book.md, "Shapes"). `is_public` false:
 * only the professional and their confirmed clients see it (docs/decisions/0035).
 */
export const publicProfile = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  username: z.string(),
  description: z.string().nullable(),
  speciality: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  socials,
  avatar: z.string().nullable(),
  is_public: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfile>;

/**
 * The professional's own profile: the public one plus its visibility and whether connected clients
 * see first names on a class's who is going (`show_going_names`, decision 0027).
 */
export const professionalProfile = publicProfile.extend({
  show_going_names: z.boolean(),
  /** The waitlist mode a new class starts with (docs/product/rules.md#waitlist-modes). */
  waitlist_mode: z.enum(WAITLIST_MODES),
  /** Their own meeting room for online sessions, never shown publicly (docs/product/rules.md#online-sessions). */
  meeting_link: z.string().nullable(),
});
export type ProfessionalProfile = z.infer<typeof professionalProfile>;

/** True for an absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Optional free text: missing keeps the stored value, empty or null clears it. */
const optionalText = (max: number) =>
  z
    .string({ error: M.invalid })
    .trim()
    .max(max, { error: M.tooLong })
    .nullish()
    .transform((value) => (value === '' ? null : value));

/** Optional link: missing keeps the stored value, empty or null clears it, else an http(s) URL. */
export const optionalUrl = z
  .string({ error: M.url })
  .trim()
  .max(2048, { error: M.tooLong })
  .refine((value) => value === '' || isHttpUrl(value), { error: M.url })
  .nullish()
  .transform((value) => (value === '' ? null : value));

/** Body of `PUT professional/profile`. */
export const professionalProfileBody = z.object({
  full_name: requiredText(),
  description: optionalText(5000),
  speciality: optionalText(255),
  location: optionalText(255),
  website: optionalUrl,
  facebook: optionalUrl,
  instagram: optionalUrl,
  linkedin: optionalUrl,
  telegram: optionalUrl,
  twitch: optionalUrl,
  x: optionalUrl,
  youtube: optionalUrl,
});
export type ProfessionalProfileBody = z.input<typeof professionalProfileBody>;
export type ProfessionalProfileInput = z.output<typeof professionalProfileBody>;

/** Body of `POST profile/visible`. */
export const profileVisibleBody = z.object({ visible: z.boolean({ error: M.invalid }) });
export type ProfileVisibleBody = z.infer<typeof profileVisibleBody>;

/** Reply data of `POST profile/visible`. */
export const profileVisibility = z.object({ is_public: z.boolean() });
export type ProfileVisibility = z.infer<typeof profileVisibility>;

/** Body of `POST professional/profile/going-names`: show connected clients first names, or only counts. */
export const goingNamesBody = z.object({ shown: z.boolean({ error: M.invalid }) });
export type GoingNamesBody = z.infer<typeof goingNamesBody>;

/** Reply data of `POST professional/profile/going-names`. */
export const goingNamesSetting = z.object({ show_going_names: z.boolean() });
export type GoingNamesSetting = z.infer<typeof goingNamesSetting>;
