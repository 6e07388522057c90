/**
 * The installed app's web manifest and the service worker's navigation rules, read by vite.config.ts
 * (vite-plugin-pwa) and checked by pwa-manifest.test.ts against the files in public/
 * (docs/decisions/0020-installable-app.md).
 *
 * A manifest has one language; it is English, and the shortcut names come from the English catalog
 * so they use the app's own words.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';
// By path, as the catalog: vite.config.ts loads this file, and Node cannot import a package's .ts.
import { accents, BRAND_THEME, neutrals } from '../../../packages/design-tokens/src/tokens.ts';
import enApp from '../../../packages/i18n/src/catalogs/en/app.json';

/** The design tokens' brand accent (the logo's tile) and the light page (docs/design.md). */
const ACCENT = accents[BRAND_THEME].light.accent;
const PAGE_BACKGROUND = neutrals.light.bg;

/** Opens the create-session dialog on the calendar (features/calendar/use-create-link.ts). */
export const CREATE_SHORTCUT_URL = '/professional/calendar?create=session';

export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: enApp.app_name,
  short_name: enApp.app_name,
  description: 'Bookings, vouchers and calendar for trainers and their clients.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: PAGE_BACKGROUND,
  theme_color: ACCENT,
  categories: ['business', 'productivity', 'fitness'],
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
  // Shown by the browser's install dialog; taken with `npm run screenshots` from the demo data.
  screenshots: [
    {
      src: '/screenshots/calendar-narrow.webp',
      sizes: '390x844',
      type: 'image/webp',
      form_factor: 'narrow',
      label: 'The calendar of a week with sessions and group classes',
    },
    {
      src: '/screenshots/calendar-wide.webp',
      sizes: '1280x800',
      type: 'image/webp',
      form_factor: 'wide',
      label: 'The calendar of a week with sessions and group classes',
    },
  ],
  shortcuts: [
    {
      name: enApp.nav.calendar,
      url: '/professional/calendar',
      icons: [{ src: '/shortcut-calendar-96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: enApp.nav.create_event,
      short_name: enApp.nav.create,
      url: CREATE_SHORTCUT_URL,
      icons: [{ src: '/shortcut-create-96.png', sizes: '96x96', type: 'image/png' }],
    },
  ],
};

/**
 * Navigations the worker must never answer with the app shell: the server's own paths on the app
 * host (the API with the calendar feed and profile pictures, the runtime config, the development
 * outbox) and the built files under /assets (source maps are not precached). Workbox matches these
 * against path and query.
 */
export const navigateFallbackDenylist: RegExp[] = [
  /^\/api(?:[/?]|$)/,
  /^\/config\.json(?:\?|$)/,
  /^\/dev(?:[/?]|$)/,
  /^\/assets\//,
  // The booking widget's page, loader and files are the server's (docs/decisions/0053-booking-widget.md).
  /^\/embed(?:[/.?]|$)/,
  /^\/widget\//,
];
