import { LANGUAGES } from '@sessionbook/i18n';

export { LANGUAGES };
export type Language = (typeof LANGUAGES)[number];
/** English is the source language and lives at the site's root. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** How each language names itself, so a reader finds their own language whatever page they are on. */
export const AUTONYMS: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  nl: 'Nederlands',
  pt: 'Português (Portugal)',
  'pt-br': 'Português (Brasil)',
};

/** BCP 47 tag for the `lang` and `hreflang` attributes (`pt` here is European Portuguese). */
export const LANGUAGE_TAGS: Record<Language, string> = {
  en: 'en',
  es: 'es',
  nl: 'nl',
  pt: 'pt-PT',
  'pt-br': 'pt-BR',
};

/** English lives at the root; every other language under its own leading segment (docs/product/screens.md#language-in-the-path). */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}
