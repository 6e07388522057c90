import { accents, BRAND_THEME } from '@sessionbook/design-tokens';
import { appPaths, type SiteOrigins } from './app-links.ts';
import { htmlDocument } from './html-document.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { BRAND_MARK } from './page-head.tsx';
import { siteText } from './site-content.ts';
import { LANGUAGE_TAGS, languagePrefix, type Language } from './site-languages.ts';
import { pagePath } from './site-pages.ts';
import { SITE_CSS } from './site-styles.ts';

/** Where each language's not-found page is built: `404.html` for English, `es/404.html`… */
export const notFoundFile = (language: Language): string => `${languagePrefix(language)}/404.html`.slice(1);

/**
 * The page an unknown path of the site answers with (status 404), in the language its path starts
 * with (issue 25: `/es/unknown` stays Spanish). Not indexed, no canonical; the way on is the
 * language's home page, the sign-up and the same page in the other languages.
 */
export function NotFoundPage({ language, origins }: { language: Language; origins: SiteOrigins }) {
  const t = siteText(language);
  const home = `${languagePrefix(language)}/`;
  return (
    <html lang={LANGUAGE_TAGS[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${t('not_found.title')} | Sessionbook`}</title>
        <meta name="robots" content="noindex" />
        <meta name="theme-color" content={accents[BRAND_THEME].light.accent} />
        <link rel="icon" href={BRAND_MARK} />
        <style dangerouslySetInnerHTML={{ __html: SITE_CSS }} />
      </head>
      <body>
        <a className="skip" href="#main">
          {t('skip_to_content')}
        </a>
        <header>
          <div className="w">
            <a className="brand" href={home} aria-label={t('nav.home')}>
              <img src={BRAND_MARK} alt="" width={28} height={28} />
              Sessionbook
            </a>
            <LanguageSwitcher
              current={language}
              label={t('nav.languages')}
              hrefFor={(other) => pagePath(other, null)}
            />
          </div>
        </header>
        <main id="main" className="w">
          <h1>{t('not_found.title')}</h1>
          <p className="lead">{t('not_found.text')}</p>
          <div className="cta">
            <a className="btn primary" href={home}>
              {t('not_found.home')}
            </a>
            <a className="btn" href={origins.appUrl + appPaths.signup(language)}>
              {t('cta.signup')}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}

export function renderNotFoundPage(language: Language, origins: SiteOrigins): string {
  return htmlDocument(<NotFoundPage language={language} origins={origins} />);
}
