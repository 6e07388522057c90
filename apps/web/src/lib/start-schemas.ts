/**
 * The shared schemas the app checks at start: /config.json (lib/config.ts) and the session user kept
 * in local storage (lib/session-store.ts). They carry zod (about 27 kB gzipped), so they are loaded
 * by boot beside /config.json and the catalogs, not with first-load JS (docs/performance.md).
 */
import { sessionUser, type SessionUser } from '@sessionbook/domain';

export { appConfig, sessionUser } from '@sessionbook/domain';

/** The session user a reply or local storage holds, or null when it does not match the schema. */
export function checkSessionUser(value: unknown): SessionUser | null {
  const parsed = sessionUser.safeParse(value);
  return parsed.success ? parsed.data : null;
}
