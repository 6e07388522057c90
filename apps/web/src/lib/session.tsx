/**
 * Session context (docs/product/entities-and-states.md#account and
 * docs/product/entities-and-states.md#session-states).
 *
 *   <SessionProvider> must sit inside the router (sign-out navigates).
 *   useSession() → { user, token, isAuthenticated, theme, signIn, signOut, setTheme, refreshUser }
 *
 * isAuthenticated follows the domain rule `isTokenLive` (token present, expiry in the future and
 * after its issue time). Token, user and theme live in local storage via `session-store.ts`.
 */
import { isTokenLive, type AuthResult, type SessionUser, type Theme } from '@sessionbook/domain';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { setLanguage } from '../i18n.ts';
import { api } from './api-client.ts';
import { signInPath } from './paths.ts';
import { queryClient } from './query-client.ts';
import { clearSession, getSessionState, subscribeSession, updateSession } from './session-store.ts';
import { applyAccountChange } from './account-change.ts';
import { STORAGE_KEYS, writeStored } from './storage.ts';
import { endPushOnThisDevice } from './push-device.ts';

export interface SessionValue {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
  theme: Theme;
  signIn(result: AuthResult): void;
  signOut(): Promise<void>;
  setTheme(theme: Theme): Promise<void>;
  refreshUser(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

// Loaded by boot already (lib/start-schemas.ts); imported on use so zod stays out of first-load JS.
const startSchemas = () => import('./start-schemas.ts');

export function SessionProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(subscribeSession, getSessionState, getSessionState);
  const navigate = useNavigate();

  const signIn = useCallback((result: AuthResult) => {
    updateSession({ token: result.token, user: result.user, theme: result.user.theme });
    // The account's language wins over the guess made for a guest.
    writeStored(STORAGE_KEYS.language, result.user.language);
    void setLanguage(result.user.language);
  }, []);

  const signOut = useCallback(async () => {
    const theme = getSessionState().theme;
    // While the token still works: the server forgets this device, so it shows nobody's messages.
    await endPushOnThisDevice();
    try {
      await api.post('auth/logout');
    } catch {
      // Logging out locally must work even when the server is unreachable or the token expired.
    }
    clearSession();
    queryClient.clear();
    navigate(signInPath(theme), { replace: true });
  }, [navigate]);

  const setTheme = useCallback(async (theme: Theme) => {
    if (isTokenLive(getSessionState().token)) {
      // The server creates the other role's profile when it is first used (docs/product/rules.md#two-roles).
      const reply = await api.patch('user', { theme });
      const user = (await startSchemas()).checkSessionUser(reply);
      updateSession(user ? { user, theme } : { theme });
    } else {
      updateSession({ theme });
    }
  }, []);

  const refreshUser = useCallback(async () => {
    const before = getSessionState().user;
    const reply = await api.get('profile');
    const user = (await startSchemas()).checkSessionUser(reply);
    // Signed out while the answer was on its way: it belongs to nobody now.
    if (!user || !getSessionState().token) return;
    updateSession({ user });
    applyAccountChange(before, user);
  }, []);

  const value = useMemo<SessionValue>(
    () => ({
      user: state.user,
      token: state.token,
      isAuthenticated: isTokenLive(state.token) && state.user !== null,
      theme: state.theme,
      signIn,
      signOut,
      setTheme,
      refreshUser,
    }),
    [state, signIn, signOut, setTheme, refreshUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
