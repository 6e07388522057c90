/**
 * Imported for its effect by component tests that render before any await: English from the bundled
 * catalogs, ready synchronously (test/helpers.ts's setupI18n loads the app's catalogs asynchronously).
 */
import { catalogs } from '@sessionbook/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common', 'app', 'auth', 'book'],
    defaultNS: 'app',
    resources: { en: catalogs.en },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}
