import { accents, BRAND_THEME } from '@sessionbook/design-tokens';
import { reportHtml } from './accessibility-report.ts';
import type { SiteOrigins } from './app-links.ts';
import { BRAND_MARK } from './page-head.tsx';
import { SiteFooter, SiteHeader } from './site-chrome.tsx';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, type Language } from './site-languages.ts';
import { siteText } from './site-content.ts';
import { reportPath } from './site-pages.ts';
import { textPageCss } from './site-styles.ts';

/** Room for a long document: readable line length, code in the text, sections spaced. */
const REPORT_CSS =
  '.report{max-width:46rem}.report h2{margin-top:var(--space-8)}.report ul{list-style:disc;padding-left:var(--space-6)}' +
  '.report li,.report p{margin:0 0 var(--space-3)}.report code{font-size:.875em;overflow-wrap:anywhere}';

/**
 * The accessibility conformance report in one language's site: the heading, title and a note in that
 * language, the report itself in English, marked `lang="en"` (WCAG 3.1.2) on the other languages' pages.
 * Its language versions are listed in sitemap.xml rather than in the head: the page stays within the
 * site's 20 kB budget (build-site.ts).
 */
export function AccessibilityPage({ language, origins }: { language: Language; origins: SiteOrigins }) {
  const t = siteText(language);
  const url = origins.publicUrl + reportPath(language);
  const title = `${t('accessibility.title')} | Sessionbook`;
  return (
    <html lang={LANGUAGE_TAGS[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={t('accessibility.description')} />
        <link rel="canonical" href={url} />
        <meta name="theme-color" content={accents[BRAND_THEME].light.accent} />
        <link rel="icon" href={BRAND_MARK} />
        <style dangerouslySetInnerHTML={{ __html: textPageCss(REPORT_CSS) }} />
      </head>
      <body>
        <a className="skip" href="#main">
          {t('skip_to_content')}
        </a>
        <SiteHeader language={language} hrefFor={reportPath} />
        <main id="main" className="w report">
          <h1>{t('accessibility.title')}</h1>
          {language !== DEFAULT_LANGUAGE && <p className="lead">{t('accessibility.in_english')}</p>}
          <div
            lang={LANGUAGE_TAGS[DEFAULT_LANGUAGE]}
            // Built from the repository's own document at build time (./accessibility-report.ts).
            dangerouslySetInnerHTML={{ __html: reportHtml() }}
          />
        </main>
        <SiteFooter language={language} origins={origins} />
      </body>
    </html>
  );
}
