import { translate } from '@sessionbook/i18n';
import { LanguageSwitcher } from './language-switcher.tsx';
import { appPaths } from './app-links.ts';
import { LANGUAGE_TAGS, languagePrefix } from './site-languages.ts';
import { INDUSTRIES, pagePath, type SitePage } from './site-pages.ts';
import { SITE_CSS } from './site-styles.ts';

/** The brand mark as an inline icon, so browsers do not ask for /favicon.ico. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%230d6b62'/%3E%3Ctext x='16' y='23' font-family='system-ui,sans-serif' font-size='20' font-weight='700' text-anchor='middle' fill='%23fff'%3ES%3C/text%3E%3C/svg%3E";

const FEATURES = ['calendar', 'clients', 'vouchers', 'reminders'] as const;

interface Props {
  page: SitePage;
  /** The app's origin without a trailing slash; `/config.json` may replace it at runtime. */
  appUrl: string;
  /** Root-relative URL of the script that applies `/config.json`'s app URL to the links. */
  scriptUrl: string;
}

/** The landing page, or an industry variant of it when `page.industry` is set. */
export function LandingPage({ page, appUrl, scriptUrl }: Props) {
  const { language, industry } = page;
  const t = (key: string) => translate(language, 'site', key);
  const headline = industry ? t(`industries.${industry.key}.headline`) : t('landing.headline');
  const lead = industry ? t(`industries.${industry.key}.lead`) : t('landing.audience');
  const title = industry ? `${headline} | Sessionbook` : t('meta.title');
  const signup = appPaths.signup(language);
  const signin = appPaths.signin(language);

  return (
    <html lang={LANGUAGE_TAGS[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={t('meta.description')} />
        <link rel="icon" href={FAVICON} />
        <style dangerouslySetInnerHTML={{ __html: SITE_CSS }} />
        <script src={scriptUrl} defer />
      </head>
      <body>
        <a className="skip" href="#main">
          {t('skip_to_content')}
        </a>
        <header>
          <div className="w">
            <a className="brand" href={`${languagePrefix(language)}/`} aria-label={t('nav.home')}>
              <span aria-hidden="true">S</span>Sessionbook
            </a>
            <LanguageSwitcher
              current={language}
              label={t('nav.languages')}
              hrefFor={(other) => pagePath(other, industry)}
            />
          </div>
        </header>
        <main id="main">
          <div className="w">
            <h1>{headline}</h1>
            <p className="lead">{lead}</p>
            <div className="cta">
              <a className="btn primary" href={appUrl + signup} data-app={signup}>
                {t('cta.signup')}
              </a>
              <a className="btn" href={appUrl + signin} data-app={signin}>
                {t('cta.signin')}
              </a>
            </div>
            <p className="note">{t('cta.note')}</p>

            <h2>{t('features.title')}</h2>
            <ul className="grid">
              {FEATURES.map((feature) => (
                <li key={feature}>
                  <h3>{t(`features.${feature}.title`)}</h3>
                  <p>{t(`features.${feature}.text`)}</p>
                </li>
              ))}
            </ul>

            <h2>{t('industries.title')}</h2>
            <ul className="pills">
              {INDUSTRIES.map((other) => (
                <li key={other.slug}>
                  <a
                    href={pagePath(language, other)}
                    aria-current={other.slug === industry?.slug ? 'page' : undefined}
                  >
                    {t(`industries.${other.key}.name`)}
                  </a>
                </li>
              ))}
            </ul>
            <p className="clients">{t('for_clients')}</p>
          </div>
        </main>
        <footer>
          <div className="w">
            <p>{t('footer.free')}</p>
          </div>
        </footer>
      </body>
    </html>
  );
}
