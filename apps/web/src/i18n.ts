/**
 * i18next with the shared catalogs (namespaces common, app, auth). The language comes from, in order
 * (spec section 2): a leading path segment (removed from the URL), the stored language, the signed-in
 * user's language, the browser's languages. en is the fallback. Resources are bundled: five small
 * JSON catalogs beat a network round trip on a gym's bad signal.
 */
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  pickLanguage,
  splitLanguageSegment,
  type Language,
} from '@sessionbook/domain';
import { catalogs } from '@sessionbook/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getSessionState } from './lib/session-store.ts';
import { readStored, STORAGE_KEYS, writeStored } from './lib/storage.ts';

const NAMESPACES = ['common', 'app', 'auth'] as const;

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

export async function initI18n(language: Language): Promise<typeof i18next> {
  const resources = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, Object.fromEntries(NAMESPACES.map((ns) => [ns, catalogs[lang][ns]]))]),
  );
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    if (isLanguage(lng)) writeStored(STORAGE_KEYS.language, lng);
  });
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
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
