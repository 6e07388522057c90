/**
 * What the live stream (`GET /api/live`, Server-Sent Events; docs/decisions/0028-live-updates.md) tells
 * an open app: only that something in a scope the reader already knows has changed, never what. The
 * app then reads again through the ordinary, authorized routes. Shared by the server (which writes the
 * events) and the app (which reads them), so both sides name the same scopes.
 */

/** The SSE event names: `ready` once the stream follows its scopes, then `change` per change. */
export const LIVE_EVENTS = { ready: 'ready', change: 'change' } as const;

/**
 * - `calendar`: a professional's calendar, client book or vouchers changed: the reader's own
 *   professional profile, or a professional they are a confirmed client of.
 * - `professionals`: the reader's relationships with professionals changed (an invitation, an
 *   acceptance, an ending).
 * - `account`: the reader's own account changed (zone, language, name, role).
 * - `everything`: the server may have missed changes (its database connection was lost): read all again.
 */
export type LiveChange =
  | { scope: 'calendar'; professional_id: string }
  | { scope: 'professionals' }
  | { scope: 'account' }
  | { scope: 'everything' };

/** The `ready` event's data: the professional calendars this stream follows (own and confirmed). */
export interface LiveReady {
  calendars: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `change` event's data as the app reads it; null for anything else (a newer server's scope). */
export function parseLiveChange(data: string): LiveChange | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { scope, professional_id: professionalId } = value as Record<string, unknown>;
  if (scope === 'calendar')
    return typeof professionalId === 'string' && UUID.test(professionalId)
      ? { scope, professional_id: professionalId }
      : null;
  if (scope === 'professionals' || scope === 'account' || scope === 'everything') return { scope };
  return null;
}

/**
 * How long the app waits before its next attempt to reconnect: doubling from 1 s to at most 30 s,
 * each spread by up to a fifth either way (`random` in [0, 1)), so that the phones of a whole class do
 * not all come back in the same second after a server restart.
 */
export function liveReconnectDelay(attempt: number, random: number): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, Math.min(attempt, 15)));
  return Math.round(base * (0.8 + 0.4 * random));
}
