/**
 * Root of every route: providers that need the router (session sign-out navigates), the theme
 * attribute the design tokens key on, the skip link, service-worker update checks and the overlays.
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Overlays } from '../features/shell/index.ts';
import { onNavigation } from '../lib/app-update.ts';
import { dropPrerenderedOverlays, dropPrerenderedSignIn } from '../lib/prerendered-sign-in.ts';
import { noteNavigation } from '../lib/route-focus.ts';
import { SessionUserSync } from '../lib/session-sync.tsx';
import { themeOfRoute } from '../lib/paths.ts';
import { drawnRole } from '../lib/roles.ts';
import { SessionProvider, useSession } from '../lib/session.tsx';
import { ToastProvider } from '../lib/toast.tsx';

/** The live connection is not needed for the first screen: its code (and zod's schemas) loads after. */
const LiveUpdates = lazy(() =>
  import('../lib/live/live-updates.tsx').then((module) => ({ default: module.LiveUpdates })),
);
/** Nor is the time-zone question, asked at most once in a while and only when the zones differ. */
const TimezonePrompt = lazy(() =>
  import('../features/timezone-prompt/index.ts').then((module) => ({ default: module.TimezonePrompt })),
);

export function RootLayout() {
  return (
    <SessionProvider>
      <ToastProvider>
        <ThemeAttribute />
        <ServiceWorkerUpdates />
        <RouteFocus />
        <PrerenderedSignInElsewhere />
        <SkipLink />
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
        <Overlays />
        <SignedInOnly>
          <Suspense fallback={null}>
            <LiveUpdates />
          </Suspense>
        </SignedInOnly>
        <SessionUserSync />
        {/* Mounted here, not in shell/overlays.tsx: features never import one another. */}
        <SignedInOnly>
          <Suspense fallback={null}>
            <TimezonePrompt />
          </Suspense>
        </SignedInOnly>
      </ToastProvider>
    </SessionProvider>
  );
}

/**
 * What serves a signed-in user only (the live connection, the time-zone question) is not even loaded
 * for a guest: on the sign-in page its chunks were work on a busy start (docs/performance.md,
 * "Lighthouse on the app").
 */
function SignedInOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? children : null;
}

/**
 * Professional paths wear the professional accent, client paths the client one; shared pages
 * (sign-in, bye, public profile, not-found…) follow the stored theme so sign-in looks like the app
 * the user is heading to (the rule is `themeOfRoute` in lib/paths.ts). A signed-in user never wears
 * a role they lack (lib/roles.ts `drawnRole`).
 */
function ThemeAttribute() {
  const { pathname } = useLocation();
  const { theme, isAuthenticated, user } = useSession();
  const routeTheme = drawnRole(themeOfRoute(pathname, theme), isAuthenticated ? user : null);
  useEffect(() => {
    document.documentElement.dataset.theme = routeTheme;
  }, [routeTheme]);
  return null;
}

/**
 * docs/product/screens.md#route-guards: on each navigation an update of the installed-app worker is
 * requested, and a new
 * version that is waiting takes over (lib/app-update.ts). Only a new path counts: the calendar moves
 * through days by its query, which is no navigation away from a page.
 */
function ServiceWorkerUpdates() {
  const { pathname } = useLocation();
  useEffect(() => onNavigation(), [pathname]);
  return null;
}

/**
 * A new path hands focus to the next screen's heading (lib/route-focus.ts). A layout effect, so it is
 * noted before the passive effects of a heading rendered in the same commit.
 */
function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === first.current) return;
    first.current = '';
    noteNavigation(pathname);
  }, [pathname]);
  return null;
}

/**
 * The sign-in screen the HTML of `/auth/signin` carries (lib/prerendered-sign-in.ts) waits for the
 * app's own only there: a guard that sends a signed-in visitor on removes it in the same frame. Its
 * cookie banner gives way to the overlays mounted beside this.
 */
function PrerenderedSignInElsewhere() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (pathname.replace(/\/+$/, '') === '/auth/signin') dropPrerenderedOverlays();
    else dropPrerenderedSignIn();
  }, [pathname]);
  return null;
}

function SkipLink() {
  const { t } = useTranslation('app');
  return (
    <a className="skip-link" href="#main">
      {t('skip_link')}
    </a>
  );
}

/** A main landmark even while a screen loads, so the skip link always has its target. */
function RouteFallback() {
  const { t } = useTranslation('app');
  return (
    <main id="main" className="route-fallback">
      <div role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    </main>
  );
}
