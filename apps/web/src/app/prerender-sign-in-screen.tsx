/**
 * Build time only (apps/web/prerender-sign-in.ts, in Node): the sign-in screen's markup in one
 * language, rendered by the same components the app mounts, so the form in the HTML and the one React
 * takes over with (lib/prerendered-sign-in.ts) look the same to the pixel (issue 30 item 4,
 * docs/performance.md "Lighthouse on the app"). The cookie notice comes along where the server shows
 * it as a banner: it is the largest text on a phone's sign-in screen, so without it the screen's
 * largest paint would still wait for the app.
 */
import type { AppConfig, Language } from '@sessionbook/domain';
import type { Messages } from '@sessionbook/i18n';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SignInPage } from '../features/auth/index.ts';
import { CookieBanner } from '../features/shell/index.ts';
import { setConfig } from '../lib/config.ts';
import { SessionProvider } from '../lib/session.tsx';
import { ToastProvider } from '../lib/toast.tsx';

export interface PrerenderedSignIn {
  /** The screen's markup: what `AuthLayout` renders for a guest, no Google sign-in unless asked. */
  html: string;
  /** The tab's title, as `PageTitle` sets it once the app runs. */
  title: string;
}

/** What the server offers that shows on the screen (its GOOGLE_* and COOKIE_BANNER settings). */
export interface ScreenOptions {
  google: boolean;
  cookieBanner: boolean;
}

/** Only what the sign-in screen reads of the configuration: Google's button and its link's address. */
function configFor({ google, cookieBanner }: ScreenOptions): AppConfig {
  return {
    api: { url: '/api/' },
    front: { url: '', site_url: '' },
    rules: {
      cookies: { enabled: cookieBanner, type: 'banner' },
      error_tracking: { enabled: false, url: null },
      analytics: { enabled: false, id: null, tag_manager_id: null, heat_map_id: null },
      debug: false,
      google: { enabled: google },
      push: { enabled: false, public_key: null },
      sms: { enabled: false },
    },
  };
}

export async function renderSignIn(
  language: Language,
  catalogs: Record<string, Record<string, Messages>>,
  options: ScreenOptions,
): Promise<PrerenderedSignIn> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    resources: catalogs,
    lng: language,
    fallbackLng: 'en',
    lowerCaseLng: true,
    load: 'currentOnly',
    defaultNS: 'app',
    interpolation: { escapeValue: false },
  });
  setConfig(configFor(options));
  try {
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/auth/signin']}>
          <SessionProvider>
            <ToastProvider>
              <SignInPage />
              {/* As root-layout.tsx's overlays hold it, without the parts a first visit never shows. */}
              <div className="overlays">
                <CookieBanner />
              </div>
            </ToastProvider>
          </SessionProvider>
        </MemoryRouter>
      </I18nextProvider>,
      // Apart from the ids React gives the app's own form, which is mounted beside this one a moment.
      { identifierPrefix: 'prerendered-' },
    );
    return { html: staticCopy(html), title: `${i18n.t('auth:signin.title')} · ${i18n.t('app:app_name')}` };
  } finally {
    setConfig(null);
  }
}

/**
 * Where the HTML's copy differs from the app's form, invisibly: no toast regions (the app mounts its
 * own), no time zone in Google's link (the build machine's is not the visitor's; the app's link has
 * the device's), a form that cannot be sent before the app runs (`method="dialog"` outside a dialog
 * does nothing), so Enter never puts the password into a URL, its "Sign in" `aria-disabled` until the
 * app's script runs and can keep a press (lib/prerendered-sign-in.ts: a press before then would be
 * lost, so assistive technology and scripts driving the page wait for it), and a cookie banner that is
 * `inert` until the app's own takes its place: accepting needs the app, which keeps the choice.
 */
function staticCopy(html: string): string {
  const toasts = html.indexOf('<div class="toast-region"');
  const screen = toasts === -1 ? html : html.slice(0, toasts);
  const copy = screen
    .replace(/&amp;timezone=[^"&]*/g, '')
    .replace('<form class="form"', '<form method="dialog" class="form"')
    .replace('<div class="overlays">', '<div class="overlays" inert="">')
    .replace('<button type="submit"', '<button aria-disabled="true" type="submit"');
  if (!copy.includes('method="dialog"')) throw new Error('sign-in-prerender: the form was not found');
  if (!copy.includes('aria-disabled="true" type="submit"'))
    throw new Error('sign-in-prerender: the submit button was not found');
  return copy;
}
