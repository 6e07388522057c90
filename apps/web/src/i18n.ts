/**
 * i18next with the shared catalogs (namespaces common, app, auth, book, people). The language comes from, in order
 * (docs/product/screens.md#language-in-the-path): a leading path segment (removed from the URL), the stored
 * language, the signed-in
 * user's language, the browser's languages. en is the fallback. Every language's catalogs, English
 * included, are fetched at start beside /config.json (one chunk per language, vite.config.ts), so
 * first-load JS carries no whole catalog (docs/performance.md, "First load").
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
// English `app` is the one namespace in first-load JS: the mount-failure page reads its words when no
// catalog could load (app/mount-failure.tsx), so the entry carries it either way.
import enApp from '../../../packages/i18n/src/catalogs/en/app.json';
import { APP_NAMESPACES } from './catalog-namespaces.ts';
const NAMESPACES = APP_NAMESPACES;
/** One module per language with all its namespaces (language-catalogs.ts): one chunk, one request. */
const languageCatalogs: Record<Language, () => Promise<{ default: Record<string, Messages> }>> = {
  en: () => import('virtual:catalogs/en'),
  es: () => import('virtual:catalogs/es'),
  nl: () => import('virtual:catalogs/nl'),
  pt: () => import('virtual:catalogs/pt'),
  'pt-br': () => import('virtual:catalogs/pt-br'),
};

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

/**
 * `resolveLanguage` at start, when the stored user counts only once the session store checked it
 * (lib/session-store.ts). Waiting for that check is needed only when neither the URL nor storage
 * names a language, which is rare: every start stores one.
 */
export async function resolveLanguageAtStart(
  fromUrl: Language | null,
  sessionRestored: Promise<unknown>,
): Promise<Language> {
  const needsUser =
    !fromUrl && !isLanguage(readStored(STORAGE_KEYS.language)) && readStored(STORAGE_KEYS.user) !== null;
  // A failed check fails boot, which shows the mount-failure page; the language still has to be known.
  if (needsUser) await sessionRestored.catch(() => undefined);
  return resolveLanguage(fromUrl);
}

async function loadCatalogs(language: Language): Promise<Record<string, Messages>> {
  // English `app` is in this script (the mount-failure page's words); the English chunk leaves it out.
  const catalogs = (await languageCatalogs[language]()).default;
  return language === DEFAULT_LANGUAGE ? { ...catalogs, app: enApp } : catalogs;
}

/** Loads a language's catalogs if needed, without switching to it. */
async function ensureLoaded(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'app')) return;
  const bundles = await loadCatalogs(language);
  for (const [ns, messages] of Object.entries(bundles))
    i18next.addResourceBundle(language, ns, messages, true, true);
}

/**
 * Every language's catalogs, for what reads words of all five (the import's guess of Sessionbook's
 * own CSV headers, decision 0048); each is one chunk, fetched once.
 */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all(LANGUAGES.map(ensureLoaded));
}

/** Loads a language's catalogs (if needed), then switches to it. Use instead of changeLanguage. */
export async function setLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
}

export async function initI18n(language: Language): Promise<typeof i18next> {
  // The fallback and the chosen language load side by side (one request each).
  const languages = language === DEFAULT_LANGUAGE ? [DEFAULT_LANGUAGE] : [DEFAULT_LANGUAGE, language];
  const bundles = await Promise.all(languages.map(loadCatalogs));
  const resources = Object.fromEntries(languages.map((lng, index) => [lng, bundles[index]!]));
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
