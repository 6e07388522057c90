import { catalogs, translate, type Messages } from '@sessionbook/i18n';
import type { Language } from './site-languages.ts';
import type { SitePage } from './site-pages.ts';

export interface Point {
  title: string;
  text: string;
}

export interface Question {
  q: string;
  a: string;
}

/** Everything a page says, resolved for one language: the JSX lays it out, the tests read it. */
export interface PageContent {
  title: string;
  description: string;
  headline: string;
  lead: string;
  featuresTitle: string;
  features: Point[];
  /** The trade's own questions first, then the ones every page answers. */
  faq: Question[];
}

/** The landing page's four feature points, in order. */
const LANDING_FEATURES = ['calendar', 'clients', 'vouchers', 'reminders'] as const;
/** Questions on every page, in order (docs/product/screens.md#marketing-site: the site has an FAQ). */
const SHARED_QUESTIONS = [
  'free',
  'signup',
  'clients_pay',
  'self_booking',
  'languages',
  'time_zones',
  'privacy',
] as const;
export const PRICING_ITEMS = ['calendar', 'clients', 'vouchers', 'reminders'] as const;

export function siteText(language: Language) {
  return (key: string) => translate(language, 'site', key);
}

/**
 * The keys under a catalog branch, read from English (the source language; the catalog test keeps the
 * other languages' keys equal), so adding a trade's feature or question needs no code change.
 */
function childKeys(path: string): string[] {
  let node: string | Messages | undefined = catalogs.en.site;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') throw new Error(`site.json has no branch "${path}"`);
  return Object.keys(node);
}

export function pageContent({ language, industry }: SitePage): PageContent {
  const t = siteText(language);
  const shared = SHARED_QUESTIONS.map((key) => ({ q: t(`faq.${key}.q`), a: t(`faq.${key}.a`) }));
  if (!industry) {
    return {
      title: t('meta.title'),
      description: t('meta.description'),
      headline: t('landing.headline'),
      lead: t('landing.audience'),
      featuresTitle: t('features.title'),
      features: LANDING_FEATURES.map((key) => ({
        title: t(`features.${key}.title`),
        text: t(`features.${key}.text`),
      })),
      faq: shared,
    };
  }
  const base = `industries.${industry.key}`;
  const headline = t(`${base}.headline`);
  return {
    title: `${headline} | Sessionbook`,
    description: t(`${base}.description`),
    headline,
    lead: t(`${base}.lead`),
    featuresTitle: t(`${base}.features_title`),
    features: childKeys(`${base}.features`).map((key) => ({
      title: t(`${base}.features.${key}.title`),
      text: t(`${base}.features.${key}.text`),
    })),
    faq: [
      ...childKeys(`${base}.faq`).map((key) => ({
        q: t(`${base}.faq.${key}.q`),
        a: t(`${base}.faq.${key}.a`),
      })),
      ...shared,
    ],
  };
}
