/** Shared by the widget tests: English catalogs, and the browser APIs jsdom lacks that Radix uses. */
import '@testing-library/jest-dom/vitest';
import '../../test/jsdom-radix.ts';
import { catalogs } from '@sessionbook/i18n';
import axe from 'axe-core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common', 'app', 'widgets'],
    defaultNS: 'widgets',
    resources: { en: catalogs.en },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}

/**
 * axe violations of a rendered widget. Colour contrast needs layout, which jsdom has not, and
 * `region` is a page rule (a lone widget sits outside any landmark).
 */
export async function axeViolations(container: Element) {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`,
  );
}
