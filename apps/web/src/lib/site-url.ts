/**
 * The marketing site's address in a language (docs/product/screens.md#marketing-site, `/landingPage`). The
 * site keeps English
 * at its root and every other language under its own first segment (apps/site/src/site-languages.ts).
 */
import { DEFAULT_LANGUAGE, isLanguage } from '@sessionbook/domain';

export function siteUrlIn(siteUrl: string, language: string): string {
  const root = siteUrl.replace(/\/+$/, '');
  return isLanguage(language) && language !== DEFAULT_LANGUAGE ? `${root}/${language}/` : `${root}/`;
}
