import type { SiteOrigins } from './app-links.ts';
import { renderPage } from './render-page.tsx';
import { robotsTxt, sitemapXml } from './seo.ts';
import { pagePath, SITE_PAGES, type SitePage } from './site-pages.ts';

/** Budget per page (bytes, uncompressed): the whole page, CSS included, arrives in the first round trips. */
export const PAGE_BUDGET = 20 * 1024;

export interface SiteFile {
  /** Path inside dist, without a leading slash. */
  file: string;
  content: string;
  /** Set for pages: the URL path it answers. */
  page?: SitePage & { path: string };
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
  return [
    ...pages,
    { file: 'sitemap.xml', content: sitemapXml(origins.publicUrl) },
    { file: 'robots.txt', content: robotsTxt(origins.publicUrl) },
    { file: 'site-build.json', content: `${JSON.stringify(origins)}\n` },
  ];
}
