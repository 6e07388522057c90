/**
 * The professional's own meeting room for online sessions (docs/product/rules.md#online-sessions): a
 * module of its own, apart from the profile schemas every screen loads.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../errors.ts';

/** The longest meeting link kept: a URL with a passcode fits many times over. */
export const MEETING_LINK_MAX = 2048;

/**
 * True for an absolute https URL with a dotted host and no credentials: what a meeting service gives
 * (Zoom, Google Meet, Teams, Whereby, Jitsi). Plain http is refused: the link is sent to clients and a
 * meeting without TLS is not one to send them to.
 */
export function isMeetingLink(value: string): boolean {
  if (/\s/.test(value) || value.length > MEETING_LINK_MAX) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Body of `POST professional/profile/meeting-link`: the link, or null (or empty) for a room per session. */
export const meetingLinkBody = z.object({
  link: z
    .string({ error: M.url })
    .trim()
    .max(MEETING_LINK_MAX, { error: M.tooLong })
    .refine((value) => value === '' || isMeetingLink(value), { error: M.url })
    .nullable()
    .transform((value) => (value === '' ? null : value)),
});
export type MeetingLinkBody = z.input<typeof meetingLinkBody>;

/** Reply data of `POST professional/profile/meeting-link`. */
export const meetingLinkSetting = z.object({ meeting_link: z.string().nullable() });
export type MeetingLinkSetting = z.infer<typeof meetingLinkSetting>;
