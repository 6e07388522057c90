/**
 * i18next with the shared catalogs (namespaces common, app, auth, book, people). The language comes from, in order
 * (spec section 2): a leading path segment (removed from the URL), the stored language, the signed-in
 * user's language, the browser's languages. en is the fallback. Resources are bundled: five small
 * JSON catalogs: English (the fallback) is bundled; the other languages are fetched on demand, one
 * small chunk per namespace, so first-load JS does not carry five languages.
 */
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  pickLanguage,
  splitLanguageSegment,
  type Language,
} from '@sessionbook/domain';
import type { Messages } from '@sessionbook/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getSessionState } from './lib/session-store.ts';
import { readStored, STORAGE_KEYS, writeStored } from './lib/storage.ts';
// The catalogs package exports only its index (all languages, all namespaces); these paths take just
// what the app needs.
import enApp from '../../../packages/i18n/src/catalogs/en/app.json';
import enAuth from '../../../packages/i18n/src/catalogs/en/auth.json';
import enBook from '../../../packages/i18n/src/catalogs/en/book.json';
import enCommon from '../../../packages/i18n/src/catalogs/en/common.json';
import enPeople from '../../../packages/i18n/src/catalogs/en/people.json';
import enCalendar from '../../../packages/i18n/src/catalogs/en/calendar.json';
import enSchedule from '../../../packages/i18n/src/catalogs/en/schedule.json';
import enWidgets from '../../../packages/i18n/src/catalogs/en/widgets.json';
import enBooking from '../../../packages/i18n/src/catalogs/en/booking.json';
import enNotifications from '../../../packages/i18n/src/catalogs/en/notifications.json';
import enVouchers from '../../../packages/i18n/src/catalogs/en/vouchers.json';
import enAccount from '../../../packages/i18n/src/catalogs/en/account.json';

const NAMESPACES = [
  'common',
  'app',
  'auth',
  'book',
  'people',
  'calendar',
  'schedule',
  'widgets',
  'booking',
  'notifications',
  'vouchers',
  'account',
] as const;
const CATALOG_DIR = '../../../packages/i18n/src/catalogs';
const lazyCatalogs = import.meta.glob<{ default: Messages }>([
  '../../../packages/i18n/src/catalogs/*/{common,app,auth,book,people,calendar,schedule,widgets,booking,notifications,vouchers,account}.json',
  '!../../../packages/i18n/src/catalogs/en/*.json',
]);

/**
 * Strips a leading language segment from the current URL (keeping query and hash) and returns the
 * language it named. Must run before the router reads the location.
 */
export function takeLanguageFromUrl(location: Location = window.location, history: History = window.history) {
  const { language, path } = splitLanguageSegment(location.pathname);
  if (language) history.replaceState(history.state, '', `${path}${location.search}${location.hash}`);
  return language;
}

export function resolveLanguage(fromUrl: Language | null): Language {
  if (fromUrl) return fromUrl;
  const stored = readStored(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  const userLanguage = getSessionState().user?.language;
  if (isLanguage(userLanguage)) return userLanguage;
  return pickLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

async function loadCatalogs(language: Language): Promise<Record<string, Messages>> {
  if (language === DEFAULT_LANGUAGE)
    return {
      common: enCommon,
      app: enApp,
      auth: enAuth,
      book: enBook,
      people: enPeople,
      calendar: enCalendar,
      schedule: enSchedule,
      widgets: enWidgets,
      booking: enBooking,
      notifications: enNotifications,
      vouchers: enVouchers,
      account: enAccount,
    };
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const loader = lazyCatalogs[`${CATALOG_DIR}/${language}/${ns}.json`];
      return [ns, loader ? (await loader()).default : {}] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Loads a language's catalogs (if needed), then switches to it. Use instead of changeLanguage. */
export async function setLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'app')) {
    const bundles = await loadCatalogs(language);
    for (const [ns, messages] of Object.entries(bundles))
      i18next.addResourceBundle(language, ns, messages, true, true);
  }
  await i18next.changeLanguage(language);
}

export async function initI18n(language: Language): Promise<typeof i18next> {
  const resources: Record<string, Record<string, Messages>> = { en: await loadCatalogs(DEFAULT_LANGUAGE) };
  if (language !== DEFAULT_LANGUAGE) resources[language] = await loadCatalogs(language);
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    if (isLanguage(lng)) writeStored(STORAGE_KEYS.language, lng);
  });
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    partialBundledLanguages: true,
    // 'pt-br' is its own catalog; keep i18next from lower-casing or splitting it to 'pt'.
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: [...NAMESPACES],
    defaultNS: 'app',
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });
  document.documentElement.lang = language;
  return i18next;
}

export { i18next };
