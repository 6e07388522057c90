/**
 * Mount-failure page (docs/product/screens.md#overlays): asks for a reload or contacting the administrator.
 * Uses
 * i18next when it started, else the bundled English catalog, so it works even when i18n failed.
 * Reloading lets a waiting new version of the app take over first (lib/app-update.ts).
 */
import type { Language } from '@sessionbook/domain';
import i18next from 'i18next';
import { useLayoutEffect } from 'react';
import enApp from '../../../../packages/i18n/src/catalogs/en/app.json';
import { reloadApp } from '../lib/app-update.ts';
import { dropPrerenderedSignIn } from '../lib/prerendered-sign-in.ts';

export function MountFailure({ language }: { language: Language }) {
  const t = (key: string): string =>
    i18next.isInitialized
      ? i18next.t(key, { ns: 'app', lng: language })
      : ((enApp as { boot: Record<string, string> }).boot[key.replace('boot.', '')] ?? key);
  // The sign-in form the HTML may carry would otherwise stay above this page.
  useLayoutEffect(dropPrerenderedSignIn, []);
  return (
    <main id="main" className="mount-failure">
      <h1>{t('boot.title')}</h1>
      <p>{t('boot.text')}</p>
      <button type="button" className="button button--primary" onClick={reloadApp}>
        {t('boot.reload')}
      </button>
    </main>
  );
}
