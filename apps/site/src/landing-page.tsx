import { appPaths, type SiteOrigins } from './app-links.ts';
import { PageHead } from './page-head.tsx';
import { SiteFooter, SiteHeader } from './site-chrome.tsx';
import { LANGUAGE_TAGS } from './site-languages.ts';
import { pageContent, PRICING_ITEMS, siteText } from './site-content.ts';
import { INDUSTRIES, pagePath, type SitePage } from './site-pages.ts';
import { ProductScreens } from './product-screens.tsx';

interface Props {
  page: SitePage;
  /** Origins without a trailing slash; the server swaps them for its own when they differ. */
  origins: SiteOrigins;
}

/** The landing page, or an industry variant of it when `page.industry` is set. */
export function LandingPage({ page, origins }: Props) {
  const { language, industry } = page;
  const t = siteText(language);
  const content = pageContent(page);
  const app = (path: string) => origins.appUrl + path;
  const signup = app(appPaths.signup(language));

  return (
    <html lang={LANGUAGE_TAGS[language]}>
      <PageHead page={page} content={content} publicUrl={origins.publicUrl} />
      <body>
        <a className="skip" href="#main">
          {t('skip_to_content')}
        </a>
        <SiteHeader language={language} hrefFor={(other) => pagePath(other, industry)} />
        <main id="main" className="w">
          <section className="hero">
            <h1>{content.headline}</h1>
            <p className="lead">{content.lead}</p>
            <div className="cta">
              <a className="btn primary" href={signup}>
                {t('cta.signup')}
              </a>
              <a className="btn" href={app(appPaths.signin(language))}>
                {t('cta.signin')}
              </a>
            </div>
            <p className="note">{t('cta.note')}</p>
          </section>

          {!industry && <ProductScreens language={language} />}

          <section aria-labelledby="features">
            <h2 id="features">{content.featuresTitle}</h2>
            <ul className="grid">
              {content.features.map((point) => (
                <li key={point.title}>
                  <h3>{point.title}</h3>
                  <p>{point.text}</p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="pricing">
            <h2 id="pricing">{t('pricing.title')}</h2>
            <div className="card price">
              <p className="amount">{t('pricing.price')}</p>
              <p>{t('pricing.lead')}</p>
              <ul className="checks">
                {PRICING_ITEMS.map((item) => (
                  <li key={item}>{t(`pricing.items.${item}`)}</li>
                ))}
              </ul>
            </div>
          </section>

          <section aria-labelledby="clients">
            <h2 id="clients">{t('clients.title')}</h2>
            <p className="text">{t('clients.text')}</p>
            <p className="text muted">{t('for_clients')}</p>
          </section>

          <section aria-labelledby="made-for">
            <h2 id="made-for">{t('industries.title')}</h2>
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
          </section>

          <section aria-labelledby="faq">
            <h2 id="faq">{t('faq.title')}</h2>
            <div className="faq">
              {content.faq.map(({ q, a }) => (
                <details key={q}>
                  <summary>{q}</summary>
                  <p>{a}</p>
                </details>
              ))}
            </div>
          </section>

          <section className="card final" aria-labelledby="start">
            <h2 id="start">{t('final_cta.title')}</h2>
            <p>{t('final_cta.text')}</p>
            <a className="btn primary" href={signup}>
              {t('cta.signup')}
            </a>
          </section>
        </main>
        <SiteFooter language={language} origins={origins} />
      </body>
    </html>
  );
}
