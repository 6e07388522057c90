/**
 * Route guards of spec section 2, as elements so they re-evaluate when the session changes (a 401
 * clearing the session sends the user to sign-in at once).
 */
import { safeAppPath, type Theme } from '@sessionbook/domain';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { calendarPath, homePath, SHARED_SIGN_IN_PATH, signInPath, withRedirect } from '../lib/paths.ts';
import { useSession } from '../lib/session.tsx';
import { updateSession } from '../lib/session-store.ts';

/**
 * Sign-in, sign-up, forgot, reset, activate: a signed-in user goes to the page they wanted (a safe
 * `redirect` query) or else their calendar. Signing in on one of these pages re-renders this guard
 * first, so it, not the page, must honour the redirect.
 */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const { isAuthenticated, theme } = useSession();
  const location = useLocation();
  if (isAuthenticated) {
    const wanted = safeAppPath(new URLSearchParams(location.search).get('redirect'));
    return <Navigate to={wanted ?? calendarPath(theme)} replace />;
  }
  return children ?? <Outlet />;
}

/**
 * Protected pages of one theme: a visitor goes to that theme's sign-in with `?redirect=<wanted>`.
 * Visiting a page of the other theme by URL makes it the current theme (locally), and a user without
 * a professional profile is sent to their client calendar rather than shown empty pro screens.
 */
export function RequireAuth({ theme, children }: { theme: Theme; children?: ReactNode }) {
  const { isAuthenticated, theme: current, user } = useSession();
  const location = useLocation();
  const lacksRole = theme === 'professional' && isAuthenticated && user?.professional === null;
  useEffect(() => {
    if (isAuthenticated && !lacksRole && current !== theme) updateSession({ theme });
  }, [isAuthenticated, lacksRole, current, theme]);

  if (!isAuthenticated) {
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={withRedirect(signInPath(theme), wanted)} replace />;
  }
  if (lacksRole) return <Navigate to={calendarPath('client')} replace />;
  return children ?? <Outlet />;
}

/**
 * `/` and `/professional/home`: signed in, the stored theme decides the calendar; signed out, the
 * sign-in of the stored theme (client home goes to the professional one when that theme is stored).
 */
export function HomeRedirect({ theme }: { theme: Theme }) {
  const { isAuthenticated, theme: stored } = useSession();
  if (isAuthenticated) return <Navigate to={calendarPath(stored)} replace />;
  if (theme === 'client' && stored === 'professional')
    return <Navigate to={homePath('professional')} replace />;
  return <Navigate to={signInPath(theme)} replace />;
}

/** `/professional/auth/signin` remembers the professional theme and forwards to the shared sign-in. */
export function ProfessionalSignInRedirect() {
  const location = useLocation();
  const { isAuthenticated, theme } = useSession();
  useEffect(() => {
    if (!isAuthenticated) updateSession({ theme: 'professional' });
  }, [isAuthenticated]);
  if (isAuthenticated) return <Navigate to={calendarPath(theme)} replace />;
  return <Navigate to={`${SHARED_SIGN_IN_PATH}${location.search}`} replace />;
}

/** `professionals/:id/accept` forces the client theme (spec section 2). */
export function ForceTheme({ theme, children }: { theme: Theme; children: ReactNode }) {
  const { theme: current, setTheme } = useSession();
  useEffect(() => {
    if (current !== theme) void setTheme(theme).catch(() => updateSession({ theme }));
  }, [current, theme, setTheme]);
  return children;
}
