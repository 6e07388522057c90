import { LANGUAGES, languagePrefix, type Language } from './site-languages.ts';

/** The four industry variants of docs/product/screens.md#marketing-site: URL slug → key under `industries` in the site catalog. */
export const INDUSTRIES = [
  { slug: 'personal-trainers-and-coaches', key: 'personal_trainers' },
  { slug: 'yoga-instructors-and-teachers', key: 'yoga' },
  { slug: 'pilates-instructors', key: 'pilates' },
  { slug: 'physiotherapists', key: 'physiotherapists' },
] as const;

export type Industry = (typeof INDUSTRIES)[number];

/** One pre-rendered page: the landing page (`industry` null) or a variant, in one language. */
export interface SitePage {
  language: Language;
  industry: Industry | null;
}

/** The page's URL path, always ending in `/` so it maps onto `<path>/index.html`. */
export function pagePath(language: Language, industry: Industry | null): string {
  return `${languagePrefix(language)}/${industry ? `${industry.slug}/` : ''}`;
}

/** The page's absolute URL under the site's public origin (canonical, hreflang, sitemap). */
export function pageUrl(publicUrl: string, language: Language, industry: Industry | null): string {
  return publicUrl + pagePath(language, industry);
}

export const SITE_PAGES: SitePage[] = LANGUAGES.flatMap((language) =>
  [null, ...INDUSTRIES].map((industry) => ({ language, industry })),
);

/** The accessibility conformance report (docs/accessibility.md) in one language's site. */
export function reportPath(language: Language): string {
  return `${languagePrefix(language)}/accessibility/`;
}
