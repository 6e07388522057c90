import { AccessibilityPage } from './accessibility-page.tsx';
import type { SiteOrigins } from './app-links.ts';
import { htmlDocument } from './html-document.ts';
import { LandingPage } from './landing-page.tsx';
import type { Language } from './site-languages.ts';
import type { SitePage } from './site-pages.ts';

/** One complete HTML document for a page. */
export function renderPage(page: SitePage, origins: SiteOrigins): string {
  return htmlDocument(<LandingPage page={page} origins={origins} />);
}

/** The accessibility conformance report in one language's site. */
export function renderReport(language: Language, origins: SiteOrigins): string {
  return htmlDocument(<AccessibilityPage language={language} origins={origins} />);
}
