import type { SiteOrigins } from './app-links.ts';
import { notFoundFile, renderNotFoundPage } from './not-found-page.tsx';
import { renderPage, renderReport } from './render-page.tsx';
import { robotsTxt, sitemapXml } from './seo.ts';
import { LANGUAGES, type Language } from './site-languages.ts';
import { pagePath, reportPath, SITE_PAGES, type SitePage } from './site-pages.ts';

/** Budget per page (bytes, uncompressed): the whole page, CSS included, arrives in the first round trips. */
export const PAGE_BUDGET = 20 * 1024;

/**
 * The accessibility report is a document read through, not a page landed on, and grows with every
 * finding examined: it gets more room (some 7 KB with brotli, as the site is served).
 */
export const REPORT_BUDGET = 32 * 1024;

export interface SiteFile {
  /** Path inside dist, without a leading slash. */
  file: string;
  content: string;
  /** Set for the landing pages: the URL path it answers. */
  page?: SitePage & { path: string };
  /** Set for the accessibility report in one language: the URL path it answers. */
  report?: { language: Language; path: string };
}

/**
 * Every text file of the site for one pair of origins. `site-build.json` records the origins, so the
 * server can put its own in their place when it runs elsewhere (docs/decisions/0018-marketing-site.md).
 */
export function buildSite(origins: SiteOrigins): SiteFile[] {
  const pages = SITE_PAGES.map((page) => {
    const path = pagePath(page.language, page.industry);
    return {
      file: `${path.slice(1)}index.html`,
      content: renderPage(page, origins),
      page: { ...page, path },
    };
  });
  const reports = LANGUAGES.map((language) => {
    const path = reportPath(language);
    return {
      file: `${path.slice(1)}index.html`,
      content: renderReport(language, origins),
      report: { language, path },
    };
  });
  // Unknown paths get the not-found page of the language they start with (the server picks it).
  const notFound = LANGUAGES.map((language) => ({
    file: notFoundFile(language),
    content: renderNotFoundPage(language, origins),
  }));
  return [
    ...pages,
    ...reports,
    ...notFound,
    { file: 'sitemap.xml', content: sitemapXml(origins.publicUrl) },
    { file: 'robots.txt', content: robotsTxt(origins.publicUrl) },
    { file: 'site-build.json', content: `${JSON.stringify(origins)}\n` },
  ];
}
