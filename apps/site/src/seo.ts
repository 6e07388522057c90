import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, LANGUAGES, type Language } from './site-languages.ts';
import { INDUSTRIES, pageUrl, reportPath, type Industry } from './site-pages.ts';
import type { Question } from './site-content.ts';

/** The share image (apps/site/public), language-free so one serves every page. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

/** Open Graph wants language_TERRITORY. */
export const OG_LOCALES: Record<Language, string> = {
  en: 'en_US',
  es: 'es_ES',
  nl: 'nl_NL',
  pt: 'pt_PT',
  'pt-br': 'pt_BR',
};

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The page in every language, plus `x-default` (English, the fallback language). */
export function alternates(publicUrl: string, industry: Industry | null): Alternate[] {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: LANGUAGE_TAGS[language],
      href: pageUrl(publicUrl, language, industry),
    })),
    { hreflang: 'x-default', href: pageUrl(publicUrl, DEFAULT_LANGUAGE, industry) },
  ];
}

/**
 * schema.org FAQPage for the visible questions, as the text of a `<script type="application/ld+json">`.
 * `<` is escaped so no answer can close the element early.
 */
export function faqJsonLd(language: Language, faq: Question[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: LANGUAGE_TAGS[language],
    mainEntity: faq.map(({ q, a }) => ({
      '@type': 'Question',
      name: q,
      acceptedAnswer: { '@type': 'Answer', text: a },
    })),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The accessibility report in every language, plus `x-default`. */
export function reportAlternates(publicUrl: string): Alternate[] {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: LANGUAGE_TAGS[language],
      href: publicUrl + reportPath(language),
    })),
    { hreflang: 'x-default', href: publicUrl + reportPath(DEFAULT_LANGUAGE) },
  ];
}

/** Every page with its language alternates (Google's sitemap form of hreflang). */
export function sitemapXml(publicUrl: string): string {
  const entry = (loc: string, links: Alternate[]) =>
    `<url><loc>${loc}</loc>${links
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${a.href}"/>`)
      .join('')}</url>`;
  const urls = LANGUAGES.flatMap((language) => [
    ...[null, ...INDUSTRIES].map((industry) =>
      entry(pageUrl(publicUrl, language, industry), alternates(publicUrl, industry)),
    ),
    entry(publicUrl + reportPath(language), reportAlternates(publicUrl)),
  ]);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
