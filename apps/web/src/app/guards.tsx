/**
 * Route guards of docs/product/screens.md#route-guards, as elements so they re-evaluate when the session
 * changes (a 401
 * clearing the session sends the user to sign-in at once).
 */
import { safeAppPath, type Theme } from '@sessionbook/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import {
  calendarPath,
  counterpartPath,
  homePath,
  SHARED_SIGN_IN_PATH,
  signInPath,
  withRedirect,
} from '../lib/paths.ts';
import { drawnRole, lacksRole, otherRole } from '../lib/roles.ts';
import { useSession } from '../lib/session.tsx';
import { updateSession } from '../lib/session-store.ts';
import { RoleNeededPage } from './role-needed-page.tsx';

/**
 * Sign-in, sign-up, forgot, reset, activate: a signed-in user goes to the page they wanted (a safe
 * `redirect` query) or else their calendar. Signing in on one of these pages re-renders this guard
 * first, so it, not the page, must honour the redirect.
 */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const { isAuthenticated, theme, user } = useSession();
  const location = useLocation();
  if (isAuthenticated) {
    const wanted = safeAppPath(new URLSearchParams(location.search).get('redirect'));
    return <Navigate to={wanted ?? calendarPath(drawnRole(theme, user))} replace />;
  }
  return children ?? <Outlet />;
}

/**
 * Protected pages of one theme: a visitor goes to that theme's sign-in with `?redirect=<wanted>`.
 * Opening a page of the other role by link makes it the current theme on this device (a user with
 * both roles switches). A user without that role's profile gets the same account page in their own
 * role (settings, notifications…) or, for a page of one role only, the page that offers to add the
 * role (docs/decisions/0031-links-open-in-their-role.md).
 */
export function RequireAuth({
  theme,
  addsRole = false,
  children,
}: {
  theme: Theme;
  /** The page itself adds the role (an invitation's answer, `ForceTheme`): no page in between. */
  addsRole?: boolean;
  children?: ReactNode;
}) {
  const { isAuthenticated, theme: current, user } = useSession();
  const location = useLocation();
  const lacking = isAuthenticated && lacksRole(user, theme);
  useEffect(() => {
    if (isAuthenticated && !lacking && current !== theme) updateSession({ theme });
  }, [isAuthenticated, lacking, current, theme]);

  if (!isAuthenticated) {
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={withRedirect(signInPath(theme), wanted)} replace />;
  }
  if (lacking && !addsRole) return <OwnRoleCopy role={theme} fallback={<RoleNeededPage role={theme} />} />;
  return children ?? <Outlet />;
}

/**
 * An account page that exists in both roles (`/profile/email/verify`, `/settings`…), opened by a
 * signed-in user who lacks the role of its path: the same page, query kept, in the role they have.
 */
export function InOwnRole({ role, children }: { role: Theme; children: ReactNode }) {
  const { isAuthenticated, user } = useSession();
  if (isAuthenticated && lacksRole(user, role)) return <OwnRoleCopy role={role} fallback={children} />;
  return children;
}

function OwnRoleCopy({ role, fallback }: { role: Theme; fallback: ReactNode }) {
  const location = useLocation();
  const copy = counterpartPath(location.pathname, otherRole(role));
  if (!copy) return fallback;
  return <Navigate to={`${copy}${location.search}${location.hash}`} replace />;
}

/**
 * `/` and `/professional/home`: signed in, the stored theme decides the calendar; signed out, the
 * sign-in of the stored theme (client home goes to the professional one when that theme is stored).
 */
export function HomeRedirect({ theme }: { theme: Theme }) {
  const { isAuthenticated, theme: stored, user } = useSession();
  // A theme stored on this device for a role the account lacks (another account used it) is not one.
  if (isAuthenticated) return <Navigate to={calendarPath(drawnRole(stored, user))} replace />;
  if (theme === 'client' && stored === 'professional')
    return <Navigate to={homePath('professional')} replace />;
  return <Navigate to={signInPath(theme)} replace />;
}

/**
 * `/professional/auth/signin` remembers the professional theme and forwards to the shared sign-in,
 * keeping the `redirect` query and what sign-up handed over (the address it found taken).
 */
export function ProfessionalSignInRedirect() {
  const location = useLocation();
  const { isAuthenticated, theme, user } = useSession();
  useEffect(() => {
    if (!isAuthenticated) updateSession({ theme: 'professional' });
  }, [isAuthenticated]);
  if (isAuthenticated) return <Navigate to={calendarPath(drawnRole(theme, user))} replace />;
  return <Navigate to={`${SHARED_SIGN_IN_PATH}${location.search}`} state={location.state} replace />;
}

/**
 * `professionals/:id/accept` forces the client theme (docs/product/screens.md#client-pages): answering an
 * invitation makes
 * its reader a client, so a user without the client profile gets it first (the switch creates it) and
 * the page waits for it. If that fails, the page that offers the role again.
 */
export function ForceTheme({ theme, children }: { theme: Theme; children: ReactNode }) {
  const { t } = useTranslation('app');
  const { theme: current, setTheme, user } = useSession();
  const lacking = lacksRole(user, theme);
  const [failed, setFailed] = useState(false);
  // One switch at a time: the session changes while it is under way, which runs the effect again.
  const switching = useRef(false);
  useEffect(() => {
    if ((current === theme && !lacking) || failed || switching.current) return;
    switching.current = true;
    setTheme(theme)
      .catch(() => (lacking ? setFailed(true) : updateSession({ theme })))
      .finally(() => {
        switching.current = false;
      });
  }, [current, theme, lacking, failed, setTheme]);
  if (failed) return <RoleNeededPage role={theme} />;
  if (lacking) return <p role="status">{t('common.loading')}</p>;
  return children;
}
