/**
 * The notices the database sends on LIVE_CHANNEL when a transaction that changes what a screen shows
 * commits (migration 0013): a scope and an id, never data. Every server instance listens to them.
 */
export const LIVE_CHANNEL = 'sessionbook_live';

export type Notice =
  /** A professional's calendar stamp changed (their calendar, client book or vouchers). */
  | { kind: 'calendar'; professionalId: string }
  /** A client profile's relationships with professionals changed. */
  | { kind: 'relationships'; clientId: string }
  /** A user's account changed. */
  | { kind: 'account'; userId: string }
  /** A session was ended. */
  | { kind: 'session'; sessionId: string };

const KINDS = { p: 'calendar', c: 'relationships', u: 'account', s: 'session' } as const;

/** A notice of migration 0013's form (`p:<uuid>`, ...), or null for anything else. */
export function parseNotice(payload: string): Notice | null {
  const match = /^([pcus]):([0-9a-f-]{36})$/.exec(payload);
  if (!match) return null;
  const id = match[2]!;
  switch (KINDS[match[1] as keyof typeof KINDS]) {
    case 'calendar':
      return { kind: 'calendar', professionalId: id };
    case 'relationships':
      return { kind: 'relationships', clientId: id };
    case 'account':
      return { kind: 'account', userId: id };
    default:
      return { kind: 'session', sessionId: id };
  }
}
