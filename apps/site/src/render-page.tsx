import { renderToStaticMarkup } from 'react-dom/server';
import { AccessibilityPage } from './accessibility-page.tsx';
import type { SiteOrigins } from './app-links.ts';
import { LandingPage } from './landing-page.tsx';
import type { Language } from './site-languages.ts';
import type { SitePage } from './site-pages.ts';

/** One complete HTML document for a page. */
export function renderPage(page: SitePage, origins: SiteOrigins): string {
  return `<!doctype html>${renderToStaticMarkup(<LandingPage page={page} origins={origins} />)}`;
}

/** The accessibility conformance report in one language's site. */
export function renderReport(language: Language, origins: SiteOrigins): string {
  return `<!doctype html>${renderToStaticMarkup(<AccessibilityPage language={language} origins={origins} />)}`;
}
