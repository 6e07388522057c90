import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accents, BRAND_THEME, logoDataUrl } from '@sessionbook/design-tokens';
import { translate } from '@sessionbook/i18n';
import { describe, expect, it } from 'vitest';
import { buildSite, PAGE_BUDGET, REPORT_BUDGET } from './build-site.ts';
import { SCREENS } from './screens.ts';
import { LANGUAGE_TAGS, LANGUAGES } from './site-languages.ts';
import { pageContent } from './site-content.ts';
import { INDUSTRIES } from './site-pages.ts';

const origins = { appUrl: 'https://app.example.test', publicUrl: 'https://example.test' };
const files = buildSite(origins);
const pages = files.flatMap((f) => (f.page ? [{ ...f.page, html: f.content }] : []));
const reports = files.flatMap((f) => (f.report ? [{ ...f.report, html: f.content }] : []));
/** Every HTML page the site serves: landing pages and the accessibility report. */
const paths = new Set([...pages, ...reports].map((p) => p.path));
const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../public');
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

interface FaqData {
  '@type': string;
  mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
}

describe('the built site', () => {
  it('has the landing page and four industry variants in five languages', () => {
    expect(pages).toHaveLength(LANGUAGES.length * (1 + INDUSTRIES.length));
    expect(paths).toContain('/');
    expect(paths).toContain('/pt-br/physiotherapists/');
  });

  it('records the origins it used', () => {
    const record = files.find((f) => f.file === 'site-build.json');
    expect(JSON.parse(record!.content)).toEqual(origins);
  });

  it('gives every page a title and description of its own', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { html, path } of pages) {
      const doc = parse(html);
      const title = doc.title.trim();
      const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      expect(title, path).not.toBe('');
      expect(description.length, path).toBeGreaterThan(50);
      titles.add(title);
      descriptions.add(description);
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  it.each(pages.map((p) => [p.path, p] as const))(
    '%s has canonical, hreflang and Open Graph',
    (path, page) => {
      const doc = parse(page.html);
      const url = origins.publicUrl + path;
      expect(doc.documentElement.lang).toBe(LANGUAGE_TAGS[page.language]);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);

      const alternates = [...doc.querySelectorAll('link[rel="alternate"]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]);
      const variant = path.replace(/^\/(es|nl|pt|pt-br)\//, '/');
      expect(alternates).toEqual([
        ['en', `${origins.publicUrl}${variant}`],
        ['es', `${origins.publicUrl}/es${variant}`],
        ['nl', `${origins.publicUrl}/nl${variant}`],
        ['pt-PT', `${origins.publicUrl}/pt${variant}`],
        ['pt-BR', `${origins.publicUrl}/pt-br${variant}`],
        ['x-default', `${origins.publicUrl}${variant}`],
      ]);
      expect(alternates.map(([, href]) => href)).toContain(url);

      const og = (property: string) =>
        [...doc.querySelectorAll(`meta[property="${property}"]`)].map((m) => m.getAttribute('content'));
      expect(og('og:title')).toEqual([doc.title]);
      expect(og('og:description')).toEqual([
        doc.querySelector('meta[name="description"]')?.getAttribute('content'),
      ]);
      expect(og('og:url')).toEqual([url]);
      expect(og('og:type')).toEqual(['website']);
      expect(og('og:site_name')).toEqual(['Sessionbook']);
      expect(og('og:locale')).toHaveLength(1);
      expect(og('og:locale:alternate')).toHaveLength(LANGUAGES.length - 1);
      expect(og('og:image')).toEqual([`${origins.publicUrl}/og-image.png`]);
      expect(doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary');
    },
  );

  it.each(pages.map((p) => [p.path, p] as const))(
    '%s has an FAQ whose structured data matches it',
    (path, page) => {
      const doc = parse(page.html);
      const scripts = [...doc.querySelectorAll('script')];
      // JSON-LD is data: no page carries a script a browser would run.
      expect(scripts.map((s) => s.getAttribute('type'))).toEqual(['application/ld+json']);
      const data = JSON.parse(scripts[0]!.textContent ?? '') as FaqData;
      expect(data['@type']).toBe('FAQPage');

      const visible = [...doc.querySelectorAll('details')].map((d) => ({
        q: d.querySelector('summary')?.textContent,
        a: d.querySelector('p')?.textContent,
      }));
      expect(visible.length, path).toBeGreaterThanOrEqual(7);
      expect(data.mainEntity.map((e) => ({ q: e.name, a: e.acceptedAnswer.text }))).toEqual(visible);
      expect(visible).toEqual(pageContent(page).faq);
    },
  );

  it.each(pages.map((p) => [p.path, p] as const))(
    '%s links only to built pages and the app',
    (path, page) => {
      const doc = parse(page.html);
      const hrefs = [...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!);
      for (const href of hrefs) {
        if (href.startsWith('#')) {
          expect(doc.getElementById(href.slice(1)), `${path} → ${href}`).not.toBeNull();
        } else if (href.startsWith('/')) {
          expect(paths, `${path} → ${href}`).toContain(href);
        } else {
          expect(href.startsWith(`${origins.appUrl}/${page.language}/`), `${path} → ${href}`).toBe(true);
        }
      }
      expect(hrefs).toContain(`${origins.appUrl}/${page.language}/professional/auth/signup`);
      expect(hrefs).toContain(`${origins.appUrl}/${page.language}/auth/signin`);
    },
  );

  it.each([...pages, ...reports].map((p) => [p.path, p] as const))(
    '%s wears the one logo and the brand accent',
    (_, page) => {
      const doc = parse(page.html);
      expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(logoDataUrl());
      expect(doc.querySelector('header .brand img')?.getAttribute('src')).toBe(logoDataUrl());
      expect(doc.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
        accents[BRAND_THEME].light.accent,
      );
      // Colours come from the design tokens only: no hex colour in the rules after the custom properties.
      const css = doc.querySelector('style')!.textContent!;
      expect(css.slice(css.indexOf('*{box-sizing')).match(/#[0-9a-f]{3,8}\b/gi)).toBeNull();
    },
  );

  it.each(LANGUAGES)(
    'shows the product on the %s landing page, in pictures of its own language',
    (language) => {
      const landing = pages.find((p) => p.language === language && !p.industry)!;
      const doc = parse(landing.html);
      const pictures = [...doc.querySelectorAll('.shots picture')];
      expect(pictures).toHaveLength(SCREENS.length);
      for (const picture of pictures) {
        const img = picture.querySelector('img')!;
        expect(img.getAttribute('alt')?.length).toBeGreaterThan(20);
        expect(img.getAttribute('loading')).toBe('lazy');
        expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
        const sources = [...picture.querySelectorAll('source')].map((s) => s.getAttribute('type'));
        expect(sources).toEqual(['image/avif', 'image/webp']);
        const files = [
          img.getAttribute('src')!,
          ...[...picture.querySelectorAll('source')].flatMap((source) =>
            source
              .getAttribute('srcset')!
              .split(',')
              .map((candidate) => candidate.trim().split(' ')[0]!),
          ),
        ];
        for (const file of files) {
          expect(file).toMatch(new RegExp(`^/screens/${language}-`));
          // Taken by `npm run screenshots`; the build copies public/ into the site.
          expect(existsSync(join(publicDir, file)), file).toBe(true);
        }
      }
      // The trade pages, the largest, keep to their own words.
      for (const variant of pages.filter((p) => p.language === language && p.industry))
        expect(parse(variant.html).querySelector('.shots')).toBeNull();
    },
  );

  it('keeps every page within its size budget', () => {
    for (const { html, path } of pages)
      expect(Buffer.byteLength(html), path).toBeLessThanOrEqual(PAGE_BUDGET);
    for (const { html, path } of reports)
      expect(Buffer.byteLength(html), path).toBeLessThanOrEqual(REPORT_BUDGET);
  });

  it('gives each industry variant its own lead, features and questions', () => {
    for (const language of LANGUAGES) {
      const landing = pageContent({ language, industry: null });
      const variants = INDUSTRIES.map((industry) => pageContent({ language, industry }));
      const own = (content: typeof landing) => ({
        lead: content.lead,
        features: content.features.map((f) => f.text).join('|'),
        questions: content.faq
          .filter((q) => !landing.faq.some((shared) => shared.q === q.q))
          .map((q) => q.q)
          .join('|'),
      });
      const seen = [landing, ...variants].map(own);
      for (const key of ['lead', 'features'] as const) {
        expect(new Set(seen.map((s) => s[key])).size, `${language} ${key}`).toBe(seen.length);
      }
      for (const variant of variants.map(own)) expect(variant.questions, language).not.toBe('');
    }
  });

  it('writes a sitemap of every page with its alternates, and robots.txt pointing to it', () => {
    const sitemap = files.find((f) => f.file === 'sitemap.xml')!.content;
    const doc = new DOMParser().parseFromString(sitemap, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    const locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent);
    expect(locs.sort()).toEqual([...paths].map((p) => origins.publicUrl + p).sort());
    for (const url of doc.getElementsByTagName('url')) {
      expect(url.getElementsByTagName('xhtml:link')).toHaveLength(LANGUAGES.length + 1);
    }
    const robots = files.find((f) => f.file === 'robots.txt')!.content;
    expect(robots).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origins.publicUrl}/sitemap.xml\n`);
  });

  it.each(LANGUAGES)(
    'has a not-found page in %s that links home and to the app, and is not indexed',
    (language) => {
      const file = language === 'en' ? '404.html' : `${language}/404.html`;
      const built = files.find((f) => f.file === file);
      expect(built, file).toBeDefined();
      expect(built!.page).toBeUndefined();
      const doc = parse(built!.content);
      expect(doc.documentElement.lang).toBe(LANGUAGE_TAGS[language]);
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
      expect(doc.querySelector('h1')?.textContent).toBe(translate(language, 'site', 'not_found.title'));
      expect(doc.querySelectorAll('script')).toHaveLength(0);
      const hrefs = [...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!);
      const home = language === 'en' ? '/' : `/${language}/`;
      expect(hrefs).toContain(home);
      expect(hrefs).toContain(`${origins.appUrl}/${language}/professional/auth/signup`);
      for (const href of hrefs.filter((h) => h.startsWith('/'))) expect(paths, href).toContain(href);
      expect(Buffer.byteLength(built!.content)).toBeLessThanOrEqual(PAGE_BUDGET);
    },
  );
});
