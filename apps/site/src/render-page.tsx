import { renderToStaticMarkup } from 'react-dom/server';
import { LandingPage } from './landing-page.tsx';
import type { SitePage } from './site-pages.ts';

/** One complete HTML document for a page. */
export function renderPage(page: SitePage, appUrl: string, scriptUrl: string): string {
  return `<!doctype html>${renderToStaticMarkup(<LandingPage page={page} appUrl={appUrl} scriptUrl={scriptUrl} />)}`;
}
