/**
 * The widget's words: the `widget` part of the `embed` namespace (packages/i18n/src/catalogs/{language}/
 * embed.json), only the chosen language's file loaded. Plurals as i18next names them (`_one`, `_other`).
 */
import { intlLocale, isLanguage, supportedLanguageIn, type Language } from '@sessionbook/domain';

type Catalog = { widget: Record<string, string> };

const catalogs = import.meta.glob<{ default: Catalog }>(
  '../../../../packages/i18n/src/catalogs/*/embed.json',
);

/**
 * The host page's `data-lang` (passed as `?lang=`), then the visitor's browser, then the professional's
 * language, which the server writes into `<html lang>`.
 */
export function widgetLanguage(query: string | null, browser: readonly string[], page: string): Language {
  return supportedLanguageIn([query ?? '', ...browser]) ?? (isLanguage(page) ? page : 'en');
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export async function loadMessages(language: Language): Promise<Translate> {
  const load = catalogs[`../../../../packages/i18n/src/catalogs/${language}/embed.json`];
  const { widget } = (await load!()).default;
  const plurals = new Intl.PluralRules(intlLocale(language));
  return (key, values = {}) => {
    const count = values.count;
    const plural = typeof count === 'number' ? widget[`${key}_${plurals.select(count)}`] : undefined;
    const text = plural ?? widget[key] ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(values[name] ?? ''));
  };
}
