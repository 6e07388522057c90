/** Test helpers for the auth screens: real catalogs in English, a memory router, mocked session and toast. */
import { catalogs } from '@sessionbook/i18n';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router';

if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common', 'app', 'auth'],
    defaultNS: 'app',
    resources: { en: catalogs.en },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}

/** Renders `element` at `path` (matched by `pattern`), with a probe route showing where navigation went. */
export function renderAt(element: ReactElement, path: InitialEntry = '/', pattern = '*') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="/landed/*" element={<p>landed</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
