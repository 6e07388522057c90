/**
 * Error boundary of the route tree: a screen that throws, or a lazy chunk that cannot load (after a
 * deploy, or offline), shows the mount-failure message instead of a blank page.
 */
import { isLanguage } from '@sessionbook/domain';
import i18next from 'i18next';
import { useRouteError } from 'react-router';
import { MountFailure } from './mount-failure.tsx';

export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const language = isLanguage(i18next.language) ? i18next.language : 'en';
  return <MountFailure language={language} />;
}
