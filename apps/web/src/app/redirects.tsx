/** Small redirect routes of spec section 2. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useConfigRules } from '../lib/use-config-rules.ts';
import { getConfig } from '../lib/config.ts';
import { calendarPath } from '../lib/paths.ts';
import { NotFoundPage, PublicProfilePage } from './lazy-screens.tsx';

/** `event-registrations/{id}/decline` opens the calendar; the id rides along for the calendar issue. */
export function DeclineRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`${calendarPath('professional')}?${new URLSearchParams({ decline: id })}`} replace />;
}

/** `/landingPage` leaves the app for the marketing site in the current language. */
export function LandingRedirect() {
  const { t, i18n } = useTranslation('app');
  useConfigRules(); // the site address comes from the same loaded configuration
  useEffect(() => {
    const site = getConfig().front.site_url.replace(/\/$/, '');
    window.location.replace(i18n.language === 'en' ? `${site}/` : `${site}/${i18n.language}/`);
  }, [i18n.language]);
  return <p role="status">{t('redirecting')}</p>;
}

/**
 * Single-segment paths: `@{username}` is a public profile (React Router has no partial dynamic
 * segments, so the `@` is checked here); anything else is not found.
 */
export function HandleRoute() {
  const { handle = '' } = useParams();
  if (handle.startsWith('@') && handle.length > 1) return <PublicProfilePage username={handle.slice(1)} />;
  return <NotFoundPage />;
}
