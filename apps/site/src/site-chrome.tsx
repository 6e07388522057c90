/** The header and footer every page of the site shares: the landing pages and the accessibility report. */
import { appPaths, type SiteOrigins } from './app-links.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { BRAND_MARK } from './page-head.tsx';
import { languagePrefix, type Language } from './site-languages.ts';
import { siteText } from './site-content.ts';
import { reportPath } from './site-pages.ts';

export function SiteHeader({
  language,
  hrefFor,
}: {
  language: Language;
  /** The same page in another language. */
  hrefFor: (language: Language) => string;
}) {
  const t = siteText(language);
  return (
    <header>
      <div className="w">
        <a className="brand" href={`${languagePrefix(language)}/`} aria-label={t('nav.home')}>
          {/* An image, not a letter, so the link's visible text stays within its label. */}
          <img src={BRAND_MARK} alt="" width={28} height={28} />
          Sessionbook
        </a>
        <LanguageSwitcher current={language} label={t('nav.languages')} hrefFor={hrefFor} />
      </div>
    </header>
  );
}

export function SiteFooter({ language, origins }: { language: Language; origins: SiteOrigins }) {
  const t = siteText(language);
  const app = (path: string) => origins.appUrl + path;
  return (
    <footer>
      <div className="w">
        <p>{t('footer.free')}</p>
        <ul>
          <li>
            <a href={app(appPaths.privacy(language))}>{t('footer.privacy')}</a>
          </li>
          <li>
            <a href={app(appPaths.terms(language))}>{t('footer.terms')}</a>
          </li>
          <li>
            <a href={reportPath(language)}>{t('footer.accessibility')}</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
