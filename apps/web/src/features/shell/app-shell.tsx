/**
 * Layout of the signed-in screens: navigation (when signed in) and the main landmark. The screens
 * listed in docs/product/screens.md#shell as shell-less (home, bye, not-found, privacy, terms, reset,
 * activate,
 * unsubscribe, profile-not-public) are routed outside this layout. The professional's shell gets the
 * schedule dialogs wired around it by the composition root (app/professional-shell.tsx).
 */
import type { Theme } from '@sessionbook/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { drawnRole } from '../../lib/roles.ts';
import { useSession } from '../../lib/session.tsx';
import './shell.css';

// The navigation carries the menu library (Radix + floating-ui); loading it beside the first screen
// keeps it off the sign-in page's critical path. The fallback holds the bar's space: no layout jump.
const AppNav = lazy(() => import('./app-nav.tsx').then((m) => ({ default: m.AppNav })));

/**
 * `theme` is the area's; a signed-in user who lacks that role keeps the navigation of the one they have.
 * `children` stand in for the route's outlet (a page that wears the shell only for signed-in users).
 */
export function AppShell({ theme, children }: { theme: Theme; children?: ReactNode }) {
  const { isAuthenticated, user } = useSession();
  return (
    <div className={isAuthenticated ? 'shell shell--with-nav' : 'shell'}>
      {isAuthenticated && (
        <Suspense fallback={<div className="app-nav" />}>
          <AppNav theme={drawnRole(theme, user)} />
        </Suspense>
      )}
      <main id="main" className="shell__main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
