import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteOrigins } from './app-links.ts';
import { LandingPage } from './landing-page.tsx';
import type { SitePage } from './site-pages.ts';

/** One complete HTML document for a page. */
export function renderPage(page: SitePage, origins: SiteOrigins): string {
  return `<!doctype html>${renderToStaticMarkup(<LandingPage page={page} origins={origins} />)}`;
}
