import { randomBytes } from 'node:crypto';

/**
 * Meeting links of online sessions (docs/product/rules.md#online-sessions): the professional's own room
 * when they set one, else a Jitsi Meet room of the session's own on the operator's host. A room's name
 * carries 120 random bits: the link is the only key to the meeting, so nobody finds it by guessing.
 */
export function newMeetingUrl(personalLink: string | null, host: string): string {
  if (personalLink) return personalLink;
  return `https://${host}/Sessionbook-${randomBytes(15).toString('base64url')}`;
}

/**
 * The link after a create or an edit: `online` left out keeps what the session had, false takes it
 * away, true keeps a link it has (clients hold it already) or makes one.
 */
export function meetingUrlAfter(
  current: string | null,
  online: boolean | null | undefined,
  makeNew: () => string,
): string | null {
  if (online === null || online === undefined) return current;
  if (!online) return null;
  return current ?? makeNew();
}
