import { accents, BRAND_THEME, logoDataUrl } from '@sessionbook/design-tokens';
import { LANGUAGES } from './site-languages.ts';
import { alternates, faqJsonLd, OG_IMAGE, OG_LOCALES } from './seo.ts';
import { siteText, type PageContent } from './site-content.ts';
import { pageUrl, type SitePage } from './site-pages.ts';
import { SITE_CSS } from './site-styles.ts';

/** The logo, inline: the favicon (so browsers do not ask for /favicon.ico) and the header's mark. */
export const BRAND_MARK = logoDataUrl();

interface Props {
  page: SitePage;
  content: PageContent;
  publicUrl: string;
}

/**
 * Title, description, language alternates, canonical, Open Graph and the FAQ as structured data. The
 * only `<script>` is JSON-LD, which browsers never execute: the site ships no JavaScript.
 */
export function PageHead({ page, content, publicUrl }: Props) {
  const { language, industry } = page;
  const t = siteText(language);
  const url = pageUrl(publicUrl, language, industry);
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{content.title}</title>
      <meta name="description" content={content.description} />
      <link rel="canonical" href={url} />
      {alternates(publicUrl, industry).map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Sessionbook" />
      <meta property="og:title" content={content.title} />
      <meta property="og:description" content={content.description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <meta key={other} property="og:locale:alternate" content={OG_LOCALES[other]} />
      ))}
      <meta property="og:image" content={publicUrl + OG_IMAGE.path} />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={t('meta.image_alt')} />
      <meta name="twitter:card" content="summary" />
      <meta name="theme-color" content={accents[BRAND_THEME].light.accent} />
      <link rel="icon" href={BRAND_MARK} />
      <style dangerouslySetInnerHTML={{ __html: SITE_CSS }} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: faqJsonLd(language, content.faq) }}
      />
    </head>
  );
}
