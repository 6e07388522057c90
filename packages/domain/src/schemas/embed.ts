import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../errors.ts';

/**
 * The booking widget (docs/decisions/0053-booking-widget.md): the sites allowed to embed a
 * professional's public schedule and booking (`frame-ancestors`).
 */
export const MAX_EMBED_ORIGINS = 20;

/** An origin as browsers send it: scheme, host and port only (https, or http for localhost). */
export const EMBED_ORIGIN_PATTERN =
  /^(https:\/\/[a-z0-9.-]+(:\d{1,5})?|http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?)$/;

/** Lower-cases and drops a trailing slash or path, so `https://Studio.example/book` is accepted as its origin. */
export function normaliseOrigin(value: string): string {
  const trimmed = value.trim();
  try {
    const url = new URL(trimmed);
    return `${url.protocol}//${url.host}`.toLowerCase();
  } catch {
    return trimmed.toLowerCase();
  }
}

export const embedOriginField = z
  .string({ error: M.required })
  .max(300, { error: M.tooLong })
  .transform(normaliseOrigin)
  .refine((origin) => EMBED_ORIGIN_PATTERN.test(origin), { error: M.url });

/** `PUT professional/embed`. */
export const embedSettingsBody = z.object({
  allowed_origins: z
    .array(embedOriginField, { error: M.required })
    .max(MAX_EMBED_ORIGINS, { error: M.tooMany })
    .transform((origins) => [...new Set(origins)]),
});
export type EmbedSettingsBody = z.input<typeof embedSettingsBody>;

export const embedSettings = z.object({
  allowed_origins: z.array(z.string()),
  /** The professional's username: the widget's address is /embed/{username}. */
  username: z.string(),
});
export type EmbedSettings = z.infer<typeof embedSettings>;
export const embedSettingsReply = z.object({ data: embedSettings });
