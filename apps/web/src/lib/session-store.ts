/**
 * The session outside React: token, user and theme kept in local storage
 * (docs/product/entities-and-states.md#local-storage). The API
 * client reads the token here and clears it on a 401, so it needs no React context; `SessionProvider`
 * subscribes with `useSyncExternalStore`.
 *
 * The stored user counts only once it matched the shared schema. That check (zod) is not part of
 * first-load JS: boot hands it over with `restoreSession` before the app mounts (app/boot.tsx); until
 * then no stored user is read, so nothing acts on one that was never checked.
 */
import { THEMES, type SessionUser, type Theme } from '@sessionbook/domain';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  theme: Theme;
}

/** The stored user if it matches the schema, else null (lib/start-schemas.ts `checkSessionUser`). */
export type SessionUserCheck = (value: unknown) => SessionUser | null;

const listeners = new Set<() => void>();
let checkUser: SessionUserCheck | null = null;
let state: SessionState = readState();

function readState(): SessionState {
  const rawTheme = readStored(STORAGE_KEYS.theme);
  const theme: Theme = (THEMES as readonly string[]).includes(rawTheme ?? '')
    ? (rawTheme as Theme)
    : 'client';
  return { token: readStored(STORAGE_KEYS.token), user: parseUser(readStored(STORAGE_KEYS.user)), theme };
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw || !checkUser) return null;
  try {
    return checkUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function getSessionState(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateSession(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  if ('token' in patch) writeStored(STORAGE_KEYS.token, state.token);
  if ('user' in patch) writeStored(STORAGE_KEYS.user, state.user ? JSON.stringify(state.user) : null);
  if ('theme' in patch) writeStored(STORAGE_KEYS.theme, state.theme);
  listeners.forEach((listener) => listener());
}

/** Logout and a 401 'Unauthenticated.' clear token and user (docs/product/entities-and-states.md#session-states); the theme stays. */
export function clearSession(): void {
  updateSession({ token: null, user: null });
}

/** Boot: takes the schema's check and reads the stored session with it. */
export function restoreSession(check: SessionUserCheck): void {
  checkUser = check;
  reloadSessionFromStorage();
}

/** Re-reads local storage, for tests and for another tab's changes. */
export function reloadSessionFromStorage(): void {
  state = readState();
  listeners.forEach((listener) => listener());
}
