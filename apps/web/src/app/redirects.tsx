/** Small redirect routes of docs/product/screens.md. */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { getConfig } from '../lib/config.ts';
import { calendarPath } from '../lib/paths.ts';
import { useSession } from '../lib/session.tsx';
import { siteUrlIn } from '../lib/site-url.ts';
import { AreaShell } from './professional-shell.tsx';
import { NotFoundPage, PublicProfilePage } from './lazy-screens.tsx';

/** `event-registrations/{id}/decline` opens the calendar; the id rides along for the calendar issue. */
export function DeclineRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`${calendarPath('professional')}?${new URLSearchParams({ decline: id })}`} replace />;
}

const replaceLocation = (url: string) => window.location.replace(url);

/**
 * `/landingPage` leaves the app for the marketing site in the current language. Replaced, not
 * pushed: the back button returns to where the user was, not to this redirect.
 */
export function LandingRedirect({ go = replaceLocation }: { go?: (url: string) => void }) {
  const { t, i18n } = useTranslation('app');
  useEffect(() => {
    go(siteUrlIn(getConfig().front.site_url, i18n.language));
  }, [go, i18n.language]);
  return <p role="status">{t('redirecting')}</p>;
}

/**
 * Single-segment paths: `@{username}` is a public profile (React Router has no partial dynamic
 * segments, so the `@` is checked here); anything else is not found. A signed-in visitor meets the
 * profile inside their own app shell, with the way back to their calendar (issue 25); a guest gets
 * the calm shell-less page of docs/product/screens.md#shell.
 */
export function HandleRoute() {
  const { handle = '' } = useParams();
  const { isAuthenticated, theme } = useSession();
  if (handle.startsWith('@') && handle.length > 1) {
    const frame = isAuthenticated
      ? (page: ReactNode) => <AreaShell area={theme}>{page}</AreaShell>
      : undefined;
    return <PublicProfilePage username={handle.slice(1)} frame={frame} />;
  }
  return <NotFoundPage />;
}
